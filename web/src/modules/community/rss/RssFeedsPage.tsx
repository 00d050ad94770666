import { useState } from 'react';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconArrowRight, IconPlus, IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { COMMUNITY_PATHS } from '../shared/paths';
import { AddFeedDialog } from './AddFeedDialog';
import { FeedRow } from './FeedRow';
import { RSS_FEEDS } from './graphql';
import { feedRights } from './permissions';
import classes from './rss.module.css';

/**
 * /community/feeds (spec 1 §2.2, §6): the outside RSS and Atom feeds the news feed follows, read
 * every 30 minutes, their items posted in the feed. Staff add a feed (RSS_FEED:SUBSCRIBE), switch
 * one off or read it now (RSS_FEED:EDIT), and remove one with its posts (RSS_FEED:DELETE).
 */
export function RssFeedsPage() {
  const { t, i18n } = useTranslation('communityFeed');
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const { user } = useShellUser();
  const rights = feedRights(user);
  const feeds = useQuery(RSS_FEEDS, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const now = useNow();
  const list = feeds.data?.rssFeeds ?? [];

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={COMMUNITY_PATHS.home} size="sm" className={classes.back}>
          <Group gap={4} wrap="nowrap" component="span">
            <Back size={14} aria-hidden />
            {t('rss.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {t('rss.title')}
          </Title>
          {rights.subscribe ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('rss.addFeed')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('rss.intro')}
        </Text>
        {feeds.error && !feeds.data ? (
          <Alert color="red" title={t('rss.loadFailed')}>
            <Button variant="default" size="xs" onClick={() => void feeds.refetch()}>
              {t('rss.retry')}
            </Button>
          </Alert>
        ) : feeds.loading && !feeds.data ? (
          <Center py="xl">
            <Loader aria-label={t('rss.loading')} />
          </Center>
        ) : list.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="xs">
              <IconRss size={32} aria-hidden />
              <Text ta="center">{t('rss.empty')}</Text>
            </Stack>
          </Paper>
        ) : (
          <ul className={classes.list} aria-label={t('rss.listLabel')}>
            {list.map((feed) => (
              <FeedRow key={feed._id} feed={feed} rights={rights} now={now} />
            ))}
          </ul>
        )}
      </Stack>
      {rights.subscribe ? <AddFeedDialog opened={adding} onClose={() => setAdding(false)} /> : null}
    </Container>
  );
}
