import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelineKindItem, TimelineKindModule } from '../../../app/features/types';
import { graphql, type ResultOf } from '../../../app/apollo/graphql';
import { STATUS_COLORS } from './statusColors';
import '../styles';

export const INVITE_POST_FIELDS = graphql(`
  fragment CoachingInvitePostFields on CoachingInvitePost {
    coachingInvite {
      _id
      status
      expires
      invitees {
        response
        user {
          _id
          fullName
        }
      }
    }
    appEvent {
      source
      sessionId
      name
      date
      location
    }
  }
`);

type Post = ResultOf<typeof INVITE_POST_FIELDS> & { _id: string; createdAt: string; createdBy?: { fullName: string } | null };

const title = (post: Post, t: TFunction) => (post.appEvent ? t('coachingInvites:post.title', { name: post.appEvent.name }) : t('coachingInvites:post.hidden'));

/** People invited to a coaching session with the startup: the session, when, and how the invite stands. */
function InvitePostCard({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('coachingInvites');
  const format = (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const invite = post.coachingInvite;
  const answered = invite?.invitees.filter((invitee) => invitee.response !== 'PENDING').length ?? 0;
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('post.kind')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="blue" radius="xl" aria-hidden>
          <IconMailForward size={16} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Text size="xs" c="dimmed">
            {post.createdBy ? t('post.by', { name: post.createdBy.fullName, when: format(post.createdAt) }) : format(post.createdAt)}
          </Text>
          {post.appEvent ? (
            <Anchor component={Link} to={`/coaching/session/${post.appEvent.sessionId}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title(post, t)}
            </Anchor>
          ) : (
            <Text fw={600}>{title(post, t)}</Text>
          )}
          {post.appEvent ? (
            <Text size="sm">
              {format(post.appEvent.date)}
              {post.appEvent.location ? ` · ${post.appEvent.location}` : ''}
            </Text>
          ) : null}
          {invite ? (
            <Group gap="xs" wrap="wrap">
              <Badge color={STATUS_COLORS[invite.status]} variant="light">
                {t(`status.${invite.status}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('post.answers', { answered, count: invite.invitees.length })}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

export const invitePostKind: TimelineKindModule = {
  fragment: INVITE_POST_FIELDS,
  Component: ({ item }: { item: TimelineKindItem }) => <InvitePostCard post={item as unknown as Post} />,
  csvText: (item, t) => title(item as unknown as Post, t),
};
