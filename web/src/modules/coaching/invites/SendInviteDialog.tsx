import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { INVITE_MESSAGE_MAX } from '@seedbed/contracts/coaching-input';
import { SEND_COACHING_INVITE, SESSION_INVITE, type SessionInviteData } from './graphql';
import { ANSWER_DAYS, INVITE_FIELDS, inviteInput, inviteRules, inviteValues, type InviteValues } from './inviteForm';

/** Sends (or replaces) the session's invite: the startup's founders, people of the organisation, how long they have, a message. */
export function SendInviteDialog({ session, opened, onClose }: { session: SessionInviteData; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('coachingInvites');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('send.title', { name: session.name })} dirty={opened && dirty} size="lg">
      {opened ? <InviteForm session={session} onDone={onClose} onDirtyChange={setDirty} /> : null}
    </Dialog>
  );
}

function InviteForm({ session, onDone, onDirtyChange }: { session: SessionInviteData; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('coachingInvites');
  const { t: tv } = useTranslation(['coachingInvites', 'validation']);
  const founders = session.startup?.people ?? [];
  const labels = {
    startupInviteeIds: t('send.founders'),
    incubatorInviteeIds: t('send.people'),
    days: t('send.days'),
    message: t('send.message'),
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with `tv`'s language.
  const rules = useMemo(() => inviteRules(tv as never, labels, session.date), [tv, session.date]);
  const form = useForm<InviteValues>(inviteValues(founders.map((person) => person._id)), rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [send, sending] = useMutation(SEND_COACHING_INVITE, { context: { showsOwnError: true }, refetchQueries: [SESSION_INVITE] });
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errorOf = (name: keyof InviteValues) => form.field(name).error ?? serverErrors[name];
  const replacing = session.invite?.status === 'PENDING';

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    try {
      await send({ variables: { sessionId: session._id, input: inviteInput(values, session.date) } });
      showSuccess(t('send.sent'));
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const onForm = (name: string) => (name === 'expires' ? 'days' : name.split('.')[0]);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([name, message]) => [onForm(name), message])));
      setFailure(messageBesideFields(error, (name) => (INVITE_FIELDS as readonly string[]).includes(onForm(name)), { networkError: t('common:networkError') }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {replacing ? (
          <Alert color="yellow" role="status">
            {t('send.replaces')}
          </Alert>
        ) : null}
        {founders.length ? (
          <Checkbox.Group
            label={labels.startupInviteeIds}
            description={t('send.foundersHint')}
            value={form.values.startupInviteeIds}
            onChange={(ids) => {
              form.setValue('startupInviteeIds', ids);
              form.touch('startupInviteeIds');
            }}
            error={errorOf('startupInviteeIds')}
          >
            <Stack gap={6} mt={6}>
              {founders.map((person) => (
                <Checkbox key={person._id} value={person._id} label={person.fullName} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <PeopleMultiPicker
          label={labels.incubatorInviteeIds}
          roleTypes={STAFF_LIKE}
          value={form.values.incubatorInviteeIds}
          onChange={(ids) => {
            form.setValue('incubatorInviteeIds', ids);
            form.touch('incubatorInviteeIds');
          }}
          error={errorOf('incubatorInviteeIds') ?? (founders.length ? undefined : errorOf('startupInviteeIds'))}
        />
        <SelectField
          {...form.field('days')}
          error={errorOf('days')}
          label={labels.days}
          data={ANSWER_DAYS.map((days) => ({ value: String(days), label: t('send.daysOption', { count: days }) }))}
          onChange={(value) => value && form.setValue('days', value)}
          allowDeselect={false}
        />
        <Text size="xs" c="dimmed">
          {t('send.daysHint')}
        </Text>
        <TextAreaField {...form.field('message')} error={errorOf('message')} label={labels.message} optional maxLength={INVITE_MESSAGE_MAX} minRows={3} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:feedback.cancel')}
          </Button>
          <Button type="submit" loading={sending.loading}>
            {t('send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
