import { useEffect, useState } from 'react';
import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { EMAIL_RECIPIENTS, PREVIEW_EMAIL } from '../graphql';
import classes from './composer.module.css';

/**
 * The campaign as one recipient will read it: chosen among those it reaches now, placeholders
 * filled for them, in its design. The mail is shown in a sandboxed frame: it runs nothing and
 * reaches nothing of the page.
 */
export function PreviewDialog({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const { t } = useTranslation('emails');
  const errorMessage = useErrorMessage();
  const recipients = useQuery(EMAIL_RECIPIENTS, { variables: { id: emailId, limit: 100 }, fetchPolicy: 'network-only' });
  const people = (recipients.data?.emailRecipients.results ?? []).filter((r) => r.user);
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    if (!userId && people[0]?.user) setUserId(people[0].user._id);
  }, [people, userId]);
  const preview = useQuery(PREVIEW_EMAIL, { variables: { id: emailId, userId: userId ?? '' }, skip: !userId, fetchPolicy: 'network-only' });
  const shown = preview.data?.previewEmail;

  return (
    <Dialog opened onClose={onClose} title={t('preview.title')} size="xl">
      <Stack gap="md">
        {recipients.loading ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {recipients.error ? (
          <Alert color="red" role="alert">
            {errorMessage(recipients.error)}
          </Alert>
        ) : null}
        {!recipients.loading && !recipients.error && !people.length ? <Text c="dimmed">{t('preview.nobody')}</Text> : null}
        {people.length ? (
          <Select
            label={t('preview.recipient')}
            data={people.map((r) => ({ value: r.user!._id, label: `${r.user!.fullName} <${r.email}>` }))}
            value={userId}
            onChange={setUserId}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {preview.error ? (
          <Alert color="red" role="alert">
            {errorMessage(preview.error)}
          </Alert>
        ) : null}
        {shown ? (
          <>
            <Text>
              <Text span fw={600}>
                {t('preview.subject')}
              </Text>{' '}
              <Text span dir="auto" data-testid="preview-subject">
                {shown.subject}
              </Text>
            </Text>
            <iframe className={classes.preview} title={t('preview.frameTitle')} sandbox="" srcDoc={shown.document} data-testid="preview-frame" />
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}
