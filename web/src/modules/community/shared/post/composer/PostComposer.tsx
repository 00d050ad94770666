import { lazy, Suspense, useState } from 'react';
import { Alert, Button, CloseButton, FileButton, Group, Image, Loader, Pill, Skeleton, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { POST_ATTACHMENTS_MAX } from '@seedbed/contracts/community';
import type { FieldIssue } from '@seedbed/contracts/schemas';
import { useErrorMessage, fieldErrorsOf } from '../../../../../app/apollo/errorMessage';
import { showSuccess } from '../../../../../ui/feedback/notify';
import { useShellUser } from '../../../../../shell/user/useShellUser';
import { CREATE_POST, REPLY_TO_POST, UPDATE_POST, type PostCardData } from '../graphql';
import { isFeedStaff } from '../staff';
import { useAttachments } from './useAttachments';
import { useMentionPeople } from './useMentionPeople';
import { postIssueMessage, postProblem, replyProblem } from './validation';
import { VisibilityFields, type Audience } from './VisibilityFields';

// The editor (tiptap and its toolbar) is downloaded when a composer first shows, not with the page.
const MentionEditor = lazy(async () => ({ default: (await import('../../../../../ui/richText/MentionEditor')).MentionEditor }));

export type ComposerMode =
  | { kind: 'create' }
  | { kind: 'edit'; post: PostCardData }
  | { kind: 'reply'; rootId: string; parent?: { _id: string; name: string } | null; onClearParent?: () => void };

interface PostComposerProps {
  mode: ComposerMode;
  /** The post, reply or edit the server answered. */
  onDone?: (post: PostCardData) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * Writes a post, a reply or an edit: rich text with '@' mentions, pictures and files, and on a post
 * of its own who reads it. Checked with the schema the server checks it with before sending.
 */
export function PostComposer({ mode, onDone, onCancel, autoFocus }: PostComposerProps) {
  const { t } = useTranslation('communityFeed');
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const findPeople = useMentionPeople();
  const editing = mode.kind === 'edit' ? mode.post : null;
  const topLevel = mode.kind === 'create' || (editing !== null && !editing.rootId);
  const [html, setHtml] = useState(editing?.content ?? '');
  const [editorKey, setEditorKey] = useState(0);
  const [audience, setAudience] = useState<Audience>({
    visibility: (editing?.visibility as Audience['visibility'] | undefined) ?? 'EVERYONE',
    programIds: editing ? [...editing.programIds] : [],
    roleTypes: editing ? (editing.roleTypes as Audience['roleTypes']) : [],
  });
  const files = useAttachments(editing?.attachments ?? []);
  const [problem, setProblem] = useState<FieldIssue>();
  const [failure, setFailure] = useState<string>();
  const [create, created] = useMutation(CREATE_POST, { context: { showsOwnError: true } });
  const [reply, replied] = useMutation(REPLY_TO_POST, { context: { showsOwnError: true } });
  const [update, updated] = useMutation(UPDATE_POST, { context: { showsOwnError: true } });
  const busy = created.loading || replied.loading || updated.loading;

  async function send() {
    if (busy || files.uploading) return;
    const attachmentIds = files.ids;
    const data = topLevel
      ? {
          content: html,
          attachmentIds,
          visibility: audience.visibility,
          programIds: audience.visibility === 'PROGRAM' ? audience.programIds : [],
          roleTypes: audience.visibility === 'ROLES' ? audience.roleTypes : [],
        }
      : { content: html, attachmentIds };
    const found = mode.kind === 'reply' ? replyProblem({ content: html, attachmentIds, parentId: mode.parent?._id ?? null }) : postProblem(data);
    setProblem(found);
    setFailure(undefined);
    if (found) return;
    try {
      let answer: PostCardData | undefined;
      if (mode.kind === 'create') answer = (await create({ variables: { data } })).data?.createPost;
      else if (mode.kind === 'edit') answer = (await update({ variables: { postId: mode.post._id, data } })).data?.updatePost;
      else answer = (await reply({ variables: { postId: mode.rootId, parentId: mode.parent?._id ?? null, content: html, attachmentIds } })).data?.replyToPost;
      if (!answer) return;
      if (mode.kind === 'create') showSuccess(t('composer.posted'));
      if (mode.kind === 'edit') showSuccess(t('composer.saved'));
      if (mode.kind !== 'edit') {
        setHtml('');
        files.clear();
        setEditorKey((key) => key + 1);
      }
      onDone?.(answer);
    } catch (error) {
      // A refusal naming a field (a programme no longer one's own) reads like the form's own check.
      const [field] = Object.values(fieldErrorsOf(error));
      setFailure(field ?? errorMessage(error));
    }
  }

  const fieldProblem = (field: string) => (problem && problem.field.split('.')[0] === field ? postIssueMessage(t, problem) : undefined);
  const contentProblem = problem && !['programIds', 'roleTypes'].includes(problem.field.split('.')[0]) ? postIssueMessage(t, problem) : undefined;
  const label = mode.kind === 'reply' ? t('composer.replyLabel') : mode.kind === 'edit' ? t('composer.editLabel') : t('composer.label');
  const failedUpload = files.files.find((f) => f.failed);

  return (
    <Stack gap="xs" miw={0}>
      {mode.kind === 'reply' && mode.parent ? (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed" truncate>
            {t('thread.replyingTo', { name: mode.parent.name })}
          </Text>
          {mode.onClearParent ? <CloseButton size="sm" onClick={mode.onClearParent} aria-label={t('thread.replyToPost')} /> : null}
        </Group>
      ) : null}
      <Suspense
        fallback={
          <div role="status" aria-label={t('composer.loading')}>
            <Skeleton h={mode.kind === 'reply' ? 96 : 130} radius="sm" />
          </div>
        }
      >
        <MentionEditor
          key={editorKey}
          initialHtml={editing?.content ?? ''}
          label={label}
          mentionListLabel={t('composer.mentionList')}
          findPeople={findPeople}
          onChange={(next, empty) => setHtml(empty ? '' : next)}
          onSubmit={() => void send()}
          autoFocus={autoFocus}
        />
      </Suspense>
      {files.files.length > 0 ? (
        <Group gap={6} aria-label={t('composer.files')} role="list">
          {files.files.map((file) => (
            <Pill
              key={file.key}
              role="listitem"
              size="lg"
              withRemoveButton
              removeButtonProps={{ 'aria-label': t('composer.removeFile', { name: file.name }) }}
              onRemove={() => files.remove(file.key)}
              c={file.failed ? 'red' : undefined}
              title={file.failed}
              maw="100%"
            >
              <Group gap={6} wrap="nowrap" component="span">
                {!file.id && !file.failed ? <Loader size={10} aria-label={t('composer.uploading')} /> : null}
                {file.url && file.fileType?.startsWith('image/') ? <Image src={file.url} alt="" w={20} h={20} radius={2} fit="cover" /> : null}
                <span dir="auto">{file.name}</span>
              </Group>
            </Pill>
          ))}
        </Group>
      ) : null}
      {failedUpload || files.tooMany ? (
        <Text size="sm" c="red" role="alert">
          {failedUpload?.failed ?? t('composer.tooManyFiles', { count: POST_ATTACHMENTS_MAX })}
        </Text>
      ) : null}
      {topLevel ? (
        <VisibilityFields
          value={audience}
          onChange={setAudience}
          staff={isFeedStaff(user?.roleType)}
          programError={fieldProblem('programIds')}
          rolesError={fieldProblem('roleTypes')}
        />
      ) : null}
      {contentProblem || failure ? (
        <Alert color="red" role="alert" p="xs">
          {contentProblem ?? failure}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <FileButton onChange={(picked) => void files.add(picked)} multiple>
          {(props) => (
            <Button {...props} variant="subtle" size="compact-sm" leftSection={<IconPaperclip size={16} aria-hidden />} disabled={files.full}>
              {t('composer.attach')}
            </Button>
          )}
        </FileButton>
        <Group gap="xs" ms="auto">
          {onCancel ? (
            <Button variant="default" size="sm" onClick={onCancel}>
              {t('composer.cancel')}
            </Button>
          ) : null}
          <Button size="sm" onClick={() => void send()} loading={busy} disabled={files.uploading}>
            {mode.kind === 'reply' ? t('composer.sendReply') : mode.kind === 'edit' ? t('composer.save') : t('composer.post')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
