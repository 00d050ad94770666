import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TABLE_COLUMNS_MAX, type TableColumn } from '@seedbed/contracts/forms';
import { pickLabel, type Language } from '@seedbed/contracts/languages';
import { newColumn, newOption } from '../questionTypes';
import { textIn, withText } from './LocalizedField';
import { OptionsEditor } from './OptionsEditor';

const COLUMN_TYPES: ReadonlyArray<TableColumn['type']> = ['text', 'number', 'date', 'select'];

interface ColumnsEditorProps {
  columns: TableColumn[];
  onChange: (columns: TableColumn[]) => void;
  language: Language;
  readOnly?: boolean;
  error?: string;
}

/** A table question's columns: each with its label, the kind of answer it takes and, for a choice, its options. */
export function ColumnsEditor({ columns, onChange, language, readOnly, error }: ColumnsEditorProps) {
  const { t } = useTranslation('forms');
  const set = (index: number, column: TableColumn) => onChange(columns.map((c, i) => (i === index ? column : c)));
  const move = (from: number, to: number) => onChange(columns.toSpliced(from, 1).toSpliced(to, 0, columns[from]));
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('builder.table.columns')}
      </Text>
      {columns.map((column, index) => {
        const name = pickLabel(column.labels, language) || t('builder.table.newColumn', { n: index + 1 });
        return (
          <Paper key={column.id} withBorder p="xs">
            <Stack gap={6}>
              <Group gap={6} wrap="nowrap" align="flex-end">
                <TextInput
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('builder.table.columnName', { n: index + 1 })}
                  value={textIn(column.labels, language)}
                  placeholder={pickLabel(column.labels, language) ?? ''}
                  dir="auto"
                  readOnly={readOnly}
                  onChange={(event) => set(index, { ...column, labels: withText(column.labels, language, event.currentTarget.value) })}
                />
                <Select
                  w={130}
                  label={t('builder.table.columnType')}
                  data={COLUMN_TYPES.map((type) => ({ value: type, label: t(`builder.table.types.${type}`) }))}
                  value={column.type}
                  allowDeselect={false}
                  readOnly={readOnly}
                  onChange={(type) =>
                    type &&
                    set(index, {
                      ...column,
                      type: type as TableColumn['type'],
                      options: type === 'select' ? (column.options?.length ? column.options : [newOption(language, t('builder.options.newOption', { n: 1 }))]) : undefined,
                    })
                  }
                />
                {!readOnly && (
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('builder.options.moveUp')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('builder.options.moveUpNamed', { name })}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('builder.options.moveDown')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('builder.options.moveDownNamed', { name })}
                        disabled={index === columns.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('builder.options.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('builder.options.removeNamed', { name })}
                        onClick={() => onChange(columns.filter((_, i) => i !== index))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
              {column.type === 'select' && (
                <OptionsEditor
                  title={t('builder.table.columnOptions', { name })}
                  options={column.options ?? []}
                  onChange={(options) => set(index, { ...column, options })}
                  language={language}
                  readOnly={readOnly}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && columns.length < TABLE_COLUMNS_MAX && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...columns, newColumn(language, t('builder.table.newColumn', { n: columns.length + 1 }))])}
        >
          {t('builder.table.addColumn')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
