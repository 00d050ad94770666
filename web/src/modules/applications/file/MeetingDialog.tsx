import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldIssue } from '@seedbed/contracts/checks';
import { MEETING_DURATIONS, MEETING_LINK_MAX_LENGTH, MEETING_LOCATION_MAX_LENGTH, MEETING_NOTES_MAX_LENGTH, meetingInputSchema } from '@seedbed/contracts/applications-input';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { SCHEDULE_APPLICATION_MEETING, UPDATE_APPLICATION_MEETING, type MeetingItem } from './graphql';

// Mantine's date picker and its styles load with the first dialog that shows them.
const DateTimeField = lazy(async () => ({ default: (await import('../../../ui/form/DateTimeField')).DateTimeField }));

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface MeetingValues {
  startsAt: string | null;
  durationMinutes: string;
  location: string;
  link: string;
  notes: string;
  attendeeIds: string[];
}

const FIELDS = ['startsAt', 'durationMinutes', 'location', 'link', 'notes', 'attendeeIds'] as const;

export function meetingValues(meeting: MeetingItem | null): MeetingValues {
  return {
    startsAt: meeting ? dayjs(meeting.startsAt).format(PICKER_FORMAT) : null,
    durationMinutes: String(meeting?.durationMinutes ?? 30),
    location: meeting?.location ?? '',
    link: meeting?.link ?? '',
    notes: meeting?.notes ?? '',
    attendeeIds: meeting?.attendees.map((a) => a._id) ?? [],
  };
}

/** What the form sends: the picker's local day and time as an instant, empty texts as none. */
export function meetingInput(values: MeetingValues) {
  return {
    startsAt: values.startsAt ? dayjs(values.startsAt).toISOString() : '',
    durationMinutes: Number(values.durationMinutes),
    location: values.location.trim() || null,
    link: values.link.trim() || null,
    notes: values.notes.trim() || null,
    attendeeIds: values.attendeeIds,
  };
}

/** The meeting's own messages are this namespace's `validation.*`; the shared ones name the field. */
function meetingIssue(t: TFunction, issue: FieldIssue, field: string): string {
  const own = /^applications\.meetings\.(\w+)$/.exec(issue.key);
  return own ? t(`applicationFile:validation.${own[1]}`) : issueMessage(t, issue, field);
}

/** Arranging an interview, or changing one (time, place, link, people, notes). */
export function MeetingDialog({ applicationId, meeting, onClose, onSaved }: { applicationId: string; meeting: MeetingItem | null; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation('applicationFile');
  const errorMessage = useErrorMessage();
  const rules = useMemo(
    () => schemaRules<MeetingValues>(meetingInputSchema(), meetingInput, FIELDS, (issue) => meetingIssue(t, issue, t(`meeting.fields.${issue.field.split('.')[0]}`))),
    [t],
  );
  const form = useForm<MeetingValues>(meetingValues(meeting), rules);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [schedule, scheduling] = useMutation(SCHEDULE_APPLICATION_MEETING, { context: { showsOwnError: true } });
  const [update, updating] = useMutation(UPDATE_APPLICATION_MEETING, { context: { showsOwnError: true } });
  const minutes = new Intl.NumberFormat(i18n.language);
  const errorOf = (name: keyof MeetingValues) =>
    form.touched[name] ? (form.errors[name] ?? serverErrors[name] ?? Object.entries(serverErrors).find(([k]) => k.startsWith(`${name}.`))?.[1]) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(null);
    const input = meetingInput(values);
    try {
      if (meeting) await update({ variables: { meetingId: meeting._id, input } });
      else await schedule({ variables: { applicationId, input } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(error));
      return;
    }
    showSuccess(meeting ? t('meeting.rescheduled') : t('meeting.scheduled'));
    onSaved();
  });

  return (
    <Dialog opened onClose={onClose} title={meeting ? t('meeting.rescheduleTitle') : t('meeting.scheduleTitle')} dirty={form.dirty} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
              <DateTimeField
                label={t('meeting.fields.startsAt')}
                value={form.values.startsAt}
                onChange={(value) => {
                  form.setValue('startsAt', value);
                  form.touch('startsAt');
                }}
                minDate={dayjs().format('YYYY-MM-DD')}
                error={errorOf('startsAt')}
                clearable={false}
                required
              />
            </Suspense>
            <Select
              label={t('meeting.fields.durationMinutes')}
              data={MEETING_DURATIONS.map((d) => ({ value: String(d), label: t('meeting.minutes', { minutes: minutes.format(d) }) }))}
              value={form.values.durationMinutes}
              onChange={(value) => form.setValue('durationMinutes', value ?? '30')}
              allowDeselect={false}
              error={errorOf('durationMinutes')}
              comboboxProps={{ withinPortal: true }}
              required
            />
          </SimpleGrid>
          <TextInput label={t('meeting.fields.location')} maxLength={MEETING_LOCATION_MAX_LENGTH} {...form.field('location')} error={errorOf('location')} />
          <TextInput
            label={t('meeting.fields.link')}
            placeholder="https://"
            type="url"
            dir="ltr"
            maxLength={MEETING_LINK_MAX_LENGTH}
            {...form.field('link')}
            error={errorOf('link')}
          />
          <PeopleMultiPicker
            label={t('meeting.fields.attendeeIds')}
            roleTypes={STAFF_LIKE}
            people={meeting?.attendees ?? []}
            value={form.values.attendeeIds}
            onChange={(ids) => {
              form.setValue('attendeeIds', ids);
              form.touch('attendeeIds');
            }}
            error={errorOf('attendeeIds')}
          />
          <Textarea
            label={t('meeting.fields.notes')}
            description={t('meeting.notesHelp')}
            rows={3}
            maxLength={MEETING_NOTES_MAX_LENGTH}
            {...form.field('notes')}
            error={errorOf('notes')}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:feedback.cancel')}
            </Button>
            <Button type="submit" loading={scheduling.loading || updating.loading}>
              {meeting ? t('meeting.saveReschedule') : t('meeting.saveSchedule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
