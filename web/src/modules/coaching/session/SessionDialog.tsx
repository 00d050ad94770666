import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Checkbox, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOCATION_MODES, SESSION_DURATIONS } from '@seedbed/contracts/coaching';
import { SESSION_LOCATION_MAX, SESSION_NAME_MAX } from '@seedbed/contracts/coaching-input';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { useForm } from '../../../ui/form/useForm';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { HourWarning } from '../hours/HourWarning';
import type { SessionDialogRequest } from './createSession';
import { COACHING_SESSION, CREATE_COACHING_SESSION, UPDATE_COACHING_SESSION, type CoachingSessionDetails } from './graphql';
import { LazyDateTimeField } from '../../../ui/form/LazyDateTimeField';
import { editSessionValues, FORM_EVENT_TYPES, newSessionValues, sessionRules, toSessionChanges, toSessionInput, type SessionFormValues } from './sessionForm';
import { EvaluationFormField, TopicsField } from './SessionChoices';
import { StartupField } from './StartupField';

/** Lists showing sessions read again after a change. */
const REFETCH = ['StartupCoachingSessions', 'CoachingSession'];

/** The new-session dialog (spec 2 §3), also used to change a session's details. */
export function SessionDialog({ request, opened, onClose }: { request: SessionDialogRequest; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('coaching');
  const editing = request.mode === 'edit' ? request.sessionId : null;
  const { data, error } = useQuery(COACHING_SESSION, { variables: { id: editing ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const { user } = useShellUser();
  const [dirty, setDirty] = useState(false);
  const session = editing ? data?.coachingSession : null;
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={editing ? t('dialog.editTitle') : t('dialog.createTitle')} size="lg">
      {error ? (
        <Alert color="red" role="alert">
          {t('dialog.loadFailed')}
        </Alert>
      ) : editing && !session ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      ) : (
        <SessionForm
          session={session ?? null}
          initial={session ? editSessionValues(session) : newSessionValues(request.mode === 'create' ? request.defaults : {}, user?._id ?? null)}
          onDone={onClose}
          onDirtyChange={setDirty}
        />
      )}
    </Dialog>
  );
}

function SessionForm({
  session,
  initial,
  onDone,
  onDirtyChange,
}: {
  session: CoachingSessionDetails | null;
  initial: SessionFormValues;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['coaching', 'validation']);
  const errorMessage = useErrorMessage();
  const [start] = useState(initial);
  const rules = useMemo(() => sessionRules(t, session ? start : null), [t, session, start]);
  const form = useForm<SessionFormValues>(start, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_COACHING_SESSION, { context: { showsOwnError: true }, refetchQueries: REFETCH });
  const [update, updating] = useMutation(UPDATE_COACHING_SESSION, { context: { showsOwnError: true }, refetchQueries: REFETCH });
  const minutes = new Intl.NumberFormat(i18n.language);
  const values = form.values;
  const errorOf = (name: keyof SessionFormValues) =>
    form.errors[name] && form.touched[name] ? form.errors[name] : (serverErrors[name] ?? Object.entries(serverErrors).find(([k]) => k.startsWith(`${name}.`))?.[1]);
  const set = <K extends keyof SessionFormValues>(name: K, value: SessionFormValues[K]) => {
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    form.setValue(name, value);
    form.touch(name);
  };
  const logged = values.eventType === 'UNSCHEDULED_COACHING_SESSION';

  const submit = form.handleSubmit(async (submitted) => {
    setServerErrors({});
    setFailure(null);
    try {
      if (session) await update({ variables: { id: session._id, input: toSessionChanges(submitted, start) } });
      else await create({ variables: { input: toSessionInput(submitted) } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(error));
      return;
    }
    showSuccess(session ? t('dialog.saved') : t('dialog.created'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...form.field('name')} error={errorOf('name')} label={t('fields.name')} maxLength={SESSION_NAME_MAX} required data-autofocus />
        {session ? null : (
          <SegmentedControl
            aria-label={t('fields.eventType')}
            value={values.eventType}
            onChange={(value) => set('eventType', value as SessionFormValues['eventType'])}
            data={FORM_EVENT_TYPES.map((type) => ({ value: type, label: t(`eventTypes.${type}`) }))}
            fullWidth
          />
        )}
        <StartupField
          label={t('fields.startupId')}
          value={values.startupId}
          known={session?.startup ?? null}
          onChange={(id) => set('startupId', id)}
          error={errorOf('startupId')}
          nothingFound={t('dialog.noStartups')}
          disabled={Boolean(session)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <LazyDateTimeField
            label={t('fields.date')}
            loadingLabel={t('loading')}
            value={values.date}
            onChange={(value) => set('date', value)}
            {...(logged ? { maxDate: dayjs().format('YYYY-MM-DD') } : { minDate: dayjs().format('YYYY-MM-DD') })}
            error={errorOf('date')}
            clearable={false}
            required
          />
          <Select
            label={t('fields.expectedDuration')}
            data={SESSION_DURATIONS.map((d) => ({ value: String(d), label: t('minutes', { minutes: minutes.format(d) }) }))}
            value={values.expectedDuration}
            onChange={(value) => set('expectedDuration', value ?? '60')}
            allowDeselect={false}
            error={errorOf('expectedDuration')}
            comboboxProps={{ withinPortal: true }}
            required
          />
        </SimpleGrid>
        <HourWarning startupId={values.startupId} minutes={Number(values.expectedDuration)} />
        <PeopleMultiPicker
          label={t('fields.coachIds')}
          roleTypes={STAFF_LIKE}
          people={session?.coachs ?? []}
          value={values.coachIds}
          onChange={(ids) => set('coachIds', ids)}
          error={errorOf('coachIds')}
        />
        <PeopleMultiPicker
          label={t('fields.attendeeIds')}
          description={session ? undefined : t('dialog.attendeesHint')}
          roleTypes={null}
          people={session?.attendees ?? []}
          value={values.attendeeIds}
          onChange={(ids) => set('attendeeIds', ids)}
          error={errorOf('attendeeIds')}
        />
        <TopicsField value={values.topicIds} onChange={(ids) => set('topicIds', ids)} error={errorOf('topicIds')} known={session?.topics ?? []} />
        <Select
          label={t('fields.locationMode')}
          data={LOCATION_MODES.map((mode) => ({ value: mode, label: t(`locationModes.${mode}`) }))}
          value={values.locationMode}
          onChange={(value) => set('locationMode', (value ?? 'ONLINE') as SessionFormValues['locationMode'])}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {values.locationMode !== 'ONLINE' ? (
          <TextInput {...form.field('location')} error={errorOf('location')} label={t('fields.location')} maxLength={SESSION_LOCATION_MAX} />
        ) : null}
        {values.locationMode !== 'IN_PERSON' ? (
          <TextInput {...form.field('meetingLink')} error={errorOf('meetingLink')} label={t('fields.meetingLink')} placeholder="https://" type="url" dir="ltr" />
        ) : null}
        <EvaluationFormField value={values.evaluationFormId} onChange={(id) => set('evaluationFormId', id)} error={errorOf('evaluationFormId')} />
        <Checkbox {...form.checkbox('staffEditorPublic')} label={t('fields.staffEditorPublic')} />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading}>
            {session ? t('dialog.save') : t('dialog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
