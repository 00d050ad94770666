import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { managesFeedback } from '../feature';
import { FEEDBACK_REQUESTS } from '../graphql';
import { RequestRow } from '../management/RequestRow';
import { AskedList } from '../survey/AskedList';

/**
 * The profile's feedback tab (/profile/:id/feedback): the feedback a person was asked to give —
 * one's own surveys, or for those who manage requests the ones sent to them — and the requests
 * about them, to those who manage requests.
 */
export function ProfileFeedbackTab({ userId, own }: { userId: string; own: boolean }) {
  const { t } = useTranslation('feedback');
  const { user } = useShellUser();
  const manager = Boolean(user && managesFeedback(user));
  if (!user?.flags.feedbackForms || (!own && !manager)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<IconMessageCircle size={28} stroke={1.5} aria-hidden />} withIndicatorBackground title={t('profile.emptyTitle')} description={t('profile.emptyOther')} />
      </Paper>
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="profile-feedback-given">
        <Title order={2} size="h4" id="profile-feedback-given">
          {own ? t('profile.askedOfYou') : t('profile.askedOf')}
        </Title>
        {own ? <AskedList /> : <Requests filter={{ recipientId: userId }} empty={t('profile.noneAsked')} />}
      </Stack>
      {manager ? (
        <Stack gap="sm" component="section" aria-labelledby="profile-feedback-received">
          <Title order={2} size="h4" id="profile-feedback-received">
            {own ? t('profile.aboutYou') : t('profile.about')}
          </Title>
          <Requests filter={{ subjectKind: 'person', subjectId: userId }} empty={t('profile.noneAbout')} />
        </Stack>
      ) : null}
    </Stack>
  );
}

function Requests({ filter, empty }: { filter: Record<string, string>; empty: string }) {
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const key = useMemo(() => JSON.stringify(filter), [filter]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: FEEDBACK_REQUESTS, variables: { filter, cursor, limit: 10 }, fetchPolicy: 'network-only' })).data?.feedbackRequests,
    key,
  );
  return (
    <Stack gap="sm">
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.rows.map((request) => (
          <RequestRow key={request._id} request={request} onDeleted={() => list.patch(request._id, null)} />
        ))}
      </Stack>
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{empty}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}
