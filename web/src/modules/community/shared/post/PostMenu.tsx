import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconPin, IconPinnedOff, IconTrashX, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../ui/feedback/confirm';
import { showSuccess } from '../../../../ui/feedback/notify';
import { DELETE_POST, DELETE_RSS_FEED_ITEM, PIN_POST, type PostCardData } from './graphql';

export interface PostMenuProps {
  post: PostCardData;
  onEdit: () => void;
  /** The post or reply is gone (deleted, or its RSS item removed). */
  onRemoved?: (post: PostCardData) => void;
  /** The server answered the post changed (pinned or unpinned). */
  onChanged?: (post: PostCardData) => void;
}

/** What the viewer may do with a post or reply, as the server says (`viewerCan`): edit, pin, delete. */
export function PostMenu({ post, onEdit, onRemoved, onChanged }: PostMenuProps) {
  const { t } = useTranslation('communityFeed');
  const confirm = useConfirm();
  const [pin] = useMutation(PIN_POST);
  const [remove] = useMutation(DELETE_POST);
  const [removeItem] = useMutation(DELETE_RSS_FEED_ITEM);
  const reply = Boolean(post.rootId);
  const mayPin = post.viewerCan.pin && !reply;
  const mayDeleteItem = post.viewerCan.deleteItem && post.kind === 'RSS' && Boolean(post.subjectId);
  if (!post.viewerCan.edit && !mayPin && !post.viewerCan.delete && !mayDeleteItem) return null;

  async function togglePin() {
    const answer = await pin({ variables: { postId: post._id, pinned: !post.isPinned } }).catch(() => null);
    if (!answer?.data) return;
    onChanged?.(answer.data.pinPost);
    showSuccess(post.isPinned ? t('menu.unpinned') : t('menu.pinnedDone'));
  }

  async function deletePost() {
    const sure = await confirm({
      title: t(reply ? 'menu.deleteReplyTitle' : 'menu.deleteTitle'),
      message: t(reply ? 'menu.deleteReplyMessage' : 'menu.deleteMessage'),
      confirmLabel: t('menu.delete'),
    });
    if (!sure) return;
    const answer = await remove({ variables: { postId: post._id } }).catch(() => null);
    if (!answer?.data?.deletePost) return;
    onRemoved?.(post);
    showSuccess(t(reply ? 'menu.replyDeleted' : 'menu.deleted'));
  }

  async function deleteItem() {
    const sure = await confirm({ title: t('menu.deleteItemTitle'), message: t('menu.deleteItemMessage'), confirmLabel: t('menu.delete') });
    if (!sure || !post.subjectId) return;
    const answer = await removeItem({ variables: { itemId: post.subjectId } }).catch(() => null);
    if (!answer?.data?.deleteRssFeedItem) return;
    onRemoved?.(post);
    showSuccess(t('menu.itemDeleted'));
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t(reply ? 'menu.replyActions' : 'menu.actions')}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {post.viewerCan.edit ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('menu.edit')}
          </Menu.Item>
        ) : null}
        {mayPin ? (
          <Menu.Item leftSection={post.isPinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />} onClick={() => void togglePin()}>
            {post.isPinned ? t('menu.unpin') : t('menu.pin')}
          </Menu.Item>
        ) : null}
        {mayDeleteItem ? (
          <Menu.Item color="red" leftSection={<IconTrashX size={16} aria-hidden />} onClick={() => void deleteItem()}>
            {t('menu.deleteItem')}
          </Menu.Item>
        ) : null}
        {post.viewerCan.delete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void deletePost()}>
            {t('menu.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
