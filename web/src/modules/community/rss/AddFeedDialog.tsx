import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { rssFeedSchema } from '@seedbed/contracts/community-input';
import { messageBesideFields, fieldErrorsOf } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { RSS_FEEDS, SUBSCRIBE_RSS_FEED } from './graphql';

const schema = rssFeedSchema();

/**
 * "Add a feed": the address is checked as the server checks it, then the server reads it at once;
 * why it could not be followed (no feed there, too slow, already followed) shows on the field.
 */
export function AddFeedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('communityFeed');
  const label = t('rss.add.address');
  const form = useForm(
    { url: '' },
    schemaRules<{ url: string }>(
      schema,
      (values) => values,
      ['url'],
      (issue) => issueMessage(t as unknown as TFunction, issue, label),
    ),
  );
  const [serverError, setServerError] = useState<string | undefined>();
  const [otherError, setOtherError] = useState<string | undefined>();
  const [subscribe, { loading }] = useMutation(SUBSCRIBE_RSS_FEED, { refetchQueries: [RSS_FEEDS], awaitRefetchQueries: true });

  const close = () => {
    form.reset();
    setServerError(undefined);
    setOtherError(undefined);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    setOtherError(undefined);
    try {
      const answer = await subscribe({ variables: { url: values.url.trim() }, context: { showsOwnError: true } });
      const title = answer.data?.subscribeRssFeed.title;
      close();
      showSuccess(t('rss.add.done', { title }));
    } catch (error) {
      setServerError(fieldErrorsOf(error).url);
      setOtherError(messageBesideFields(error, (field) => field === 'url', { networkError: t('common:networkError') }));
    }
  });

  return (
    <Dialog opened={opened} onClose={close} dirty={form.dirty} title={t('rss.add.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('rss.add.intro')}</Text>
          <TextField
            {...form.field('url')}
            error={form.field('url').error ?? serverError}
            onChange={(event) => {
              setServerError(undefined);
              form.setValue('url', event.currentTarget.value);
            }}
            label={label}
            placeholder="https://news.example.org/feed.xml"
            description={t('rss.add.help')}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            data-autofocus
          />
          {otherError ? <Alert color="red">{otherError}</Alert> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('rss.add.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {loading ? t('rss.add.reading') : t('rss.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
