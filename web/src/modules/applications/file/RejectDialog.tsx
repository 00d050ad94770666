import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { REJECTION_MAILS } from './graphql';

export type RejectKind = 'reject' | 'delay_reject';

export interface RejectDialogProps {
  kind: RejectKind;
  funnelId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (choice: { rejectionMailId: string | null; reasons: string[] }) => Promise<void>;
}

/**
 * Rejecting (now, or held until sent): the rejection mail the applicant receives — one of the
 * funnel's or the organisation's default — and which of its reasons they are told. Someone who may
 * not read the rejection mails still rejects, with the default mail.
 */
export function RejectDialog({ kind, funnelId, busy, onClose, onSubmit }: RejectDialogProps) {
  const { t } = useTranslation('applicationFile');
  const { data } = useQuery(REJECTION_MAILS, { variables: { funnelId }, context: { showsOwnError: true } });
  const mails = data?.rejectionMails ?? [];
  const [mailId, setMailId] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const mail = mails.find((m) => m._id === mailId);
  const title = kind === 'reject' ? t('decisions.rejectTitle') : t('decisions.delayTitle');

  return (
    <Dialog opened onClose={onClose} title={title} dirty={Boolean(mailId) || reasons.length > 0}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit({ rejectionMailId: mailId, reasons });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{kind === 'reject' ? t('decisions.rejectMessage') : t('decisions.delayMessage')}</Text>
          <Select
            label={t('decisions.mail')}
            placeholder={t('decisions.defaultMail')}
            data={mails.map((m) => ({ value: m._id, label: m.name }))}
            value={mailId}
            onChange={(value) => {
              setMailId(value);
              setReasons([]);
            }}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          {mail ? (
            <Text size="sm" c="dimmed" dir="auto">
              {t('decisions.subject', { subject: mail.subject })}
            </Text>
          ) : null}
          {mail && mail.reasons.length > 0 ? (
            <Checkbox.Group label={t('decisions.reasons')} value={reasons} onChange={setReasons}>
              <Stack gap={6} mt={6}>
                {mail.reasons.map((reason) => (
                  <Checkbox key={reason} value={reason} label={reason} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:feedback.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {kind === 'reject' ? t('decisions.reject') : t('decisions.delayReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
