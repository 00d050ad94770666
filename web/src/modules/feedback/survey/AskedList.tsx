import { useApolloClient } from '@apollo/client/react';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { MY_FEEDBACK_REQUESTS } from '../graphql';
import { formatDay } from '../shared/dates';

/** What the viewer is asked, those still to answer first, each leading to its survey. */
export function AskedList() {
  const { t, i18n } = useTranslation('feedback');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: MY_FEEDBACK_REQUESTS, variables: { cursor, limit: 25 }, fetchPolicy: 'network-only' })).data?.myFeedbackRequests;
    return page && { ...page, results: page.results.map((row) => ({ ...row, _id: row.request._id })) };
  }, 'mine');
  return (
    <Stack gap="sm">
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.rows.map((row) => (
          <Paper key={row._id} withBorder radius="md" p="md" component="li">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/survey/${row.request._id}`} fw={600} dir="auto">
                  {row.request.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[
                    row.request.createdBy ? t('survey.askedBy', { name: row.request.createdBy.fullName }) : null,
                    row.request.subjectName ? t('list.about', { name: row.request.subjectName }) : null,
                    row.request.dueDate ? t('list.due', { date: formatDay(row.request.dueDate, i18n.language) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Badge variant="light" color={row.answeredAt ? 'teal' : row.hasDraft ? 'yellow' : 'blue'} style={{ textTransform: 'none' }}>
                {row.answeredAt ? t('mine.answered') : row.hasDraft ? t('mine.draft') : t('mine.toAnswer')}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('mine.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}
