import { useId, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack } from '@mantine/core';
import { IconDots, IconLock, IconPencil, IconPin, IconPinnedOff, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../ui/feedback/confirm';
import { showSuccess } from '../../../../ui/feedback/notify';
import { DELETE_STARTUP_NOTE, UPDATE_STARTUP_NOTE, type EventItem, type Note } from '../../graphql';
import { AttachmentList } from '../AttachmentList';
import { CreatorLine } from '../CreatorLine';
import { NoteBody } from '../NoteBody';
import { NoteComposer } from '../NoteComposer';
import { useTimelineActions } from '../TimelineActions';
import classes from '../timeline.module.css';

/** A note (Event) with its badges, its menu, its thread of replies and the reply composer. */
export function EventCard({ item }: { item: EventItem }) {
  const { t } = useTranslation('startupFile');
  const [replying, setReplying] = useState(false);
  const titleId = useId();
  const threadId = useId();
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.item} data-pinned={item.isPinned || undefined} aria-labelledby={titleId}>
      <Stack gap="sm">
        <NoteView note={item} parentId={null} titleId={titleId} />
        {item.replies.length > 0 ? (
          <Stack gap="sm" component="ul" className={classes.thread} id={threadId} aria-label={t('timeline.replies', { count: item.replyCount })}>
            {item.replies.map((reply) => (
              <li key={reply._id}>
                <NoteView note={reply} parentId={item._id} />
              </li>
            ))}
          </Stack>
        ) : null}
        {replying ? (
          <NoteComposer mode={{ kind: 'reply', parentId: item._id }} onDone={() => setReplying(false)} onCancel={() => setReplying(false)} />
        ) : (
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={() => setReplying(true)}>
              {t('timeline.reply')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** One note or reply: creator line, badges, text, files and what the viewer may do with it. */
function NoteView({ note, parentId, titleId }: { note: Note; parentId: string | null; titleId?: string }) {
  const { t } = useTranslation('startupFile');
  const [editing, setEditing] = useState(false);
  const topLevel = parentId === null;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div id={titleId} style={{ minWidth: 0 }}>
          <CreatorLine author={note.createdBy} createdAt={note.createdAt} edited={note.edited} compact={!topLevel} />
        </div>
        <NoteMenu note={note} parentId={parentId} onEdit={() => setEditing(true)} />
      </Group>
      {note.isPinned || note.isUpdate || !note.isPublic ? (
        <Group gap={6}>
          {topLevel && note.isPinned ? (
            <Badge variant="light" leftSection={<IconPin size={12} aria-hidden />} radius="sm">
              {t('timeline.pinned')}
            </Badge>
          ) : null}
          {topLevel && note.isUpdate ? (
            <Badge variant="light" color="teal" leftSection={<IconSpeakerphone size={12} aria-hidden />} radius="sm">
              {t('timeline.update')}
            </Badge>
          ) : null}
          {!note.isPublic ? (
            <Badge variant="light" color="orange" leftSection={<IconLock size={12} aria-hidden />} radius="sm">
              {t('timeline.private')}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {editing ? <NoteComposer mode={{ kind: 'edit', note, parentId }} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} /> : <NoteBody html={note.message} />}
      <AttachmentList attachments={note.attachments} />
    </Stack>
  );
}

function NoteMenu({ note, parentId, onEdit }: { note: Note; parentId: string | null; onEdit: () => void }) {
  const { t } = useTranslation('startupFile');
  const confirm = useConfirm();
  const { apply } = useTimelineActions();
  const [update] = useMutation(UPDATE_STARTUP_NOTE);
  const [remove] = useMutation(DELETE_STARTUP_NOTE);
  if (!note.viewerCanEdit && !note.viewerCanPin && !note.viewerCanDelete) return null;

  async function togglePin() {
    const answer = await update({ variables: { eventId: note._id, isPinned: !note.isPinned } }).catch(() => null);
    if (!answer?.data) return;
    await apply({ updateType: 'UPDATED', eventId: note._id });
    showSuccess(note.isPinned ? t('timeline.unpinned') : t('timeline.pinnedDone'));
  }

  async function deleteNote() {
    const sure = await confirm({ title: t('timeline.deleteTitle'), message: parentId ? t('timeline.deleteReply') : t('timeline.deleteNote'), confirmLabel: t('timeline.delete') });
    if (!sure) return;
    const answer = await remove({ variables: { eventId: note._id } }).catch(() => null);
    if (!answer?.data) return;
    await apply({ updateType: 'REMOVED', eventId: note._id, parentId });
    showSuccess(parentId ? t('timeline.replyDeleted') : t('timeline.noteDeleted'));
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('timeline.actions')}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {note.viewerCanEdit ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('timeline.edit')}
          </Menu.Item>
        ) : null}
        {note.viewerCanPin && parentId === null ? (
          <Menu.Item leftSection={note.isPinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />} onClick={() => void togglePin()}>
            {note.isPinned ? t('timeline.unpin') : t('timeline.pin')}
          </Menu.Item>
        ) : null}
        {note.viewerCanDelete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void deleteNote()}>
            {t('timeline.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
