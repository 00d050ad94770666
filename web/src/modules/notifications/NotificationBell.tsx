import './styles';
import { useCallback, useId, useRef, useState } from 'react';
import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useSubscription } from '@apollo/client/react';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { badgeText } from './badge';
import { NOTIFICATION_CREATED } from './graphql';
import { nowInSeconds } from './grouping';
import { NotificationsPanel } from './NotificationsPanel';
import { useNotificationCounter } from './useNotificationCounter';
import { useNotificationList } from './useNotificationList';
import classes from './notifications.module.css';

/**
 * The notifications bell of the top bar (spec 1 §2.12, §4). Opening it clears the counter; closing
 * it tells the server that everything up to the opening time has been seen, so the items that
 * arrived while it was open are still 'New' next time.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  // The list is loaded on first opening, then kept up to date while the page lives.
  const [everOpened, setEverOpened] = useState(false);
  const [lastSeenAtOpening, setLastSeenAtOpening] = useState<number | null | undefined>(undefined);
  const openedAt = useRef<number | null>(null);
  const counter = useNotificationCounter();
  const list = useNotificationList(everOpened);

  useSubscription(NOTIFICATION_CREATED, {
    onData: () => {
      counter.countArrival();
      if (everOpened) list.refetch();
    },
  });

  const open = () => {
    openedAt.current = nowInSeconds();
    setLastSeenAtOpening(counter.lastSeenTimestamp);
    setEverOpened(true);
    counter.resetCount();
    setOpened(true);
  };
  const { markSeen } = counter;
  const close = useCallback(() => {
    setOpened(false);
    if (openedAt.current !== null) markSeen(openedAt.current);
    openedAt.current = null;
  }, [markSeen]);

  // Escape closes it wherever focus is: the list replaces its rows as it loads and refreshes, and
  // focus on a replaced row falls back to the page, outside the popover's own Escape handling.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  const badge = badgeText(counter.count);
  // The badge's own text, so '99+' is said as it is shown.
  const label = badge ? t('bell.labelWithCount', { unseen: badge }) : t('bell.label');

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom-end"
      width="min(400px, calc(100vw - 16px))"
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
    >
      {/* The tooltip wraps the target (not the other way round) so that the popover's aria
          attributes land on the button rather than on the tooltip. */}
      <Tooltip label={t('title')} disabled={opened}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => (opened ? close() : open())}>
            <Indicator
              label={badge}
              disabled={!badge}
              size={16}
              offset={2}
              color="red"
              inline
              classNames={{ root: classes.badge, indicator: classes.indicator }}
              data-highlight={(counter.highlighted && badge !== null) || undefined}
            >
              <IconBell size={20} aria-hidden />
            </Indicator>
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown className={classes.dropdown} aria-labelledby={headingId}>
        <NotificationsPanel
          headingId={headingId}
          list={list}
          // Opened before the server said when it was last seen: its answer decides, once it comes.
          lastSeenTimestamp={lastSeenAtOpening !== undefined ? lastSeenAtOpening : (counter.lastSeenTimestamp ?? null)}
          onClose={close}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
