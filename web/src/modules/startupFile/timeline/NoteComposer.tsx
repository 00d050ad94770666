import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Checkbox, FileButton, Group, Loader, Pill, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_ATTACHMENTS, noteInputSchema } from '@seedbed/contracts/startups';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { uploadFile } from '../documents/files';
import { CREATE_STARTUP_NOTE, REPLY_TO_STARTUP_NOTE, UPDATE_STARTUP_NOTE, type Note } from '../graphql';
import { startupPeople, useStartupFile } from '../StartupFileContext';
import { useTimelineActions } from './TimelineActions';
import { validationMessage } from '../validationMessage';

// The editor (tiptap and its toolbar) is downloaded when a composer first shows, not with the route.
const NoteEditor = lazy(async () => ({ default: (await import('./editor/NoteEditor')).NoteEditor }));

type Mode = { kind: 'create' } | { kind: 'reply'; parentId: string } | { kind: 'edit'; note: Note; parentId: string | null };

interface Attachment {
  key: string;
  name: string;
  id?: string;
  failed?: string;
}

/**
 * Writes a note, a reply or an edit: rich text with '@' mentions, files (not on an edit: a note
 * keeps the files it was posted with), and on a post of its own who may read it, pinned and the
 * 'update' flag. Private notes are offered only to those who may write them.
 */
