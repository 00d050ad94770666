import { useRef, useState } from 'react';
import { ActionIcon, FileButton, Group, Pill, Text, Textarea, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX } from '@seedbed/contracts/community';
import { sendMessageSchema } from '@seedbed/contracts/messages-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { issueMessage } from '../../../ui/form/issueMessage';
import { SEND_MESSAGE, type Message } from '../graphql';
import { sendsOnEnter } from '../logic/composer';
import classes from '../messages.module.css';
import { uploadMessageFile } from './files';

interface Upload {
  key: string;
  name: string;
  id?: string;
  failed?: string;
}

/**
 * Writing a message: Enter sends, Shift+Enter breaks the line. Files are uploaded as soon as they
 * are picked and sent with the message; the shared schema checks the message as the server will.
 */
export function Composer({ conversationId, onSent }: { conversationId: string; onSent: (message: Message) => void }) {
  const { t } = useTranslation(['messages', 'validation']);
  const errorMessage = useErrorMessage();
  const restErrorMessage = useRestErrorMessage();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLTextAreaElement>(null);
  const [send, { loading }] = useMutation(SEND_MESSAGE, { context: { showsOwnError: true } });
  const uploading = files.some((file) => !file.id && !file.failed);

  async function attach(picked: File[]) {
    const room = MESSAGE_ATTACHMENTS_MAX - files.length;
    if (picked.length > room) setProblem(t('messages:validation.tooManyFiles', { max: MESSAGE_ATTACHMENTS_MAX }));
    const added = picked.slice(0, Math.max(0, room)).map((file) => ({ file, entry: { key: `${file.name}-${Math.random().toString(36).slice(2)}`, name: file.name } }));
    setFiles((current) => [...current, ...added.map((a) => a.entry)]);
    await Promise.all(
      added.map(async ({ file, entry }) => {
        try {
          const stored = await uploadMessageFile(file);
          setFiles((current) => current.map((f) => (f.key === entry.key ? { ...f, id: stored._id } : f)));
        } catch (error) {
          setFiles((current) => current.map((f) => (f.key === entry.key ? { ...f, failed: restErrorMessage(error) } : f)));
        }
      }),
    );
  }

  async function submit() {
    if (loading || uploading) return;
    const attachmentIds = files.flatMap((file) => (file.id ? [file.id] : []));
    const checked = sendMessageSchema().safeParse({ body, attachmentIds });
    if (!checked.success) {
      const [issue] = checked.error.issues.flatMap(fieldIssues);
      // An empty Enter is not worth a warning.
      if (!body.trim() && !attachmentIds.length) return;
      return setProblem(issue ? issueMessage(t, issue, t('messages:composer.label')) : undefined);
    }
    setProblem(undefined);
    try {
      const answer = await send({ variables: { conversationId, body: checked.data.body, attachmentIds } });
      if (answer.data) onSent(answer.data.sendMessage);
      setBody('');
      setFiles([]);
      input.current?.focus();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {files.length ? (
        <Group gap={6} mb={6} role="list" aria-label={t('messages:composer.files')}>
          {files.map((file) => (
            <Pill
              key={file.key}
              role="listitem"
              withRemoveButton
              removeButtonProps={{ 'aria-label': t('messages:composer.removeFile', { name: file.name }) }}
              onRemove={() => setFiles((current) => current.filter((f) => f.key !== file.key))}
              c={file.failed ? 'red' : undefined}
              title={file.failed}
            >
              {file.id || file.failed ? file.name : t('messages:composer.uploading', { name: file.name })}
            </Pill>
          ))}
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(picked) => void attach(picked)} multiple>
          {(props) => (
            <Tooltip label={t('messages:composer.attach')}>
              <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label={t('messages:composer.attach')} disabled={files.length >= MESSAGE_ATTACHMENTS_MAX}>
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={input}
          style={{ flex: 1 }}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (sendsOnEnter({ ...event, isComposing: event.nativeEvent.isComposing })) {
              event.preventDefault();
              void submit();
            }
          }}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_BODY_MAX}
          placeholder={t('messages:composer.placeholder')}
          aria-label={t('messages:composer.label')}
          aria-describedby={problem ? `${conversationId}-problem` : undefined}
        />
        <Tooltip label={t('messages:composer.send')}>
          <ActionIcon type="submit" size="lg" aria-label={t('messages:composer.send')} loading={loading} disabled={uploading}>
            <IconSend size={18} aria-hidden className={classes.directional} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {problem ? (
        <Text id={`${conversationId}-problem`} size="sm" c="red" mt={4} role="alert">
          {problem}
        </Text>
      ) : null}
    </form>
  );
}
