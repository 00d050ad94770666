import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarOff, IconCalendarPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import { WEEKDAYS } from '@seedbed/contracts/coaching';
import { AVAILABILITY_NOTE_MAX, availabilityExceptionSchema } from '@seedbed/contracts/coaching-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { availabilityIssue, dateTime, viewerZone, weekdayName } from './availabilityText';
import { dayHeading, timeOfDay } from '../../../ui/slots/slotText';
import {
  ADD_AVAILABILITY_EXCEPTION,
  AVAILABILITY_EXCEPTIONS,
  BOOKABLE_SLOTS,
  COACHING_PREFERENCES,
  DELETE_AVAILABILITY_EXCEPTION,
  WEEKLY_AVAILABILITY,
  type AvailabilityExceptionItem,
} from './graphql';
import '../styles';

/** Free times shown ahead, in days. */
const UPCOMING_DAYS = 14;
/** Exceptions listed ahead, in days. */
const EXCEPTIONS_DAYS = 365;
/** Free times shown per day before "and n more". */
const PER_DAY = 6;

/** /availability: one's week at a glance, the free times others can book next, and the dates that differ. */
export function AvailabilityPage() {
  const { t } = useTranslation('availability');
  const [params] = useSearchParams();
  const userId = params.get('user');
  const suffix = userId ? `?user=${encodeURIComponent(userId)}` : '';
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('overview.title')}
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconSettings size={16} aria-hidden />} component={Link} to={`/account/settings/coaching${suffix}`}>
            {t('preferences.title')}
          </Button>
          <Button component={Link} to={`/availability/weekly${suffix}`}>
            {t('overview.editWeekly')}
          </Button>
        </Group>
      </Group>
      <WeekSummary userId={userId} />
      <UpcomingSlots userId={userId} />
      <Exceptions userId={userId} />
    </Stack>
  );
}

