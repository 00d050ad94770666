import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconClockPause, IconMailForward, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess, showToast } from '../../../ui/feedback/notify';
import { DECIDE_APPLICATION_ROUND, RESET_APPLICATION_ROUND, SEND_DELAYED_REJECTION, type DecisionAction } from './graphql';
import { RejectDialog, type RejectKind } from './RejectDialog';

export interface DecisionButtonsProps {
  applicationId: string;
  funnelId: string;
  /** The server's `availableDecisions`: only these are offered. */
  available: readonly DecisionAction[];
  /** Whether accepting ends the funnel (the last round): the confirmation says a startup follows. */
  lastRound: boolean;
  onDone: () => void;
}

/**
 * The decisions on the application's current round, each offered only when the server lists it:
 * Accept (confirmed), Reject and Delay rejection (a dialog choosing the rejection mail and its
 * reasons), Send rejection (a held one), Reset (confirmed).
 */
export function DecisionButtons({ applicationId, funnelId, available, lastRound, onDone }: DecisionButtonsProps) {
  const { t } = useTranslation('applicationFile');
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const [rejecting, setRejecting] = useState<RejectKind | null>(null);
  const options = { context: { showsOwnError: true } };
  const [decide, decided] = useMutation(DECIDE_APPLICATION_ROUND, options);
  const [reset, resetting] = useMutation(RESET_APPLICATION_ROUND, options);
  const [send, sending] = useMutation(SEND_DELAYED_REJECTION, options);
  const busy = decided.loading || resetting.loading || sending.loading;
  const offered = new Set(available);

  async function run(work: () => Promise<unknown>, success: string) {
    try {
      await work();
      showSuccess(success);
      onDone();
    } catch (error) {
      showToast({ message: errorMessage(error), color: 'red' });
    }
  }

  async function accept() {
    const ok = await confirm({
      title: t('decisions.acceptTitle'),
      message: lastRound ? t('decisions.acceptLastMessage') : t('decisions.acceptMessage'),
      confirmLabel: t('decisions.accept'),
      color: 'teal',
    });
    if (ok) await run(() => decide({ variables: { applicationId, decision: 'accept' } }), t('decisions.accepted'));
  }

  async function resetDecision() {
    const ok = await confirm({ title: t('decisions.resetTitle'), message: t('decisions.resetMessage'), confirmLabel: t('decisions.reset') });
    if (ok) await run(() => reset({ variables: { applicationId } }), t('decisions.resetDone'));
  }

  async function sendRejection() {
    const ok = await confirm({ title: t('decisions.sendTitle'), message: t('decisions.sendMessage'), confirmLabel: t('decisions.send') });
    if (ok) await run(() => send({ variables: { applicationId } }), t('decisions.sent'));
  }

  if (offered.size === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('decisions.label')}>
        {offered.has('accept') ? (
          <Button color="teal" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => void accept()} disabled={busy}>
            {t('decisions.accept')}
          </Button>
        ) : null}
        {offered.has('reject') ? (
          <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => setRejecting('reject')} disabled={busy}>
            {t('decisions.reject')}
          </Button>
        ) : null}
        {offered.has('delay_reject') ? (
          <Button variant="default" leftSection={<IconClockPause size={16} aria-hidden />} onClick={() => setRejecting('delay_reject')} disabled={busy}>
            {t('decisions.delayReject')}
          </Button>
        ) : null}
        {offered.has('send_rejection') ? (
          <Button color="red" variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => void sendRejection()} disabled={busy}>
            {t('decisions.send')}
          </Button>
        ) : null}
        {offered.has('reset') ? (
          <Button variant="subtle" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => void resetDecision()} disabled={busy}>
            {t('decisions.reset')}
          </Button>
        ) : null}
      </Group>
      {rejecting ? (
        <RejectDialog
          kind={rejecting}
          funnelId={funnelId}
          busy={decided.loading}
          onClose={() => setRejecting(null)}
          onSubmit={async ({ rejectionMailId, reasons }) => {
            await run(
              () => decide({ variables: { applicationId, decision: rejecting, rejectionMailId, reasons } }),
              rejecting === 'reject' ? t('decisions.rejected') : t('decisions.delayed'),
            );
            setRejecting(null);
          }}
        />
      ) : null}
    </>
  );
}
