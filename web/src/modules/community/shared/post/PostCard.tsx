import { useId, useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PostComposer } from './composer/PostComposer';
import type { PostCardData } from './graphql';
import { LinkPreviewCard } from './LinkPreviewCard';
import { PostAttachments } from './PostAttachments';
import { PostContent } from './PostContent';
import { PostHeader } from './PostHeader';
import { PostMenu } from './PostMenu';
import { PostThread } from './PostThread';
import { ReactionsBar } from './ReactionsBar';
import { useLivePost } from './useLivePost';
import classes from './post.module.css';
import './styles';

export interface PostCardProps {
  post: PostCardData;
  /** The thread is shown from the start (a post opened on its own page). */
  threadOpen?: boolean;
  /** The reply to scroll to and highlight; opens the thread. */
  highlightId?: string | null;
  /** The post is gone (deleted, or its RSS item removed): the list showing it takes it out. */
  onRemoved?: (post: PostCardData) => void;
  /** The server answered the post changed in a way that may move it (pinned, unpinned). */
  onChanged?: (post: PostCardData) => void;
}

/**
 * One post of the news feed (spec 1 §2.2): author, role, time, who reads it and whether it is
 * pinned; its text, pictures, files and link preview, or the RSS item, article or event it
 * announces; reactions, and its thread of replies with the reply composer. It follows every change
 * of the post in place (reactions, edits, counts), whoever made it.
 */
export function PostCard({ post: given, threadOpen = false, highlightId = null, onRemoved, onChanged }: PostCardProps) {
  const { t } = useTranslation('communityFeed');
  const post = useLivePost(given);
  const [editing, setEditing] = useState(false);
  const [thread, setThread] = useState<'closed' | 'open' | 'replying'>(threadOpen || highlightId ? 'open' : 'closed');
  const titleId = useId();
  const threadId = useId();
  const open = thread !== 'closed';
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.card} data-pinned={post.isPinned || undefined} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <PostHeader post={post} titleId={titleId} />
          <PostMenu post={post} onEdit={() => setEditing(true)} onRemoved={onRemoved} onChanged={onChanged} />
        </Group>
        {editing ? (
          <PostComposer
            mode={{ kind: 'edit', post }}
            autoFocus
            onDone={(saved) => {
              setEditing(false);
              onChanged?.(saved);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <PostContent post={post} />
            <PostAttachments attachments={post.attachments} />
            {post.linkPreview && post.kind === 'POST' ? <LinkPreviewCard preview={post.linkPreview} /> : null}
          </>
        )}
        <Group gap="xs" wrap="wrap" justify="space-between">
          <ReactionsBar post={post} />
          <Group gap={4} wrap="wrap">
            {post.replyCount > 0 ? (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                leftSection={<IconMessageCircle size={16} aria-hidden />}
                aria-expanded={open}
                aria-controls={open ? threadId : undefined}
                onClick={() => setThread(open ? 'closed' : 'open')}
              >
                {t('thread.count', { count: post.replyCount })}
              </Button>
            ) : null}
            {post.viewerCan.reply && !open ? (
              <Button variant="subtle" size="compact-sm" onClick={() => setThread('replying')}>
                {t('thread.reply')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {open ? <PostThread root={post} highlightId={highlightId} id={threadId} replying={thread === 'replying'} /> : null}
      </Stack>
    </Paper>
  );
}
