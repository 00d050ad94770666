import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX } from '@seedbed/contracts/community';
import { editMessageSchema } from '@seedbed/contracts/messages-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { issueMessage } from '../../../ui/form/issueMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { UserAvatar } from '../../profile/UserAvatar';
import { DELETE_MESSAGE, EDIT_MESSAGE, type Message } from '../graphql';
import { sendsOnEnter } from '../logic/composer';
import { timeOfDay } from '../logic/days';
import classes from '../messages.module.css';
import { MessageAttachments } from './MessageAttachments';

interface Props {
  message: Message;
  own: boolean;
  /** In a group, others' messages name their author. */
  showAuthor: boolean;
}

/** One message: its text as written (line breaks kept, never markup), its files, its time; the author's own may be edited or deleted. */
export function MessageItem({ message, own, showAuthor }: Props) {
  const { t, i18n } = useTranslation('messages');
  const [editing, setEditing] = useState(false);
  const deleted = Boolean(message.deletedAt);
  const author = message.author?.fullName ?? t('message.formerMember');
  return (
    <li className={classes.message} data-own={own || undefined} data-testid="message">
      {own ? null : <UserAvatar name={author} src={message.author?.avatar} size={28} radius="xl" />}
      <div className={classes.bubble}>
        {showAuthor && !own ? (
          <Text size="xs" fw={600}>
            {author}
          </Text>
        ) : null}
        {deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('message.deleted')}
          </Text>
        ) : editing ? (
          <EditForm message={message} onDone={() => setEditing(false)} />
        ) : (
          <>
            {message.body ? <Text className={classes.body}>{message.body}</Text> : null}
            <MessageAttachments files={message.attachments} />
          </>
        )}
        <Text size="xs" c="dimmed" mt={2}>
          <time dateTime={message.createdAt}>{timeOfDay(message.createdAt, i18n.language)}</time>
          {message.editedAt && !deleted ? ` · ${t('message.edited')}` : null}
        </Text>
      </div>
      {message.viewerCan.edit && !editing ? <OwnMessageMenu message={message} onEdit={() => setEditing(true)} /> : null}
    </li>
  );
}

function OwnMessageMenu({ message, onEdit }: { message: Message; onEdit: () => void }) {
  const { t } = useTranslation('messages');
  const confirm = useConfirm();
  const [remove] = useMutation(DELETE_MESSAGE);
  const ask = async () => {
    if (await confirm({ title: t('message.deleteTitle'), message: t('message.deleteQuestion'), confirmLabel: t('message.delete') })) {
      await remove({ variables: { messageId: message._id } }).catch(() => undefined);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" className={classes.actions} aria-label={t('message.actions')}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
          {t('message.edit')}
        </Menu.Item>
        {message.viewerCan.delete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => void ask()}>
            {t('message.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Editing in place: Enter saves, Shift+Enter breaks the line, Escape gives up. */
function EditForm({ message, onDone }: { message: Message; onDone: () => void }) {
  const { t } = useTranslation(['messages', 'validation']);
  const errorMessage = useErrorMessage();
  const [body, setBody] = useState(message.body);
  const [problem, setProblem] = useState<string>();
  const [edit, { loading }] = useMutation(EDIT_MESSAGE, { context: { showsOwnError: true } });
  const save = async () => {
    const checked = editMessageSchema().safeParse({ body });
    if (!checked.success) return setProblem(issueMessage(t, checked.error.issues.flatMap(fieldIssues)[0], t('messages:composer.label')));
    if (!checked.data.body && !message.attachments.length) return setProblem(t('messages:validation.bodyRequired'));
    try {
      await edit({ variables: { messageId: message._id, body: checked.data.body } });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Textarea
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          } else if (sendsOnEnter({ ...event, isComposing: event.nativeEvent.isComposing })) {
            event.preventDefault();
            void save();
          }
        }}
        autosize
        minRows={1}
        maxRows={8}
        maxLength={MESSAGE_BODY_MAX}
        aria-label={t('messages:message.editLabel')}
        error={problem}
        data-autofocus
        autoFocus
        miw={220}
      />
      <Group gap="xs" mt={6} justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onDone}>
          {t('messages:message.cancel')}
        </Button>
        <Button size="compact-sm" type="submit" loading={loading}>
          {t('messages:message.save')}
        </Button>
      </Group>
    </form>
  );
}
