import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import type { StartupBatchAction } from '../graphql';
import { PersonPicker } from '../shared/PeoplePicker';
import type { Choice } from '../shared/useChoices';

export type ChoiceAction = Exclude<StartupBatchAction, 'ARCHIVE'>;

/** A tag typed that does not exist yet is offered as an option of its own, created on apply. */
const NEW_TAG = 'new:';
export const newTagName = (value: string) => (value.startsWith(NEW_TAG) ? value.slice(NEW_TAG.length) : null);

/**
 * The tags offered: the existing ones, the new one already chosen, and the one being typed when no
 * tag has that name (the search shows the chosen option's label once chosen: that is no new name).
 */
export function tagOptions(tags: readonly Choice[], typed: string, chosen: string | null, createLabel: (name: string) => string): Choice[] {
  const options = [...tags];
  const chosenName = chosen ? newTagName(chosen) : null;
  if (chosen && chosenName) options.push({ value: chosen, label: createLabel(chosenName) });
  const name = typed.trim();
  const known = options.some((option) => option.label.toLowerCase() === name.toLowerCase());
  if (name && !known) options.push({ value: `${NEW_TAG}${name}`, label: createLabel(name) });
  return options;
}

interface BulkDialogProps {
  action: ChoiceAction | null;
  count: number;
  programs: readonly Choice[];
  tags: readonly Choice[];
  onClose: () => void;
  /** Starts the operation on the chosen programme, person or tag (a new tag's name when typed). */
  onSubmit: (action: ChoiceAction, target: { id: string } | { newTag: string }) => Promise<void>;
}

/** Chooses the programme, person or tag a bulk action applies to the selected startups. */
export function BulkDialog({ action, count, programs, tags, onClose, onSubmit }: BulkDialogProps) {
  const { t } = useTranslation('startups');
  const errorMessage = useErrorMessage();
  const [target, setTarget] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setTarget(null);
    setTyped('');
    setFailure(null);
    setTried(false);
  }, [action]);

  const missing = tried && !target ? t('bulk.required') : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!action || !target) return;
    setBusy(true);
    setFailure(null);
    try {
      const name = newTagName(target);
      await onSubmit(action, name ? { newTag: name } : { id: target });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={action !== null} onClose={onClose} dirty={target !== null} title={action ? t(`bulk.titles.${action}`, { count }) : ''} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('bulk.explain', { count })}
          </Text>
          {action === 'ADD_TO_PROGRAM' && (
            <Select
              label={t('fields.program')}
              data={programs}
              value={target}
              onChange={setTarget}
              searchable
              required
              error={missing}
              nothingFoundMessage={t('programs.none')}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          )}
          {action === 'ASSIGN_PERSON' && <PersonPicker label={t('fields.person')} value={target} onChange={setTarget} required error={missing} />}
          {action === 'ADD_TAG' && (
            <Select
              label={t('fields.tag')}
              description={t('bulk.tagHint')}
              data={tagOptions(tags, typed, target, (name) => t('bulk.createTag', { name }))}
              value={target}
              onChange={setTarget}
              searchable
              searchValue={typed}
              onSearchChange={setTyped}
              required
              error={missing}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('bulk.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
