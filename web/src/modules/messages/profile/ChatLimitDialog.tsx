import '../styles';
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMIT_MODES } from '@seedbed/contracts/community';
import { chatLimitSchema } from '@seedbed/contracts/messages-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { issueMessage } from '../../../ui/form/issueMessage';
import { CHAT_LIMIT, SET_CHAT_LIMIT, type ChatLimit, type ChatLimitMode } from '../graphql';
import { PeoplePicker } from '../dialogs/PeoplePicker';
import type { MessagedPerson } from './ProfileMessageActions';

/** The role types a limit may name: every role a person can hold. */
export const LIMIT_ROLE_TYPES = ['staff', 'coach', 'mentor', 'expert', 'evaluator', 'admin', 'admin&coach', 'subadmin', 'cofounder', 'applicant', 'community_member'] as const;

/** Whom a person may start conversations with: set with CHAT:USER_ACCESS:EDIT, read with CHAT:LIMIT:READ. */
export function ChatLimitDialog({ person, editable, opened, onClose }: { person: MessagedPerson; editable: boolean; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const { data, error } = useQuery(CHAT_LIMIT, { variables: { userId: person._id }, fetchPolicy: 'network-only' });
  const limit = data?.chatLimit;
  return (
    <Dialog opened={opened} onClose={onClose} title={t('limits.title', { name: person.fullName })} size="lg">
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : !limit ? (
        <Stack role="status" aria-label={t('limits.loading')}>
          <Skeleton h={24} />
          <Skeleton h={24} />
        </Stack>
      ) : editable ? (
        <LimitForm person={person} limit={limit} onClose={onClose} />
      ) : (
        <LimitSummary limit={limit} />
      )}
    </Dialog>
  );
}

function LimitSummary({ limit }: { limit: ChatLimit }) {
  const { t } = useTranslation(['messages', 'common']);
  const detail =
    limit.mode === 'ROLES' ? limit.roleTypes.map((type) => t(`common:roles.${type}`)).join(', ') : limit.mode === 'PEOPLE' ? limit.users.map((u) => u.fullName).join(', ') : null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t(`messages:limits.modes.${limit.mode}`)}</Text>
      {detail ? <Text>{detail}</Text> : null}
      <Text size="sm" c="dimmed">
        {t('messages:limits.readOnly')}
      </Text>
    </Stack>
  );
}

function LimitForm({ person, limit, onClose }: { person: MessagedPerson; limit: ChatLimit; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'common', 'validation']);
  const errorMessage = useErrorMessage();
  const [mode, setMode] = useState<ChatLimitMode>(limit.mode);
  const [roleTypes, setRoleTypes] = useState<string[]>(limit.roleTypes);
  const [userIds, setUserIds] = useState<string[]>(limit.users.map((u) => u._id));
  const [problems, setProblems] = useState<{ roleTypes?: string; userIds?: string; form?: string }>({});
  const [save, { loading }] = useMutation(SET_CHAT_LIMIT, { context: { showsOwnError: true } });
  useEffect(() => setProblems({}), [mode]);
  const dirty = mode !== limit.mode || roleTypes.join() !== limit.roleTypes.join() || userIds.join() !== limit.users.map((u) => u._id).join();

  const submit = async () => {
    const input = { mode, roleTypes: mode === 'ROLES' ? roleTypes : [], userIds: mode === 'PEOPLE' ? userIds : [] };
    const checked = chatLimitSchema().safeParse(input);
    if (!checked.success) {
      const issues = checked.error.issues.flatMap(fieldIssues);
      const on = (field: string, label: string) => {
        const issue = issues.find((i) => i.field === field || i.field.startsWith(`${field}.`));
        return issue ? issueMessage(t, issue, label) : undefined;
      };
      return setProblems({ roleTypes: on('roleTypes', t('messages:limits.roles')), userIds: on('userIds', t('messages:limits.people')) });
    }
    try {
      await save({ variables: { userId: person._id, ...input } });
      showSuccess(t('messages:limits.saved', { name: person.fullName }));
      onClose();
    } catch (error) {
      setProblems({ form: errorMessage(error) });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group value={mode} onChange={(value) => setMode(value as ChatLimitMode)} label={t('messages:limits.mode', { name: person.fullName })}>
          <Stack gap="xs" mt="xs">
            {CHAT_LIMIT_MODES.map((value) => (
              <Radio key={value} value={value} label={t(`messages:limits.modes.${value}`)} description={t(`messages:limits.hints.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'ROLES' ? (
          <Checkbox.Group value={roleTypes} onChange={setRoleTypes} label={t('messages:limits.roles')} error={problems.roleTypes}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {LIMIT_ROLE_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`common:roles.${type}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        ) : null}
        {mode === 'PEOPLE' ? (
          <PeoplePicker
            label={t('messages:limits.people')}
            value={userIds}
            onChange={setUserIds}
            exclude={[person._id]}
            source="everyone"
            initial={limit.users}
            error={problems.userIds}
          />
        ) : null}
        {problems.form ? <Alert color="red">{problems.form}</Alert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('messages:new.cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={!dirty}>
            {t('messages:limits.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
