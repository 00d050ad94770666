import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { REPLIES_PAGE_SIZE } from '@seedbed/contracts/community';
import { COMMUNITY_POST, POST_REPLIES, type PostCardData } from './graphql';
import { PostComposer } from './composer/PostComposer';
import { ReplyItem } from './ReplyItem';
import { useThreadEvents } from './threadEvents';
import { mergeReplies } from './threadOrder';
import classes from './post.module.css';

// A reply asked for by its address is looked for this many pages deep at most.
const HIGHLIGHT_PAGES_MAX = 25;

type Status = 'loading' | 'ready' | 'failed';

interface PostThreadProps {
  root: PostCardData;
  /** The reply to scroll to and highlight (the bell's reply notifications lead to it). */
  highlightId?: string | null;
  id?: string;
  /** The composer takes the focus when the thread opens for replying. */
  replying?: boolean;
}

/**
 * A post's replies, oldest first, page by page; a reply to a reply says whom it answers. The
 * composer at the end replies to the post, or to the reply chosen with its Reply button. Replies
 * arriving live are added when the thread is read to its end; the post's count follows.
 */
export function PostThread({ root, highlightId, id, replying = false }: PostThreadProps) {
  const { t } = useTranslation('communityFeed');
  const client = useApolloClient();
  const [replies, setReplies] = useState<PostCardData[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [parent, setParent] = useState<{ _id: string; name: string } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const composer = useRef<HTMLDivElement>(null);

  const readPage = useCallback(
    async (cursor: string | null) => {
      const { data } = await client.query({ query: POST_REPLIES, variables: { id: root._id, cursor, limit: REPLIES_PAGE_SIZE }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no answer');
      return data.post.replies;
    },
    [client, root._id],
  );

  // The first page, and as many more as it takes to reach the reply asked for.
  useEffect(() => {
    let current = true;
    (async () => {
      setStatus('loading');
      try {
        let page = await readPage(null);
        let found = [...page.results];
        for (let pages = 1; highlightId && page.next && pages < HIGHLIGHT_PAGES_MAX && !found.some((r) => r._id === highlightId); pages++) {
          page = await readPage(page.next);
          found = [...found, ...page.results];
        }
        if (!current) return;
        setReplies((old) => mergeReplies(old, found));
        setNext(page.next);
        setStatus('ready');
        if (highlightId && found.some((r) => r._id === highlightId)) setHighlighted(highlightId);
      } catch {
        if (current) setStatus('failed');
      }
    })();
    return () => {
      current = false;
    };
  }, [readPage, highlightId]);

  // The reply asked for comes into view once drawn, and takes the focus so that it is read first.
  useEffect(() => {
    if (!highlighted) return;
    const element = document.getElementById(replyElementId(highlighted));
    if (!element) return;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  }, [highlighted]);

  async function loadMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await readPage(next);
      setReplies((old) => mergeReplies(old, page.results));
      setNext(page.next);
    } catch {
      setStatus('failed');
    } finally {
      setLoadingMore(false);
    }
  }

  /** The post's count (and anything else the server changed on it) after a reply came or went. */
  const refreshRoot = useCallback(() => {
    void client.query({ query: COMMUNITY_POST, variables: { id: root._id }, fetchPolicy: 'network-only' }).catch(() => undefined);
  }, [client, root._id]);

  useThreadEvents(root._id, (event) => {
    if (event.type === 'REMOVED') {
      setReplies((old) => old.filter((r) => r._id !== event.postId));
      return;
    }
    // A new reply shows once the thread is read to its end; before, the next page brings it in its place.
    if (event.type === 'ADDED' && event.post && next === null) setReplies((old) => mergeReplies(old, [event.post!]));
  });

  function removed(reply: PostCardData) {
    setReplies((old) => old.filter((r) => r._id !== reply._id));
    refreshRoot();
  }

  const nameOf = (reply: PostCardData) => reply.author?.fullName ?? t('post.formerMember');
  const answered = (reply: PostCardData) => (reply.parentId && reply.parentId !== root._id ? (replies.find((r) => r._id === reply.parentId) ?? null) : undefined);

  return (
    <Stack gap="sm" id={id}>
      {status === 'loading' ? (
        <Center py="xs">
          <Loader size="sm" aria-label={t('thread.loading')} />
        </Center>
      ) : status === 'failed' ? (
        <Alert color="red" role="alert" p="xs">
          {t('thread.loadFailed')}
        </Alert>
      ) : replies.length > 0 ? (
        <Stack gap="sm" component="ul" className={classes.thread} aria-label={t('thread.label')}>
          {replies.map((reply) => (
            <li key={reply._id}>
              <ReplyItem
                reply={reply}
                elementId={replyElementId(reply._id)}
                highlighted={highlighted === reply._id}
                inReplyTo={answered(reply)}
                onReply={
                  root.viewerCan.reply
                    ? () => {
                        setParent({ _id: reply._id, name: nameOf(reply) });
                        // The editor keeps what was typed; only whom it answers changes.
                        requestAnimationFrame(() => composer.current?.querySelector<HTMLElement>('[role="textbox"]')?.focus());
                      }
                    : undefined
                }
                onRemoved={removed}
              />
            </li>
          ))}
        </Stack>
      ) : null}
      {next && status === 'ready' ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => void loadMore()} loading={loadingMore}>
            {t('thread.more')}
          </Button>
        </Group>
      ) : null}
      {highlightId && status === 'ready' && highlighted === null ? (
        <Text size="sm" c="dimmed" role="status">
          {t('thread.replyGone')}
        </Text>
      ) : null}
      {root.viewerCan.reply ? (
        <div ref={composer}>
          <PostComposer
            mode={{ kind: 'reply', rootId: root._id, parent, onClearParent: () => setParent(null) }}
            autoFocus={replying}
            onDone={(reply) => {
              setReplies((old) => mergeReplies(old, [reply]));
              setParent(null);
              refreshRoot();
            }}
          />
        </div>
      ) : null}
    </Stack>
  );
}

export const replyElementId = (replyId: string) => `reply-${replyId}`;
