import { ActionIcon, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TableColumn } from '@seedbed/contracts/forms';
import { tableRowLimits } from '@seedbed/contracts/forms-answers';
import { useFiller } from '../fillerContext';
import { optionLabel, textIn } from '../labels';
import { autoDirection, QuestionGroup } from './common';
import { DateCell } from './DateAnswer';
import { NumberField } from './NumberField';
import type { AnswerInputProps, CellErrors } from './types';
import classes from './inputs.module.css';

type Row = Record<string, string | number | null>;

const rowsIn = (value: unknown): Row[] => (Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' && !Array.isArray(row) ? (row as Row) : {})) : []);

/** How many rows show: what is answered, at least the table's minimum (one row at least). */
export function shownRowCount(question: AnswerInputProps['question'], value: unknown): number {
  const { min, max } = tableRowLimits(question);
  if (!question.userAddRow) return max;
  return Math.min(Math.max(rowsIn(value).length, min, 1), Math.max(max, 1));
}

interface CellProps {
  column: TableColumn;
  value: unknown;
  onChange: (next: string | number | null) => void;
  onBlur: () => void;
  label: string;
  error?: string;
}

function Cell({ column, value, onChange, onBlur, label, error }: CellProps) {
  const { language, t } = useFiller();
  switch (column.type) {
    case 'number':
      return (
        <NumberField
          aria-label={label}
          dir="ltr"
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? null : next)}
          onBlur={onBlur}
          error={error}
          miw={90}
        />
      );
    case 'date':
      return (
        <DateCell
          value={value}
          onChange={(next) => {
            onChange(next);
            onBlur();
          }}
          label={label}
          locale={language}
        />
      );
    case 'select':
      return (
        <Select
          aria-label={label}
          data={(column.options ?? []).map((option) => ({ value: option.value, label: optionLabel(option, language) }))}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => {
            onChange(next);
            onBlur();
          }}
          placeholder={t('validation:selectPlaceholder')}
          clearable
          error={error}
          miw={120}
          comboboxProps={{ withinPortal: true }}
        />
      );
    default:
      return (
        <TextInput
          aria-label={label}
          ref={autoDirection}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          error={error}
          miw={120}
        />
      );
  }
}

/**
 * table: rows of typed columns. Where the person may add rows, "Add row" adds one (up to the
 * table's maximum) and each row can be removed down to its minimum. On a phone each row is a card.
 */
export function TableAnswer({ cellErrors, ...props }: AnswerInputProps & { cellErrors?: CellErrors }) {
  const { language, t } = useFiller();
  const phone = useMediaQuery('(max-width: 36em)');
  const { question } = props;
  const columns = (question.columns ?? []).map((column) => ({ column, label: textIn(column.labels, language) || column.id }));
  const limits = tableRowLimits(question);
  const count = shownRowCount(question, props.value);
  const rows = Array.from({ length: count }, (_, index) => rowsIn(props.value)[index] ?? {});
  const canAdd = !!question.userAddRow && count < limits.max;
  const canRemove = !!question.userAddRow && count > Math.max(limits.min, 1);

  const change = (next: Row[]) => props.onChange(next);
  const setCell = (index: number, columnId: string, cell: string | number | null) => change(rows.map((row, at) => (at === index ? { ...row, [columnId]: cell } : row)));
  const remove = (index: number) => {
    change(rows.filter((_, at) => at !== index));
    props.onBlur();
  };
  const cellLabel = (label: string, index: number) => t('forms:renderer.cellLabel', { column: label, row: index + 1 });
  const removeButton = (index: number) =>
    canRemove ? (
      <ActionIcon variant="subtle" color="red" onClick={() => remove(index)} aria-label={t('forms:renderer.removeRow', { row: index + 1 })}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    ) : null;

  return (
    <QuestionGroup props={props}>
      {phone ? (
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Card key={index} withBorder padding="sm">
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  {t('forms:renderer.rowNumber', { row: index + 1 })}
                </Text>
                {removeButton(index)}
              </Group>
              <Stack gap="xs">
                {columns.map(({ column, label }) => (
                  <div key={column.id}>
                    <Text size="sm" fw={500} mb={2} aria-hidden>
                      {label}
                    </Text>
                    <Cell
                      column={column}
                      value={row[column.id]}
                      onChange={(cell) => setCell(index, column.id, cell)}
                      onBlur={props.onBlur}
                      label={cellLabel(label, index)}
                      error={cellErrors?.get(`${index}.${column.id}`)}
                    />
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <div className={classes.tableScroll}>
          <Table verticalSpacing={4} horizontalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                {columns.map(({ column, label }) => (
                  <Table.Th key={column.id} scope="col">
                    {label}
                  </Table.Th>
                ))}
                {canRemove ? <Table.Td /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map(({ column, label }) => (
                    <Table.Td key={column.id}>
                      <Cell
                        column={column}
                        value={row[column.id]}
                        onChange={(cell) => setCell(index, column.id, cell)}
                        onBlur={props.onBlur}
                        label={cellLabel(label, index)}
                        error={cellErrors?.get(`${index}.${column.id}`)}
                      />
                    </Table.Td>
                  ))}
                  {canRemove ? <Table.Td w={40}>{removeButton(index)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {canAdd ? (
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => change([...rows, {}])}>
          {t('forms:renderer.addRow')}
        </Button>
      ) : null}
    </QuestionGroup>
  );
}
