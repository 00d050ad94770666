import '../styles';
import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GROUP_MEMBERS_MAX, GROUP_TITLE_MAX } from '@seedbed/contracts/community';
import { renameConversationSchema } from '@seedbed/contracts/messages-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { issueMessage } from '../../../ui/form/issueMessage';
import { UserAvatar } from '../../profile/UserAvatar';
import { ADD_MEMBERS, LEAVE_CONVERSATION, RENAME_CONVERSATION, type Conversation } from '../graphql';
import { MESSAGES_PATH } from '../paths';
import { PeoplePicker } from './PeoplePicker';

/** A group's settings: its title, its people (and more of them), and leaving it. */
export function GroupSettingsDialog({ conversation, opened, onClose }: { conversation: Conversation; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'validation']);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [title, setTitle] = useState(conversation.title ?? '');
  const [adding, setAdding] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ title?: string; people?: string }>({});
  const [rename, renaming] = useMutation(RENAME_CONVERSATION, { context: { showsOwnError: true } });
  const [add, addingPeople] = useMutation(ADD_MEMBERS, { context: { showsOwnError: true } });
  const [leave, leaving] = useMutation(LEAVE_CONVERSATION);
  const room = GROUP_MEMBERS_MAX - conversation.members.length;

  const saveTitle = async () => {
    const checked = renameConversationSchema().safeParse({ title });
    if (!checked.success) return setProblems({ title: issueMessage(t, checked.error.issues.flatMap(fieldIssues)[0], t('messages:new.title')) });
    setProblems({});
    try {
      await rename({ variables: { conversationId: conversation._id, title: checked.data.title } });
      showSuccess(t('messages:settings.renamed'));
    } catch (error) {
      setProblems({ title: errorMessage(error) });
    }
  };

  const addPeople = async () => {
    if (!adding.length) return;
    try {
      await add({ variables: { conversationId: conversation._id, userIds: adding } });
      setAdding([]);
      showSuccess(t('messages:settings.added'));
    } catch (error) {
      setProblems({ people: errorMessage(error) });
    }
  };

  const leaveGroup = async () => {
    if (!(await confirm({ title: t('messages:settings.leaveTitle'), message: t('messages:settings.leaveQuestion'), confirmLabel: t('messages:settings.leave') }))) return;
    await leave({ variables: { conversationId: conversation._id } });
    onClose();
    navigate(MESSAGES_PATH);
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('messages:settings.title')} size="md" dirty={title !== (conversation.title ?? '') || adding.length > 0}>
      <Stack gap="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveTitle();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('messages:new.title')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              maxLength={GROUP_TITLE_MAX}
              error={problems.title}
            />
            <Button type="submit" variant="default" loading={renaming.loading} disabled={title === (conversation.title ?? '')}>
              {t('messages:settings.rename')}
            </Button>
          </Group>
        </form>
        <Divider />
        <div>
          <Text fw={600} size="sm" mb="xs">
            {t('messages:conversation.people', { count: conversation.members.length })}
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversation.members.map((member) => (
              <Group key={member._id} gap="sm" component="li" wrap="nowrap">
                <UserAvatar name={member.fullName} src={member.avatar} size={28} radius="xl" />
                <Text size="sm" truncate="end">
                  {member.fullName}
                </Text>
              </Group>
            ))}
          </Stack>
        </div>
        {room > 0 ? (
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <PeoplePicker
                label={t('messages:settings.addPeople')}
                value={adding}
                onChange={setAdding}
                exclude={conversation.members.map((m) => m._id)}
                maxValues={room}
                error={problems.people}
              />
            </div>
            <Button variant="default" onClick={() => void addPeople()} loading={addingPeople.loading} disabled={!adding.length}>
              {t('messages:settings.add')}
            </Button>
          </Group>
        ) : null}
        <Divider />
        <Group justify="space-between">
          <Button color="red" variant="light" leftSection={<IconDoorExit size={16} aria-hidden />} onClick={() => void leaveGroup()} loading={leaving.loading}>
            {t('messages:settings.leave')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('messages:settings.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
