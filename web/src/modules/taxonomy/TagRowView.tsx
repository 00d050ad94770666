import { ActionIcon, Checkbox, ColorSwatch, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TagRow } from './graphql';
import type { TagRights } from './tagPages';

interface Props {
  tag: TagRow;
  rights: TagRights;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One tag: its colour, its name, how much it is used, and what the person may do with it. */
export function TagRowView({ tag, rights, selected, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation('taxonomy');
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      {rights.merge ? (
        <Table.Td>
          <Checkbox aria-label={t('list.select', { name: tag.name })} checked={selected} onChange={onToggle} />
        </Table.Td>
      ) : null}
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <ColorSwatch
            color={tag.color ?? 'var(--mantine-color-gray-5)'}
            size={16}
            withShadow={false}
            style={{ flexShrink: 0 }}
            aria-label={tag.color ? t('list.colorOf', { color: tag.color }) : t('list.noColor')}
            role="img"
          />
          <Text style={{ overflowWrap: 'anywhere' }}>{tag.name}</Text>
        </Group>
      </Table.Td>
      {rights.view ? <Table.Td ta="end">{tag.usage === null ? '' : t('list.usageCount', { count: tag.usage })}</Table.Td> : null}
      {rights.edit || rights.delete ? (
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rights.edit ? (
              <Tooltip label={t('actions.edit')}>
                <ActionIcon variant="subtle" aria-label={t('actions.editNamed', { name: tag.name })} onClick={onEdit}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {rights.delete ? (
              <Tooltip label={t('actions.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('actions.deleteNamed', { name: tag.name })} onClick={onDelete}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
