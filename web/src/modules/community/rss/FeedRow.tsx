import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useConfirm } from '../../../ui/feedback/confirm';
import { externalHref } from '../../../ui/externalHref';
import { relativeTime } from '../../../ui/relativeTime';
import { DELETE_RSS_FEED, REFRESH_RSS_FEED, RSS_FEEDS, SET_RSS_FEED_ENABLED, type RssFeedItem } from './graphql';
import type { FeedRights } from './permissions';
import classes from './rss.module.css';

const OWN_ERRORS = { showsOwnError: true };

/** One followed feed: what it is, how its last read went, and what the viewer may do with it. */
export function FeedRow({ feed, rights, now }: { feed: RssFeedItem; rights: FeedRights; now: Date }) {
  const { t, i18n } = useTranslation('communityFeed');
  const errorMessage = useErrorMessage();
  const ask = useConfirm();
  const [setEnabled, switching] = useMutation(SET_RSS_FEED_ENABLED);
  const [refresh, refreshing] = useMutation(REFRESH_RSS_FEED);
  const [remove, removing] = useMutation(DELETE_RSS_FEED, { refetchQueries: [RSS_FEEDS], awaitRefetchQueries: true });
  const title = feed.title || feed.url;
  const site = externalHref(feed.siteUrl);
  const read = relativeTime(feed.lastFetchedAt, now, i18n.language);

  const toggle = async (enabled: boolean) => {
    try {
      await setEnabled({ variables: { feedId: feed._id, enabled }, context: OWN_ERRORS });
      showSuccess(enabled ? t('rss.row.switchedOn', { title }) : t('rss.row.switchedOff', { title }));
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const readNow = async () => {
    try {
      const answer = await refresh({ variables: { feedId: feed._id }, context: OWN_ERRORS });
      const failed = answer.data?.refreshRssFeed.lastError;
      if (failed) showError(t('rss.row.lastError', { reason: t(`rss.errors.${failed}`) }));
      else showSuccess(t('rss.row.refreshed', { title }));
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const removeIt = async () => {
    const confirmed = await ask({ title: t('rss.row.deleteTitle'), message: t('rss.row.deleteMessage', { title, count: feed.itemCount }), confirmLabel: t('rss.row.delete') });
    if (!confirmed) return;
    try {
      await remove({ variables: { feedId: feed._id }, context: OWN_ERRORS });
      showSuccess(t('rss.row.deleted', { title }));
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="li" className={classes.row} aria-labelledby={`rss-feed-${feed._id}`}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.about}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={`rss-feed-${feed._id}`} className={classes.wrap}>
              {site ? (
                <Anchor href={site} target="_blank" rel="noopener noreferrer" inherit>
                  {title}
                </Anchor>
              ) : (
                title
              )}
            </Text>
            {feed.enabled ? null : (
              <Badge color="gray" variant="light">
                {t('rss.row.off')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" dir="ltr" className={classes.address}>
            {feed.url}
          </Text>
          <Text size="sm" c="dimmed">
            {[read ? t('rss.row.lastRead', { when: read }) : t('rss.row.neverRead'), t('rss.row.items', { count: feed.itemCount })].join(' · ')}
          </Text>
          {feed.lastError ? (
            <Text size="sm" c="red" role="status">
              {t('rss.row.lastError', { reason: t(`rss.errors.${feed.lastError}`) })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap" className={classes.actions}>
          {rights.edit ? (
            <>
              <Switch
                checked={feed.enabled}
                disabled={switching.loading}
                onChange={(event) => void toggle(event.currentTarget.checked)}
                label={t('rss.row.enabled')}
                aria-label={t('rss.row.enabledFor', { title })}
              />
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={refreshing.loading}
                disabled={!feed.enabled}
                onClick={() => void readNow()}
                aria-label={t('rss.row.refreshFor', { title })}
              >
                {t('rss.row.refresh')}
              </Button>
            </>
          ) : null}
          {rights.remove ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={removing.loading}
              onClick={() => void removeIt()}
              aria-label={t('rss.row.deleteFor', { title })}
            >
              {t('rss.row.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
