import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime, useNow } from '../../../../ui/relativeTime';
import { UserAvatar } from '../../../profile/UserAvatar';
import { WidgetEmpty, WidgetError, WidgetFooterLink, WidgetLoading } from '../../../home/WidgetStates';
import { COMMUNITY_PATHS } from '../../shared/paths';
import { articleData, eventData, rssData } from '../../shared/post/kindData';
import { LATEST_POSTS } from '../graphql';
import classes from '../../../home/home.module.css';
import { useWidgetSettled } from '../../../home/settling';

export const LATEST_POSTS_SHOWN = 3;

type Latest = NonNullable<ReturnType<typeof useLatest>['posts']>[number];

function useLatest() {
  const { data, loading, error, refetch } = useQuery(LATEST_POSTS, { variables: { limit: LATEST_POSTS_SHOWN }, fetchPolicy: 'cache-and-network' });
  return { posts: data?.newsFeed.results, loading, error, refetch };
}

/** A post's words in one line: its text without the markup, or the title of what it announces. */
export function excerptOf(post: Pick<Latest, 'kind' | 'content' | 'data'>): string {
  if (post.kind === 'RSS') return rssData(post.data).title;
  if (post.kind === 'ARTICLE') return articleData(post.data).title;
  if (post.kind === 'EVENT') return eventData(post.data).title;
  // The server sanitised the text; this document is never shown, only read for its words.
  const text = new DOMParser().parseFromString(post.content, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The three newest posts the viewer may read, each leading to its page. */
export function LatestPostsWidget() {
  const { t, i18n } = useTranslation('communityFeed');
  const now = useNow();
  const { posts, loading, error, refetch } = useLatest();
  useWidgetSettled(Boolean(posts || error));
  if (!posts && loading) return <WidgetLoading />;
  if (!posts && error) return <WidgetError onRetry={() => void refetch()} />;
  if (!posts?.length) return <WidgetEmpty link={{ to: COMMUNITY_PATHS.home, label: t('widget.write') }}>{t('widget.empty')}</WidgetEmpty>;
  return (
    <Stack gap="sm">
      <ul className={classes.list}>
        {posts.slice(0, LATEST_POSTS_SHOWN).map((post) => {
          const name = post.author?.fullName ?? (post.kind === 'RSS' ? rssData(post.data).feedTitle : '') ?? '';
          return (
            <li key={post._id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <UserAvatar name={name || '·'} src={post.author?.avatar} size={32} />
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={COMMUNITY_PATHS.post(post._id)} size="sm" fw={500} lineClamp={2} dir="auto">
                    {excerptOf(post) || t('widget.attachmentsOnly')}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {name ? `${name} · ` : ''}
                    {relativeTime(post.createdAt, now, i18n.language)}
                  </Text>
                </Stack>
              </Group>
            </li>
          );
        })}
      </ul>
      <WidgetFooterLink to={COMMUNITY_PATHS.home}>{t('widget.all')}</WidgetFooterLink>
    </Stack>
  );
}
