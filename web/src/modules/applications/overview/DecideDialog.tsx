import { useState } from 'react';
import { Alert, Button, Group, List, MultiSelect, SegmentedControl, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { OVERVIEW_REJECTION_MAILS, PREVIEW_APPLICATION_DECISIONS, type RoundDecision } from './graphql';

const DECISIONS: readonly RoundDecision[] = ['accept', 'reject', 'delay_reject'];
/** Lines of the preview listed by name; beyond, the counts say the rest. */
const LISTED = 50;

export interface DecisionChoice {
  decision: RoundDecision;
  rejectionMailId: string | null;
  reasons: string[];
}

interface DecideDialogProps {
  opened: boolean;
  applicationIds: readonly string[];
  /** The funnel of every selected application when they share one: its rejection mails are offered. */
  funnelId: string | null;
  onClose: () => void;
  onStart: (choice: DecisionChoice) => Promise<void>;
}

/**
 * A bulk decision. Before anything starts, the server says for each selected application whether
 * the decision applies and why not (a draft, already decided, a move the flow does not allow);
 * only then may it start. Mails wait for the undo window.
 */
export function DecideDialog({ opened, applicationIds, funnelId, onClose, onStart }: DecideDialogProps) {
  const { t } = useTranslation('applications');
  const errorMessage = useErrorMessage();
  const [decision, setDecision] = useState<RoundDecision>('accept');
  const [mailId, setMailId] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const preview = useQuery(PREVIEW_APPLICATION_DECISIONS, { variables: { applicationIds: [...applicationIds], decision }, skip: !opened, fetchPolicy: 'network-only' });
  const rejecting = decision !== 'accept';
  const mails = useQuery(OVERVIEW_REJECTION_MAILS, { variables: { funnelId }, skip: !opened || !rejecting, errorPolicy: 'ignore' });
  const mail = mails.data?.rejectionMails.find((m) => m._id === mailId);
  const results = preview.data?.previewApplicationDecisions ?? [];
  const applying = results.filter((r) => r.applies).length;
  const refused = results.filter((r) => !r.applies);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onStart({ decision, rejectionMailId: rejecting ? mailId : null, reasons: rejecting && mailId ? reasons : [] });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('overview.decide.title', { count: applicationIds.length })} size="lg">
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={decision}
          onChange={(value) => setDecision(value as RoundDecision)}
          data={DECISIONS.map((d) => ({ value: d, label: t(`overview.decide.decisions.${d}`) }))}
          aria-label={t('overview.decide.decision')}
        />
        {rejecting && (mails.data?.rejectionMails.length ?? 0) > 0 && (
          <>
            <Select
              label={t('overview.decide.mail')}
              description={t('overview.decide.mailHint')}
              data={mails.data!.rejectionMails.map((m) => ({ value: m._id, label: m.name }))}
              value={mailId}
              onChange={(value) => {
                setMailId(value);
                setReasons([]);
              }}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            {mail && mail.reasons.length > 0 && (
              <MultiSelect label={t('overview.decide.reasons')} data={mail.reasons} value={reasons} onChange={setReasons} comboboxProps={{ withinPortal: true }} />
            )}
          </>
        )}
        {preview.error ? (
          <Alert color="red" role="alert">
            {errorMessage(preview.error)}
          </Alert>
        ) : (
          <Stack gap={6} aria-live="polite" aria-busy={preview.loading}>
            <Text fw={600}>{preview.loading ? t('overview.decide.checking') : t('overview.decide.applies', { count: applying, total: results.length })}</Text>
            {refused.length > 0 && (
              <>
                <Text size="sm">{t('overview.decide.notApplying', { count: refused.length })}</Text>
                <List
                  size="sm"
                  spacing={4}
                  icon={
                    <ThemeIcon color="red" variant="light" size={18} radius="xl">
                      <IconX size={12} aria-hidden />
                    </ThemeIcon>
                  }
                  data-testid="decide-refused"
                >
                  {refused.slice(0, LISTED).map((r) => (
                    <List.Item key={r.applicationId}>
                      <Text span fw={500} size="sm">
                        {r.application.name}
                      </Text>
                      {r.reason ? ` — ${r.reason}` : ''}
                    </List.Item>
                  ))}
                </List>
                {refused.length > LISTED && (
                  <Text size="sm" c="dimmed">
                    {t('overview.decide.more', { count: refused.length - LISTED })}
                  </Text>
                )}
              </>
            )}
            {applying > 0 && (
              <Group gap={6}>
                <ThemeIcon color="teal" variant="light" size={18} radius="xl">
                  <IconCheck size={12} aria-hidden />
                </ThemeIcon>
                <Text size="sm">{t('overview.decide.undoHint')}</Text>
              </Group>
            )}
          </Stack>
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
          <Button onClick={() => void start()} loading={busy} disabled={preview.loading || applying === 0} color={rejecting ? 'red' : undefined}>
            {t('overview.decide.start', { count: applying })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
