import { useEffect, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import type { FunnelChoice } from './OverviewFilters';

export type ChoiceAction = 'MOVE_TO_ROUND' | 'TAG' | 'ASSIGN_EVALUATORS';

export interface Chosen {
  roundId?: string;
  tagIds?: string[];
  evaluatorIds?: string[];
}

interface ChoiceDialogProps {
  action: ChoiceAction | null;
  count: number;
  /** The funnel of every selected application when they share one: its rounds are offered for a move. */
  funnel: FunnelChoice | null;
  tags: ReadonlyArray<{ _id: string; name: string }>;
  onClose: () => void;
  onSubmit: (action: ChoiceAction, chosen: Chosen) => Promise<void>;
}

/** Chooses what a bulk move, tagging or assignment needs, then starts it; the banner follows. */
export function ChoiceDialog({ action, count, funnel, tags, onClose, onSubmit }: ChoiceDialogProps) {
  const { t } = useTranslation('applications');
  const errorMessage = useErrorMessage();
  const [roundId, setRoundId] = useState<string | null>(null);
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    setRoundId(null);
    setIds([]);
    setFailure(null);
  }, [action]);
  if (!action) return null;

  const ready = action === 'MOVE_TO_ROUND' ? Boolean(roundId) : ids.length > 0;
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(action, action === 'MOVE_TO_ROUND' ? { roundId: roundId! } : action === 'TAG' ? { tagIds: ids } : { evaluatorIds: ids });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened onClose={onClose} dirty={ready && !busy} title={t(`overview.bulk.titles.${action}`, { count })}>
      <Stack gap="sm">
        {action === 'MOVE_TO_ROUND' &&
          (funnel ? (
            <Select
              label={t('overview.bulk.round')}
              description={t('overview.bulk.roundHint')}
              data={funnel.rounds.map((r) => ({ value: r._id, label: r.name }))}
              value={roundId}
              onChange={setRoundId}
              data-autofocus
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Text size="sm">{t('overview.bulk.oneFunnel')}</Text>
          ))}
        {action === 'TAG' && (
          <MultiSelect
            label={t('overview.bulk.tags')}
            data={tags.map((tag) => ({ value: tag._id, label: tag.name }))}
            value={ids}
            onChange={setIds}
            searchable
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {action === 'ASSIGN_EVALUATORS' && (
          <PeopleMultiPicker label={t('overview.bulk.evaluators')} description={t('overview.bulk.evaluatorsHint')} roleTypes={null} value={ids} onChange={setIds} />
        )}
        {Boolean(failure) && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('overview.actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!ready}>
            {t(`overview.bulk.actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
