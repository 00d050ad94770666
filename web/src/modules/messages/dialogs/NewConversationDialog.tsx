import '../styles';
import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GROUP_TITLE_MAX } from '@seedbed/contracts/community';
import { startConversationSchema } from '@seedbed/contracts/messages-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { Dialog } from '../../../ui/dialog/Dialog';
import { issueMessage } from '../../../ui/form/issueMessage';
import { START_CONVERSATION } from '../graphql';
import { conversationPath } from '../paths';
import { PeoplePicker } from './PeoplePicker';

/**
 * Starts a conversation: one person opens (or finds) the direct conversation with them; several,
 * where the plan has groupChat, a group with a title.
 */
export function NewConversationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'validation']);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { user } = useShellUser();
  const groups = Boolean(user?.flags.groupChat);
  const [people, setPeople] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<{ people?: string; title?: string; form?: string }>({});
  const [start, { loading }] = useMutation(START_CONVERSATION, { context: { showsOwnError: true } });
  const group = people.length > 1;

  const submit = async () => {
    const checked = startConversationSchema().safeParse({ userIds: people, title: group ? title : null });
    if (!checked.success) {
      const issues = checked.error.issues.flatMap(fieldIssues);
      const on = (field: string, label: string) => {
        const issue = issues.find((i) => i.field === field || i.field.startsWith(`${field}.`));
        return issue ? issueMessage(t, issue, label) : undefined;
      };
      return setProblems({ people: on('userIds', t('messages:new.people')), title: on('title', t('messages:new.title')) });
    }
    setProblems({});
    try {
      const answer = await start({ variables: { userIds: checked.data.userIds, title: checked.data.title ?? null } });
      if (answer.data) {
        onClose();
        navigate(conversationPath(answer.data.startConversation._id));
      }
    } catch (error) {
      setProblems({ form: errorMessage(error) });
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('messages:new.heading')} dirty={people.length > 0 || Boolean(title)} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <PeoplePicker
            label={t('messages:new.people')}
            description={groups ? t('messages:new.peopleHint') : t('messages:new.onePerson')}
            value={people}
            onChange={setPeople}
            maxValues={groups ? undefined : 1}
            error={problems.people ?? problems.form}
          />
          {group ? (
            <TextInput
              label={t('messages:new.title')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              maxLength={GROUP_TITLE_MAX}
              error={problems.title}
              withAsterisk
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('messages:new.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {group ? t('messages:new.startGroup') : t('messages:new.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
