import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Input, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip, IconPencil, IconTrash, IconUpload, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HAND_IN_FILES_MAX } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { useRestErrorMessage } from '../../../../app/http/useRestErrorMessage';
import { showSuccess } from '../../../../ui/feedback/notify';
import { uploadAnswerFile } from '../../../forms/renderer/inputs/upload';
import { HAND_IN_COURSE_UNIT, type Lesson, type Submission } from '../graphql';
import { HandInStatus } from './HandInStatus';
import { LessonContent } from './LessonContent';

const TextEditor = lazy(async () => ({ default: (await import('../../../home/customise/TextEditor')).TextEditor }));

type HandedFile = { _id: string; name: string; url: string };

/**
 * An assignment: the instructions, then the learner's answer (rich text and files) handed in for
 * review, by them or for their whole startup. The review's status, grade and comment show above
 * it; work may be changed and handed in again until it is approved.
 */
export function AssignmentLesson({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  const { t } = useTranslation('courseware');
  const submission = lesson.viewerSubmission ?? null;
  const forStartup = lesson.handIn === 'STARTUP';
  const [editing, setEditing] = useState(!submission || submission.status === 'CHANGES_REQUESTED');
  const approved = submission?.status === 'APPROVED';
  return (
    <Stack gap="lg">
      <LessonContent html={lesson.content} />
      {forStartup ? <StartupNote /> : null}
      {submission ? <HandInStatus submission={submission} forStartup={forStartup} /> : null}
      {preview ? (
        <Alert color="blue" variant="light" p="xs">
          {t('lesson.previewNote')}
        </Alert>
      ) : editing && !approved ? (
        <AssignmentForm lesson={lesson} submission={submission} onDone={() => setEditing(false)} />
      ) : submission ? (
        <Stack gap="sm">
          <HandedInWork submission={submission} />
          {approved ? null : (
            <Button variant="default" w="fit-content" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('handIn.edit')}
            </Button>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Handed in once for the startup: any of its founders sees and updates the same work. */
export function StartupNote() {
  const { t } = useTranslation('courseware');
  return (
    <Alert color="grape" variant="light" p="xs" icon={<IconUsersGroup size={18} aria-hidden />}>
      {t('handIn.forStartup')}
    </Alert>
  );
}

/** The work as it was handed in. */
function HandedInWork({ submission }: { submission: Submission }) {
  const { t } = useTranslation('courseware');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('handIn.yourWork')}
        </Title>
        <LessonContent html={submission.body} />
        <FileList files={submission.files} />
      </Stack>
    </Paper>
  );
}

function FileList({ files, onRemove }: { files: readonly HandedFile[]; onRemove?: (id: string) => void }) {
  const { t } = useTranslation('courseware');
  if (!files.length) return null;
  return (
    <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('handIn.files')}>
      {files.map((file) => (
        <Group key={file._id} component="li" gap="xs" wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm" truncate flex={1} dir="auto">
            {file.name}
          </Anchor>
          {onRemove ? (
            <ActionIcon variant="subtle" color="red" onClick={() => onRemove(file._id)} aria-label={t('handIn.removeFile', { name: file.name })}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}

function AssignmentForm({ lesson, submission, onDone }: { lesson: Lesson; submission: Submission | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('courseware');
  const errorMessage = useErrorMessage();
  const restErrorMessage = useRestErrorMessage();
  const [body, setBody] = useState(submission?.body ?? '');
  const [files, setFiles] = useState<HandedFile[]>(() => submission?.files.map(({ _id, name, url }) => ({ _id, name, url })) ?? []);
  const [uploading, setUploading] = useState(false);
  const [uploadFailures, setUploadFailures] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const [handIn, { loading }] = useMutation(HAND_IN_COURSE_UNIT);

  async function upload(picked: File[]) {
    const refused: string[] = [];
    const added: HandedFile[] = [];
    setUploading(true);
    for (const file of picked) {
      if (files.length + added.length >= HAND_IN_FILES_MAX) {
        refused.push(t('handIn.tooManyFiles', { max: HAND_IN_FILES_MAX }));
        break;
      }
      try {
        const stored = await uploadAnswerFile(file);
        added.push({ _id: stored._id, name: stored.name, url: stored.url });
      } catch (error) {
        refused.push(`${file.name}: ${restErrorMessage(error)}`);
      }
    }
    setUploading(false);
    setUploadFailures(refused);
    if (added.length) setFiles((current) => [...current, ...added]);
  }

  async function send() {
    setFailure(undefined);
    if (!body && !files.length) {
      setFailure(t('handIn.empty'));
      return;
    }
    try {
      await handIn({ variables: { unitId: lesson._id, body: body || null, attachmentIds: files.map((file) => file._id) }, context: { showsOwnError: true } });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    showSuccess(t('handIn.sent'));
    onDone();
  }

  const label = t('handIn.answer');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Input.Wrapper label={label}>
          <Stack gap={0} mt={4}>
            <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
              <TextEditor initialHtml={body} label={label} language={i18n.language} dir={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'} onChange={setBody} />
            </Suspense>
          </Stack>
        </Input.Wrapper>
        <Stack gap="xs">
          <FileList files={files} onRemove={(id) => setFiles((current) => current.filter((file) => file._id !== id))} />
          {files.length < HAND_IN_FILES_MAX ? (
            <FileButton onChange={(picked) => void upload(picked)} multiple>
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" w="fit-content" loading={uploading} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('handIn.attach')}
                </Button>
              )}
            </FileButton>
          ) : null}
          {uploadFailures.map((message) => (
            <Text key={message} size="sm" c="red" role="alert">
              {message}
            </Text>
          ))}
        </Stack>
        {failure ? (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button onClick={() => void send()} loading={loading} disabled={uploading}>
            {submission ? t('handIn.sendAgain') : t('handIn.send')}
          </Button>
          {submission ? (
            <Button variant="subtle" onClick={onDone}>
              {t('handIn.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