export function NoteComposer({ mode, onDone, onCancel }: { mode: Mode; onDone?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('startupFile');
  const startup = useStartupFile();
  const { apply } = useTimelineActions();
  const errorMessage = useErrorMessage();
  const restErrorMessage = useRestErrorMessage();
  const editing = mode.kind === 'edit' ? mode.note : null;
  const topLevel = mode.kind === 'create' || (mode.kind === 'edit' && mode.parentId === null);
  const { user } = useShellUser();
  // Pinning orders the whole timeline: the programme's side pins (the server's rule, told per note by viewerCanPin).
  const mayPin = editing ? editing.viewerCanPin : isInGroup(user?.roleType, STAFF_LIKE);
  const [html, setHtml] = useState(editing?.message ?? '');
  const [editorKey, setEditorKey] = useState(0);
  const [isPublic, setPublic] = useState(editing?.isPublic ?? true);
  const [isPinned, setPinned] = useState(editing?.isPinned ?? false);
  const [isUpdate, setUpdate] = useState(editing?.isUpdate ?? false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string>();
  const [create, created] = useMutation(CREATE_STARTUP_NOTE, { context: { showsOwnError: true } });
  const [reply, replied] = useMutation(REPLY_TO_STARTUP_NOTE, { context: { showsOwnError: true } });
  const [update, updated] = useMutation(UPDATE_STARTUP_NOTE, { context: { showsOwnError: true } });
  const busy = created.loading || replied.loading || updated.loading;
  const uploading = attachments.some((file) => !file.id && !file.failed);

  async function attach(files: File[]) {
    const room = NOTE_MAX_ATTACHMENTS - attachments.length;
    if (files.length > room) setProblem(t('composer.tooManyFiles', { count: NOTE_MAX_ATTACHMENTS }));
    const added = files.slice(0, Math.max(0, room)).map((file) => ({ file, entry: { key: `${file.name}-${Math.random().toString(36).slice(2)}`, name: file.name } }));
    setAttachments((current) => [...current, ...added.map((a) => a.entry)]);
    await Promise.all(
      added.map(async ({ file, entry }) => {
        try {
          const stored = await uploadFile(file);
          setAttachments((current) => current.map((a) => (a.key === entry.key ? { ...a, id: stored._id } : a)));
        } catch (error) {
          setAttachments((current) => current.map((a) => (a.key === entry.key ? { ...a, failed: restErrorMessage(error) } : a)));
        }
      }),
    );
  }

  async function send() {
    if (busy || uploading) return;
    const attachmentIds = attachments.flatMap((file) => (file.id ? [file.id] : []));
    const checked = noteInputSchema.safeParse({ message: html, isPublic, isPinned, isUpdate, attachmentIds });
    if (!checked.success) {
      const [issue] = checked.error.issues.flatMap(fieldIssues);
      setProblem(issue ? validationMessage(t, issue, t('composer.message')) : undefined);
      return;
    }
    setProblem(undefined);
    try {
      if (mode.kind === 'create') {
        const answer = await create({
          variables: {
            startupId: startup._id,
            message: html,
            isPublic: startup.viewerCan.writePrivateNotes ? isPublic : true,
            isPinned: mayPin && isPinned,
            isUpdate,
            attachmentIds,
          },
        });
        if (answer.data) await apply({ updateType: 'ADDED', eventId: answer.data.createStartupNote._id });
        showSuccess(t('composer.posted'));
      } else if (mode.kind === 'reply') {
        const answer = await reply({ variables: { eventId: mode.parentId, message: html, attachmentIds } });
        if (answer.data) await apply({ updateType: 'ADDED', eventId: answer.data.replyToStartupNote._id, parentId: mode.parentId });
      } else {
        const variables = topLevel ? { eventId: mode.note._id, message: html, isPublic, isUpdate, ...(mayPin ? { isPinned } : {}) } : { eventId: mode.note._id, message: html };
        await update({ variables });
        await apply({ updateType: 'UPDATED', eventId: mode.note._id, parentId: mode.parentId });
        showSuccess(t('composer.saved'));
      }
      setHtml('');
      setAttachments([]);
      setPinned(false);
      setUpdate(false);
      setEditorKey((key) => key + 1);
      onDone?.();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const label = mode.kind === 'reply' ? t('composer.replyLabel') : mode.kind === 'edit' ? t('composer.editLabel') : t('composer.label');
  return (
    <Stack gap="xs">
      <Suspense
        fallback={
          <div role="status" aria-label={t('composer.loading')}>
            <Skeleton h={130} radius="sm" />
          </div>
        }
      >
        <NoteEditor
          key={editorKey}
          initialHtml={editing?.message ?? ''}
          label={label}
          people={startupPeople(startup)}
          onChange={(next, empty) => setHtml(empty ? '' : next)}
          onSubmit={() => void send()}
          autoFocus={mode.kind !== 'create'}
        />
      </Suspense>
      {attachments.length > 0 ? (
        <Group gap={6} aria-label={t('composer.files')} role="list">
          {attachments.map((file) => (
            <Pill
              key={file.key}
              role="listitem"
              withRemoveButton
              removeButtonProps={{ 'aria-label': t('composer.removeFile', { name: file.name }) }}
              onRemove={() => setAttachments((current) => current.filter((a) => a.key !== file.key))}
              c={file.failed ? 'red' : undefined}
              title={file.failed}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {!file.id && !file.failed ? <Loader size={10} aria-label={t('composer.uploading')} /> : null}
                {file.name}
              </Group>
            </Pill>
          ))}
        </Group>
      ) : null}
      {attachments.some((file) => file.failed) ? (
        <Text size="sm" c="red">
          {attachments.find((file) => file.failed)?.failed}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert" p="xs" withCloseButton={false}>
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="md" wrap="wrap">
          {mode.kind !== 'edit' ? (
            <FileButton onChange={(files) => void attach(files)} multiple>
              {(props) => (
                <Button {...props} variant="subtle" size="compact-sm" leftSection={<IconPaperclip size={16} aria-hidden />} disabled={attachments.length >= NOTE_MAX_ATTACHMENTS}>
                  {t('composer.attach')}
                </Button>
              )}
            </FileButton>
          ) : null}
          {topLevel && startup.viewerCan.writePrivateNotes ? (
            <Switch label={t('composer.private')} checked={!isPublic} onChange={(event) => setPublic(!event.currentTarget.checked)} size="sm" />
          ) : null}
          {topLevel && mayPin ? <Checkbox label={t('composer.pin')} checked={isPinned} onChange={(event) => setPinned(event.currentTarget.checked)} size="sm" /> : null}
          {topLevel ? <Checkbox label={t('composer.update')} checked={isUpdate} onChange={(event) => setUpdate(event.currentTarget.checked)} size="sm" /> : null}
        </Group>
        <Group gap="xs" ms="auto">
          {onCancel ? (
            <Button variant="default" size="sm" onClick={onCancel}>
              {t('common:feedback.cancel')}
            </Button>
          ) : null}
          <Button size="sm" onClick={() => void send()} loading={busy} disabled={uploading}>
            {mode.kind === 'reply' ? t('composer.sendReply') : mode.kind === 'edit' ? t('composer.save') : t('composer.post')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
