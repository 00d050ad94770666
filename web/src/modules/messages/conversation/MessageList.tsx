import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../ui/relativeTime';
import { useSentinel } from '../../../ui/useSentinel';
import type { Message } from '../graphql';
import { dayDate, groupByDay, relativeDay } from '../logic/days';
import classes from '../messages.module.css';
import { MessageItem } from './MessageItem';

interface Props {
  /** Newest first, as the server pages them. */
  messages: readonly Message[];
  viewerId: string;
  group: boolean;
  hasOlder: boolean;
  loading: boolean;
  onOlder: () => Promise<void>;
}

/** How close to the bottom still counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 120;

/**
 * The conversation read top to bottom, the newest at the bottom, under a separator for each day.
 * It opens at the bottom and stays there as messages arrive, unless the reader has scrolled up to
 * read older ones; scrolling to the top brings the page before, without moving what is on screen.
 */
export function MessageList({ messages, viewerId, group, hasOlder, loading, onOlder }: Props) {
  const { t, i18n } = useTranslation('messages');
  const now = useNow(60_000);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const atBottom = useRef(true);
  const restore = useRef<number | null>(null);
  const ordered = useMemo(() => [...messages].reverse(), [messages]);
  const days = useMemo(() => groupByDay(ordered), [ordered]);
  const newest = messages[0];
  const oldest = messages[messages.length - 1];

  const older = async () => {
    const element = box.current;
    if (!element || loading) return;
    // The distance from the bottom is what stays the same when a page is added above.
    restore.current = element.scrollHeight - element.scrollTop;
    await onOlder();
  };
  const sentinel = useSentinel<HTMLDivElement>(() => void older(), { enabled: ready && hasOlder && !loading, round: messages.length });

  // Older messages added above: the ones read stay where they were.
  useLayoutEffect(() => {
    const element = box.current;
    if (element && restore.current !== null) {
      element.scrollTop = element.scrollHeight - restore.current;
      restore.current = null;
    }
  }, [oldest?._id]);

  // The first page, a new message, or one's own: to the bottom, when the reader was there.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (atBottom.current || newest?.author?._id === viewerId) element.scrollTop = element.scrollHeight;
    setReady(true);
  }, [newest?._id, newest?.author?._id, viewerId]);

  return (
    <div
      ref={box}
      className={classes.scroll}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
    >
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {hasOlder ? (
        <Center py="xs">
          {loading ? (
            <Loader size="sm" aria-label={t('conversation.loadingOlder')} />
          ) : (
            <Button variant="subtle" size="xs" onClick={() => void older()}>
              {t('conversation.older')}
            </Button>
          )}
        </Center>
      ) : null}
      {messages.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          {t('conversation.empty')}
        </Text>
      ) : null}
      <div role="log" aria-label={t('conversation.messages')} aria-live="polite">
        {days.map((day) => {
          const relative = relativeDay(day.day, now);
          return (
            <section key={day.day} aria-label={relative ? t(`day.${relative}`) : dayDate(day.day, now, i18n.language)}>
              <div className={classes.day}>
                <span>{relative ? t(`day.${relative}`) : dayDate(day.day, now, i18n.language)}</span>
              </div>
              <ol className={classes.list}>
                {day.items.map((message) => (
                  <MessageItem key={message._id} message={message} own={message.author?._id === viewerId} showAuthor={group} />
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
