import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONFLICT_REASON_MAX_LENGTH } from '@seedbed/contracts/applications-input';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { DECLARE_CONFLICT } from './graphql';

/**
 * An evaluator declares a conflict of interest: with the reason (read by staff only) they step out
 * of the application, their task closes, and they leave for their queue since it is no longer theirs.
 */
export function ConflictDialog({ applicationId, opened, onClose }: { applicationId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('evaluations');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const [declare, { loading }] = useMutation(DECLARE_CONFLICT);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function send() {
    if (!reason.trim()) {
      setError(t('validation.conflictReasonRequired'));
      return;
    }
    try {
      await declare({ variables: { applicationId, reason: reason.trim() }, context: { showsOwnError: true } });
    } catch (failed) {
      setError(fieldErrorsOf(failed).reason);
      setFailure(messageBesideFields(failed, (field) => field === 'reason', { networkError: common('networkError') }));
      return;
    }
    showSuccess(t('conflict.done'));
    onClose();
    navigate('/applications/evaluations');
  }

  return (
    <Dialog opened={opened} onClose={onClose} dirty={reason.trim().length > 0} title={t('conflict.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('conflict.explanation')}</Text>
        <Textarea
          label={t('conflict.reason')}
          rows={4}
          maxLength={CONFLICT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setReason(value);
            setError(undefined);
          }}
          error={error}
          withAsterisk
          data-autofocus
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {common('feedback.cancel')}
          </Button>
          <Button color="red" onClick={send} loading={loading}>
            {t('conflict.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
