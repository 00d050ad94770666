import { useState, type FormEvent } from 'react';
import { ActionIcon, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import type { IndustryRow } from './graphql';

interface Props {
  industry: IndustryRow;
  canEdit: boolean;
  onRename: (name: string) => Promise<string | null>;
  onDelete: () => void;
}

/** One industry; renaming happens in place (Enter saves, Escape cancels). */
export function IndustryRowView({ industry, canEdit, onRename, onDelete }: Props) {
  const { t } = useTranslation('access');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(industry.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    setEditing(false);
    setName(industry.name);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('industries.nameRequired'));
    setBusy(true);
    const failure = await onRename(name.trim());
    setBusy(false);
    if (failure) setError(failure);
    else setEditing(false);
  };

  return (
    <Table.Tr>
      <Table.Td>
        {editing ? (
          <form onSubmit={submit} noValidate>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                size="sm"
                aria-label={t('industries.name')}
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setError(null);
                }}
                onKeyDown={(e) => e.key === 'Escape' && cancel()}
                maxLength={NAME_MAX_LENGTH}
                error={error}
                autoFocus
                style={{ flex: 1 }}
              />
              <ActionIcon type="submit" variant="light" size="lg" loading={busy} aria-label={t('industries.saveName')}>
                <IconCheck size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" size="lg" color="gray" onClick={cancel} aria-label={t('industries.cancelRename')}>
                <IconX size={18} />
              </ActionIcon>
            </Group>
          </form>
        ) : (
          <Text>{industry.name}</Text>
        )}
      </Table.Td>
      <Table.Td ta="end">{t('industries.usageCount', { count: industry.usage })}</Table.Td>
      {canEdit && (
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('industries.rename')}>
              <ActionIcon variant="subtle" aria-label={t('industries.renameNamed', { name: industry.name })} onClick={() => setEditing(true)} disabled={editing}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('industries.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('industries.deleteNamed', { name: industry.name })} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
