import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FILE_ANSWER_MAX } from '@seedbed/contracts/forms';
import { useRestErrorMessage } from '../../../../app/http/useRestErrorMessage';
import { currentPath, loginPath } from '../../../auth/paths';
import { useFiller } from '../fillerContext';
import { QuestionGroup } from './common';
import type { AnswerInputProps } from './types';
import { acceptAttribute, acceptsFile, readAnswerFile, uploadAnswerFile } from './upload';

const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** Names of the files an answer holds: those uploaded here, and those of a draft read back once. */
function useFileNames(ids: readonly string[], signedIn: boolean) {
  const [names, setNames] = useState<Record<string, string>>({});
  const missing = ids.filter((id) => !(id in names));
  const key = missing.join(',');
  useEffect(() => {
    if (!signedIn || !key) return;
    let live = true;
    for (const id of key.split(',')) {
      readAnswerFile(id).then(
        (file) => live && setNames((known) => ({ ...known, [id]: file.name })),
        () => live && setNames((known) => ({ ...known, [id]: '' })),
      );
    }
    return () => {
      live = false;
    };
  }, [key, signedIn]);
  return [names, (id: string, name: string) => setNames((known) => ({ ...known, [id]: name }))] as const;
}

/**
 * file, video: files uploaded through the attachments API, kept as their ids. A video may be a
 * link instead. Uploading needs a signed-in person: on a public link a visitor is told so, with
 * the way to sign in and come back.
 */
export function FileAnswer(props: AnswerInputProps) {
  const { t, signedIn, preview } = useFiller();
  const restErrorMessage = useRestErrorMessage();
  const { question } = props;
  const video = question.questionType === 'video';
  const link = video && typeof props.value === 'string' ? props.value : '';
  const ids = idsIn(props.value);
  const [names, rememberName] = useFileNames(ids, signedIn);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const { fileTypes, maxFileSizeMb, max } = question.validations;
  const most = Math.min(typeof max === 'number' ? max : FILE_ANSWER_MAX, FILE_ANSWER_MAX);

  async function upload(files: File[]) {
    const refused: string[] = [];
    const added: string[] = [];
    setBusy(true);
    for (const file of files) {
      if (ids.length + added.length >= most) {
        refused.push(t('forms:renderer.tooManyFiles', { max: most }));
        break;
      }
      if (!acceptsFile(fileTypes, file)) {
        refused.push(t('forms:renderer.fileType', { name: file.name, types: fileTypes?.join(', ') }));
        continue;
      }
      if (maxFileSizeMb && file.size > maxFileSizeMb * 1024 * 1024) {
        refused.push(t('forms:renderer.fileTooLarge', { name: file.name, max: maxFileSizeMb }));
        continue;
      }
      try {
        const stored = await uploadAnswerFile(file);
        rememberName(stored._id, stored.name);
        added.push(stored._id);
      } catch (error) {
        refused.push(`${file.name}: ${restErrorMessage(error)}`);
      }
    }
    setBusy(false);
    setFailures(refused);
    if (added.length) props.onChange([...ids, ...added]);
    props.onBlur();
  }

  const remove = (id: string) => {
    const rest = ids.filter((other) => other !== id);
    props.onChange(rest.length ? rest : null);
    props.onBlur();
  };

  return (
    <QuestionGroup props={props}>
      {ids.length ? (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {ids.map((id, index) => {
            const name = names[id] || t('forms:renderer.fileNumber', { number: index + 1 });
            return (
              <Group key={id} component="li" gap="xs" wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <Text size="sm" flex={1} truncate dir="auto">
                  {name}
                </Text>
                <ActionIcon variant="subtle" color="red" onClick={() => remove(id)} aria-label={t('forms:renderer.removeFile', { name })}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      ) : null}
      {link ? null : preview ? (
        <Text size="sm" c="dimmed">
          {t('forms:renderer.previewNoUpload')}
        </Text>
      ) : signedIn ? (
        ids.length < most ? (
          <FileButton onChange={(files) => void upload(files)} multiple accept={acceptAttribute(fileTypes)}>
            {(buttonProps) => (
              <Button {...buttonProps} id={props.inputId} variant="default" w="fit-content" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                {t(video ? 'forms:renderer.uploadVideo' : 'forms:renderer.uploadFiles')}
              </Button>
            )}
          </FileButton>
        ) : null
      ) : (
        <Alert color="gray" variant="light" p="xs">
          <Text size="sm">
            {t('forms:renderer.filesNeedSignIn')}{' '}
            <Anchor component={Link} to={loginPath(currentPath())} size="sm">
              {t('forms:renderer.signIn')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {failures.map((failure) => (
        <Text key={failure} size="sm" c="red" role="alert">
          {failure}
        </Text>
      ))}
      {video && !ids.length ? (
        <TextInput
          id={signedIn ? undefined : props.inputId}
          type="url"
          inputMode="url"
          dir="ltr"
          label={t('forms:renderer.videoLink')}
          value={link}
          onChange={(event) => props.onChange(event.currentTarget.value || null)}
          onBlur={props.onBlur}
        />
      ) : null}
    </QuestionGroup>
  );
}
