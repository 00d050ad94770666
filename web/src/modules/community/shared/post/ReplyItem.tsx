import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PostComposer } from './composer/PostComposer';
import type { PostCardData } from './graphql';
import { LinkPreviewCard } from './LinkPreviewCard';
import { PostAttachments } from './PostAttachments';
import { PostHtml } from './PostContent';
import { PostHeader } from './PostHeader';
import { PostMenu } from './PostMenu';
import { ReactionsBar } from './ReactionsBar';
import { useLivePost } from './useLivePost';
import classes from './post.module.css';

interface ReplyItemProps {
  reply: PostCardData;
  elementId: string;
  highlighted: boolean;
  /** The reply it answers: shown when read, null when further up than what is shown, undefined for a reply to the post. */
  inReplyTo: PostCardData | null | undefined;
  onReply?: () => void;
  onRemoved: (reply: PostCardData) => void;
}

/** One reply of a thread: who and when, whom it answers, its text and files, reactions, and what the viewer may do. */
export function ReplyItem({ reply: given, elementId, highlighted, inReplyTo, onReply, onRemoved }: ReplyItemProps) {
  const { t } = useTranslation('communityFeed');
  const reply = useLivePost(given);
  const [editing, setEditing] = useState(false);
  const titleId = `${elementId}-title`;
  return (
    <Stack
      gap={6}
      id={elementId}
      className={classes.reply}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? 'true' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      component="article"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <PostHeader post={reply} titleId={titleId} compact />
        <PostMenu post={reply} onEdit={() => setEditing(true)} onRemoved={onRemoved} />
      </Group>
      {inReplyTo !== undefined ? (
        <Group gap={4} wrap="nowrap">
          <IconCornerDownRight size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed" truncate>
            {inReplyTo ? t('thread.inReplyTo', { name: inReplyTo.author?.fullName ?? t('post.formerMember') }) : t('thread.inReplyToEarlier')}
          </Text>
        </Group>
      ) : null}
      {editing ? (
        <PostComposer mode={{ kind: 'edit', post: reply }} autoFocus onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <PostHtml html={reply.content} />
          <PostAttachments attachments={reply.attachments} />
          {reply.linkPreview ? <LinkPreviewCard preview={reply.linkPreview} /> : null}
        </>
      )}
      <Group gap="xs" wrap="wrap">
        <ReactionsBar post={reply} />
        {onReply ? (
          <Button variant="subtle" size="compact-xs" onClick={onReply} aria-label={t('thread.replyTo', { name: reply.author?.fullName ?? t('post.formerMember') })}>
            {t('thread.reply')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
