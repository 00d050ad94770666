import { useRef } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNews, IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { POST_KINDS } from '@seedbed/contracts/community';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useSentinel } from '../../../ui/useSentinel';
import { COMMUNITY_PATHS } from '../shared/paths';
import { PostComposer } from '../shared/post/composer/PostComposer';
import { PostCard } from '../shared/post/PostCard';
import type { FeedFilter } from './feedState';
import { FeedFilters } from './FeedFilters';
import { NewPostsPill } from './NewPostsPill';
import { useNewsFeed } from './useNewsFeed';
import classes from './feed.module.css';

const RSS_KEYS = ['RSS_FEED:SUBSCRIBE', 'RSS_FEED:EDIT', 'RSS_FEED:DELETE'] as const;

/**
 * /community/home (spec 1 §2.2): the composer, the pinned announcements, then the feed newest first
 * — filtered by kind or programme, read further as one scrolls, and live: new posts announced by a
 * pill at the top, reactions, replies and edits in place.
 */
export function FeedPage() {
  const { t } = useTranslation('communityFeed');
  const { user } = useShellUser();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filter: FeedFilter = { kind: kind && (POST_KINDS as readonly string[]).includes(kind) ? kind : null, programId: params.get('program') || null };
  const feed = useNewsFeed(filter);
  const top = useRef<HTMLDivElement>(null);
  const sentinel = useSentinel<HTMLDivElement>(() => void feed.loadMore(), {
    enabled: feed.status === 'ready' && feed.hasMore && !feed.loadingMore && !feed.moreFailed,
    round: feed.results.length,
  });
  const mayManageFeeds = RSS_KEYS.some((key) => user?.permissions[key] && user.permissions[key] !== 'NONE');
  const setFilter = (next: FeedFilter) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const [name, value] of [
          ['kind', next.kind],
          ['program', next.programId],
        ] as const) {
          if (value) search.set(name, value);
          else search.delete(name);
        }
        return search;
      },
      { replace: true },
    );
  const showFresh = () => {
    feed.showFresh();
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const filtered = Boolean(filter.kind || filter.programId);

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md" className={classes.page}>
        <Group justify="space-between" gap="sm" wrap="wrap" ref={top}>
          <Title order={1} size="h2">
            {t('feed.title')}
          </Title>
          {mayManageFeeds ? (
            <Button component={Link} to={COMMUNITY_PATHS.feeds} variant="default" leftSection={<IconRss size={16} aria-hidden />}>
              {t('feed.rssFeeds')}
            </Button>
          ) : null}
        </Group>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('composer.title')}>
          <PostComposer mode={{ kind: 'create' }} onDone={feed.added} />
        </Paper>
        <FeedFilters value={filter} onChange={setFilter} />
        <NewPostsPill count={feed.freshCount} onShow={showFresh} />
        {feed.status === 'loading' ? (
          <Center py="xl">
            <Loader aria-label={t('feed.loading')} />
          </Center>
        ) : feed.status === 'failed' ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t('feed.loadFailed')}</span>
              <Button size="compact-sm" variant="white" color="red" onClick={feed.reload}>
                {t('feed.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            {feed.pinned.length > 0 ? (
              <Stack gap="sm" component="section" aria-label={t('feed.pinned')}>
                {feed.pinned.map((post) => (
                  <PostCard key={post._id} post={post} onRemoved={feed.removed} onChanged={feed.changed} />
                ))}
              </Stack>
            ) : null}
            {feed.results.length === 0 && feed.pinned.length === 0 ? (
              <Stack align="center" gap="sm" py="xl">
                <IconNews size={40} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text c="dimmed" ta="center" maw={420}>
                  {filtered ? t('feed.emptyFiltered') : t('feed.empty')}
                </Text>
                {filtered ? (
                  <Button variant="default" onClick={() => setFilter({ kind: null, programId: null })}>
                    {t('filters.clear')}
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <Stack gap="sm" role="feed" aria-busy={feed.loadingMore} aria-label={t('feed.label')}>
                {feed.results.map((post) => (
                  <PostCard key={post._id} post={post} onRemoved={feed.removed} onChanged={feed.changed} />
                ))}
              </Stack>
            )}
            {feed.hasMore ? (
              <Stack gap="xs" align="center">
                <div ref={sentinel} aria-hidden style={{ height: 1, width: '100%' }} />
                {feed.moreFailed ? (
                  <Text size="sm" c="red" role="alert">
                    {t('feed.moreFailed')}
                  </Text>
                ) : null}
                <Button variant="default" onClick={() => void feed.loadMore()} loading={feed.loadingMore}>
                  {t('feed.loadMore')}
                </Button>
              </Stack>
            ) : feed.results.length > 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {t('feed.end')}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
