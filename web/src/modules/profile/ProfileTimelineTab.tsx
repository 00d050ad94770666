import { Alert, Anchor, EmptyState, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconCalendarEvent, IconCertificate, IconMessageCircle, IconNotes, IconTimeline } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIRECTORY_PAGE_SIZE } from '@seedbed/contracts/community';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { ListFooter } from '../../ui/list/ListFooter';
import { usePagedList } from '../../ui/list/usePagedList';
import { relativeTime, useNow } from '../../ui/relativeTime';
import { PERSON_TIMELINE, type PersonActivity } from '../community/directory/graphql';
import { PostCard } from '../community/shared/post';
import { PostHtml } from '../community/shared/post/PostContent';

/**
 * /profile/:id/timeline (spec 1 §2.2): what the person posted and did that the viewer may see,
 * newest first — their posts as the feed shows them, and a line for each reply, note on a startup's
 * timeline, event they registered for and course they completed — page by page.
 */
export function ProfileTimelineTab({ userId, own }: { userId: string; own: boolean }) {
  const { t } = useTranslation('community');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const list = usePagedList<PersonActivity>(async (cursor) => {
    const { data } = await client.query({ query: PERSON_TIMELINE, variables: { userId, cursor, limit: DIRECTORY_PAGE_SIZE }, fetchPolicy: 'network-only' });
    return data ? { ...data.personTimeline, totalCount: 0 } : undefined;
  }, userId);
  const empty = !list.loading && !list.error && list.rows.length === 0;
  return (
    <Stack gap="md">
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.rows.length ? (
        <Stack component="ol" gap="md" aria-label={t('timeline.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="profile-timeline">
          {list.rows.map((activity) => (
            <li key={activity._id}>
              {activity.kind === 'POST' && activity.post ? <PostCard post={activity.post} onRemoved={() => list.patch(activity._id, null)} /> : <ActivityRow activity={activity} />}
            </li>
          ))}
        </Stack>
      ) : null}
      {empty ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconTimeline size={28} stroke={1.5} aria-hidden />}
            withIndicatorBackground
            title={t('timeline.emptyTitle')}
            description={t(own ? 'timeline.emptyOwn' : 'timeline.emptyOther')}
          />
        </Paper>
      ) : null}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}

const ICONS = { REPLY: IconMessageCircle, NOTE: IconNotes, EVENT: IconCalendarEvent, COURSE: IconCertificate, POST: IconMessageCircle } as const;

/** A compact line for what is not a post of the feed: what happened, when, and where to open it. */
export function ActivityRow({ activity }: { activity: PersonActivity }) {
  const { t, i18n } = useTranslation('community');
  const now = useNow();
  const Icon = ICONS[activity.kind];
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(activity.createdAt));
  const link = activity.link ?? null;
  const name = link ? <Anchor component={Link} to={link} fw={600} dir="auto" /> : <Text span fw={600} dir="auto" />;
  const sentence = (key: string, value: string) => <Trans t={t} i18nKey={key} values={{ name: value }} components={{ name }} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid={`activity-${activity.kind}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text size="sm">
            {activity.kind === 'REPLY' ? t('timeline.replied') : null}
            {activity.kind === 'NOTE' ? sentence('timeline.note', activity.startup?.name ?? t('timeline.aStartup')) : null}
            {activity.kind === 'EVENT' ? sentence('timeline.event', activity.title || t('timeline.anEvent')) : null}
            {activity.kind === 'COURSE' ? sentence('timeline.course', activity.title || t('timeline.aCourse')) : null}
          </Text>
          <Tooltip label={exact} withArrow>
            <Text component="time" dateTime={activity.createdAt} size="xs" c="dimmed" w="fit-content">
              {relativeTime(activity.createdAt, now, i18n.language)}
            </Text>
          </Tooltip>
          {activity.kind === 'REPLY' ? <PostHtml html={activity.post?.content} /> : null}
          {activity.kind === 'NOTE' ? <PostHtml html={activity.note} /> : null}
          {activity.kind === 'REPLY' && link ? (
            <Anchor component={Link} to={link} size="sm">
              {t('timeline.openThread')}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
