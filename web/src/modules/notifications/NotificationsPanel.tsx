import { Button, Center, EmptyState, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../ui/relativeTime';
import type { NotificationRecipient } from './graphql';
import { splitByLastSeen } from './grouping';
import { NotificationItem } from './NotificationItem';
import type { useNotificationList } from './useNotificationList';
import { useSentinel } from '../../ui/useSentinel';
import classes from './notifications.module.css';

/** Spec 1 §4: relative times are renewed every 10 seconds. */
const CLOCK_MS = 10_000;

interface NotificationsPanelProps {
  headingId: string;
  list: ReturnType<typeof useNotificationList>;
  /** The last-seen time when the bell was opened: what came after it is 'New'. */
  lastSeenTimestamp: number | null;
  onClose: () => void;
}

/** The bell's content (spec 1 §2.12): 'New' and 'Earlier', loaded further as the person scrolls. */
export function NotificationsPanel({ headingId, list, lastSeenTimestamp, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const now = useNow(CLOCK_MS);
  const sentinel = useSentinel<HTMLDivElement>(() => void list.loadMore(), {
    enabled: list.hasMore && !list.loadingMore && !list.moreFailed,
    round: list.notifications.length,
  });
  const { fresh, earlier } = splitByLastSeen(list.notifications, lastSeenTimestamp);

  const group = (key: 'new' | 'earlier', items: NotificationRecipient[]) =>
    items.length === 0 ? null : (
      <section aria-labelledby={`${headingId}-${key}`}>
        <h3 id={`${headingId}-${key}`} className={classes.groupTitle}>
          {t(`groups.${key}`)}
        </h3>
        <ul className={classes.list}>
          {items.map((recipient) => (
            <NotificationItem key={recipient._id} recipient={recipient} now={now} onMarkRead={list.markRead} onClose={onClose} />
          ))}
        </ul>
      </section>
    );

  return (
    <>
      <div className={classes.header}>
        {/* Opening focuses the heading, not the first item: a pointer user sees no focus ring, and
            a keyboard user hears the title, then tabs through the items. */}
        <Title order={2} size="h5" id={headingId} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
          {t('title')}
        </Title>
      </div>
      <div className={classes.scroll}>
        {list.loading ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        ) : list.error ? (
          <Stack align="center" gap="xs" p="lg">
            <Text size="sm" c="dimmed" ta="center">
              {t('loadFailed')}
            </Text>
            <Button size="xs" variant="light" onClick={list.refetch}>
              {t('common:retry')}
            </Button>
          </Stack>
        ) : list.notifications.length === 0 ? (
          <EmptyState
            py="lg"
            px="md"
            icon={<IconBellOff size={28} stroke={1.5} aria-hidden />}
            withIndicatorBackground
            title={t('empty.title')}
            description={t('empty.description')}
          />
        ) : (
          <>
            {group('new', fresh)}
            {group('earlier', earlier)}
            {list.hasMore ? <div ref={sentinel} className={classes.sentinel} /> : null}
            {list.loadingMore ? (
              <Center py="sm">
                <Loader size="xs" aria-label={t('loadingMore')} />
              </Center>
            ) : null}
            {list.moreFailed ? (
              <Center py="sm">
                <Button size="xs" variant="subtle" onClick={() => void list.loadMore()}>
                  {t('loadMore')}
                </Button>
              </Center>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