function WeekSummary({ userId }: { userId: string | null }) {
  const { t, i18n } = useTranslation('availability');
  const errorMessage = useErrorMessage();
  const { data, error } = useQuery(WEEKLY_AVAILABILITY, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const week = data?.weeklyAvailability;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="availability-week">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="availability-week">
            {t('overview.week')}
          </Title>
          {week ? (
            <Text size="sm" c="dimmed">
              {t('weekly.zone', { zone: week.timeZone })}
            </Text>
          ) : null}
        </Group>
        {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
        {!week && !error ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {week && week.slots.length === 0 ? <Alert color="yellow">{t('overview.noWeek')}</Alert> : null}
        {week && week.slots.length > 0 ? (
          <Stack gap={4} component="dl" m={0}>
            {WEEKDAYS.map((weekday) => {
              const ranges = week.slots.filter((s) => s.weekday === weekday);
              return (
                <Group key={weekday} gap="sm" wrap="nowrap" align="baseline">
                  <Text component="dt" fw={500} w={{ base: 100, sm: 140 }} style={{ flexShrink: 0 }}>
                    {weekdayName(weekday, i18n.language)}
                  </Text>
                  <Text component="dd" m={0} c={ranges.length ? undefined : 'dimmed'}>
                    {ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(', ') : t('weekly.unavailable')}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function UpcomingSlots({ userId }: { userId: string | null }) {
  const { t, i18n } = useTranslation('availability');
  const { user } = useShellUser();
  const zone = viewerZone();
  const hostId = userId ?? user?._id ?? '';
  const preferences = useQuery(COACHING_PREFERENCES, { variables: { userId } }).data?.coachingPreferences;
  const today = localDate(new Date(), zone);
  const { data, loading } = useQuery(BOOKABLE_SLOTS, {
    variables: {
      hostId,
      from: new Date().toISOString(),
      to: startOfLocalDay(addDays(today, UPCOMING_DAYS), zone).toISOString(),
      duration: preferences?.defaultDuration ?? 60,
      timeZone: zone,
    },
    skip: !hostId || !preferences,
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.bookableSlots.days ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="availability-upcoming">
      <Stack gap="sm">
        <Title order={2} size="h4" id="availability-upcoming">
          {t('overview.upcoming', { minutes: preferences?.defaultDuration ?? 60 })}
        </Title>
        {loading && !data ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {data && days.length === 0 ? <Text c="dimmed">{t('overview.noUpcoming')}</Text> : null}
        {days.map((day) => (
          <Group key={day.date} gap="xs" align="baseline">
            <Text fw={500} w={{ base: '100%', sm: 140 }}>
              {dayHeading(day.date, i18n.language)}
            </Text>
            <Group gap={6}>
              {day.slots.slice(0, PER_DAY).map((slot) => (
                <Badge key={slot.start} variant="light" radius="sm" tt="none" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {timeOfDay(slot.start, i18n.language, zone)}
                </Badge>
              ))}
              {day.slots.length > PER_DAY ? (
                <Text size="sm" c="dimmed">
                  {t('overview.more', { n: day.slots.length - PER_DAY })}
                </Text>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function Exceptions({ userId }: { userId: string | null }) {
  const { t, i18n } = useTranslation('availability');
  const errorMessage = useErrorMessage();
  const range = useMemo(() => ({ from: new Date().toISOString(), to: new Date(Date.now() + EXCEPTIONS_DAYS * 86_400_000).toISOString() }), []);
  const { data, error } = useQuery(AVAILABILITY_EXCEPTIONS, { variables: { userId, ...range }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_AVAILABILITY_EXCEPTION, { context: { showsOwnError: true }, refetchQueries: ['AvailabilityExceptions', 'BookableSlots'] });
  const list = data?.availabilityExceptions ?? [];

  async function removeOne(item: AvailabilityExceptionItem) {
    const ok = await confirm({ title: t('exceptions.deleteTitle'), message: t('exceptions.deleteMessage'), confirmLabel: t('exceptions.delete'), cancelLabel: t('cancel') });
    if (!ok) return;
    try {
      await remove({ variables: { id: item._id } });
      showSuccess(t('exceptions.deleted'));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="availability-exceptions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="availability-exceptions">
          {t('exceptions.title')}
        </Title>
        {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
        {data && list.length === 0 ? <Text c="dimmed">{t('exceptions.none')}</Text> : null}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((item) => (
            <Group key={item._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Badge
                  color={item.available ? 'teal' : 'gray'}
                  leftSection={item.available ? <IconCalendarPlus size={12} aria-hidden /> : <IconCalendarOff size={12} aria-hidden />}
                >
                  {item.available ? t('exceptions.extra') : t('exceptions.off')}
                </Badge>
                <Text size="sm">
                  {dateTime(item.start, i18n.language)} – {dateTime(item.end, i18n.language)}
                </Text>
                {item.note ? (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.note}
                  </Text>
                ) : null}
              </Group>
              <ActionIcon variant="subtle" color="red" onClick={() => void removeOne(item)} aria-label={t('exceptions.deleteOne', { when: dateTime(item.start, i18n.language) })}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <ExceptionForm userId={userId} />
      </Stack>
    </Paper>
  );
}

/** 'yyyy-mm-ddThh:mm' of a datetime-local field, read in the device's zone, as an ISO instant ('' when empty or invalid). */
const instantOfLocal = (value: string) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
};

function ExceptionForm({ userId }: { userId: string | null }) {
  const { t } = useTranslation('availability');
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState({ start: '', end: '', available: 'false', note: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [add, adding] = useMutation(ADD_AVAILABILITY_EXCEPTION, { context: { showsOwnError: true }, refetchQueries: ['AvailabilityExceptions', 'BookableSlots'] });
  const input = { userId, start: instantOfLocal(values.start), end: instantOfLocal(values.end), available: values.available === 'true', note: values.note };
  const parsed = availabilityExceptionSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues.flatMap(fieldIssues)) errors[issue.field] ??= availabilityIssue(t, issue, t(`fields.${issue.field}`));
  const shown = (field: string) => serverErrors[field] ?? (submitted ? errors[field] : undefined);
  const set = (part: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...part }));
    setServerErrors({});
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      await add({ variables: { input: { ...input, note: values.note.trim() || null } } });
      setValues({ start: '', end: '', available: 'false', note: '' });
      setSubmitted(false);
      showSuccess(t('exceptions.added'));
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setServerErrors(Object.keys(fields).length ? fields : { form: errorMessage(failure) });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="availability-exception-add">
      <Stack gap="sm">
        <Text fw={600} id="availability-exception-add">
          {t('exceptions.add')}
        </Text>
        <SegmentedControl
          aria-label={t('exceptions.kind')}
          data={[
            { value: 'false', label: t('exceptions.off') },
            { value: 'true', label: t('exceptions.extra') },
          ]}
          value={values.available}
          onChange={(value) => set({ available: value })}
        />
        <Group grow gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('fields.start')}
            value={values.start}
            onChange={(e) => set({ start: e.currentTarget.value })}
            error={shown('start')}
            miw={200}
          />
          <TextInput type="datetime-local" label={t('fields.end')} value={values.end} onChange={(e) => set({ end: e.currentTarget.value })} error={shown('end')} miw={200} />
        </Group>
        <TextInput label={t('fields.note')} value={values.note} maxLength={AVAILABILITY_NOTE_MAX} onChange={(e) => set({ note: e.currentTarget.value })} error={shown('note')} />
        {serverErrors.form ? (
          <Alert color="red" role="alert">
            {serverErrors.form}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={adding.loading}>
            {t('exceptions.addButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
