import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin, IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../../app/tenant/TenantProvider';
import { relativeTime, useNow } from '../../../../ui/relativeTime';
import { ProfileCard, UserAvatar } from '../../../profile';
import type { PostCardData } from './graphql';
import { rssData } from './kindData';
import { VisibilityBadge } from './VisibilityBadge';

/**
 * Who posted — avatar and name (hovering either shows their profile card), role — and when, with
 * who reads it and whether it is pinned. An RSS item speaks with its outside feed's name; what the
 * product posts itself (an article, an event) with the organisation's. `compact` is a reply's line.
 */
export function PostHeader({ post, titleId, compact = false }: { post: PostCardData; titleId?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation('communityFeed');
  const now = useNow();
  const { incubator } = useTenant();
  const author = post.author;
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(post.createdAt));
  const feedTitle = post.kind === 'RSS' ? rssData(post.data).feedTitle || t('post.outsideFeed') : null;
  const name = author?.fullName ?? feedTitle ?? incubator?.name ?? t('post.formerMember');
  const avatarSize = compact ? 28 : 40;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      {author ? (
        <ProfileCard userId={author._id}>
          <UserAvatar name={name} src={author.avatar} size={avatarSize} />
        </ProfileCard>
      ) : (
        <UserAvatar name={name} src={null} size={avatarSize} color={post.kind === 'RSS' ? 'orange' : 'initials'}>
          {post.kind === 'RSS' ? <IconRss size={avatarSize / 2} aria-hidden /> : undefined}
        </UserAvatar>
      )}
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }} id={titleId}>
          {author ? (
            <ProfileCard userId={author._id}>
              <Anchor component={Link} to={`/profile/${encodeURIComponent(author._id)}`} fw={600} size="sm" c="var(--mantine-color-text)" dir="auto">
                {name}
              </Anchor>
            </ProfileCard>
          ) : (
            <Text fw={600} size="sm" dir="auto">
              {name}
            </Text>
          )}
          {author?.roleLabel ? (
            <Badge variant="light" color="gray" radius="sm" size="sm" tt="none">
              {author.roleLabel}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
          <Tooltip label={exact} withArrow>
            <Text component="time" dateTime={post.createdAt} size="xs" c="dimmed">
              {relativeTime(post.createdAt, now, i18n.language)}
            </Text>
          </Tooltip>
          {post.editedAt ? (
            <Text size="xs" c="dimmed">
              · {t('post.edited')}
            </Text>
          ) : null}
          {post.rootId ? null : <VisibilityBadge post={post} />}
          {!post.rootId && post.isPinned ? (
            <Badge variant="light" size="sm" radius="sm" tt="none" leftSection={<IconPin size={12} aria-hidden />}>
              {t('post.pinned')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
