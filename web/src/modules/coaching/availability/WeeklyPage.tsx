import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Anchor, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { AVAILABILITY_HOURS, WEEKDAYS, type AvailabilityHours } from '@seedbed/contracts/coaching';
import { clockTime, minuteOfDay, weeklyAvailabilitySchema } from '@seedbed/contracts/coaching-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { availabilityIssue, weekdayName } from './availabilityText';
import { UPDATE_WEEKLY_AVAILABILITY, WEEKLY_AVAILABILITY, type Week } from './graphql';
import '../styles';

interface Range {
  key: number;
  weekday: number;
  from: string;
  to: string;
}

let nextKey = 0;
const range = (weekday: number, from: string, to: string): Range => ({ key: nextKey++, weekday, from, to });

/** The quarter hours offered within the hours setting, its last minute included. */
export function timeOptions(hours: AvailabilityHours): string[] {
  const { from, to } = AVAILABILITY_HOURS[hours];
  const list: string[] = [];
  for (let minute = from; minute <= to; minute += 15) list.push(clockTime(minute));
  if (to % 15 !== 0) list.push(clockTime(to));
  return list;
}

/** A new range for a day: the hour after its last one (within the hours), or 09:00–10:00 on an empty day. */
export function nextRange(existing: Array<Pick<Range, 'to'>>, hours: AvailabilityHours): { from: string; to: string } {
  const { from, to } = AVAILABILITY_HOURS[hours];
  const ends = existing.map((r) => minuteOfDay(r.to) ?? from);
  const start = ends.length ? Math.min(Math.max(...ends), to - 15) : Math.max(from, 9 * 60);
  return { from: clockTime(start), to: clockTime(Math.min(start + 60, to)) };
}

/** /availability/weekly: a person's week, several ranges per day, in their zone and within their hours setting. */
export function WeeklyPage() {
  const { t } = useTranslation('availability');
  const [params] = useSearchParams();
  const userId = params.get('user');
  const { data, error, loading } = useQuery(WEEKLY_AVAILABILITY, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const errorMessage = useErrorMessage();
  const week = data?.weeklyAvailability;
  if (!week && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!week)
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(error)}
      </Alert>
    );
  return <WeeklyEditor key={JSON.stringify(week.slots)} week={week} userId={userId} />;
}

function WeeklyEditor({ week, userId }: { week: Week; userId: string | null }) {
  const { t, i18n } = useTranslation('availability');
  const errorMessage = useErrorMessage();
  const hours = week.hours as AvailabilityHours;
  const initial = useMemo(() => week.slots.map((s) => range(s.weekday, s.from, s.to)), [week.slots]);
  const [ranges, setRanges] = useState<Range[]>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation(UPDATE_WEEKLY_AVAILABILITY, { context: { showsOwnError: true }, refetchQueries: ['BookableSlots'] });
  const options = timeOptions(hours);

  const slots = ranges.map(({ weekday, from, to }) => ({ weekday, from, to }));
  const parsed = weeklyAvailabilitySchema(hours).safeParse({ slots });
  const problems = new Map<number, string>();
  if (!parsed.success)
    for (const issue of parsed.error.issues.flatMap(fieldIssues)) {
      const index = Number(issue.field.split('.')[1]);
      if (!problems.has(index)) problems.set(index, availabilityIssue(t, issue, t(`fields.${issue.field.split('.')[2] ?? 'to'}`)));
    }
  const problemOf = (index: number) => serverErrors[`slots.${index}.from`] ?? serverErrors[`slots.${index}.to`] ?? (submitted ? problems.get(index) : undefined);

  const change = (key: number, part: Partial<Range>) => {
    setRanges((list) => list.map((r) => (r.key === key ? { ...r, ...part } : r)));
    setServerErrors({});
  };
  const add = (weekday: number) =>
    setRanges((list) => {
      const next = nextRange(
        list.filter((r) => r.weekday === weekday),
        hours,
      );
      return [...list, range(weekday, next.from, next.to)];
    });
  const remove = (key: number) => setRanges((list) => list.filter((r) => r.key !== key));
  const copyToAll = (weekday: number) =>
    setRanges((list) => {
      const source = list.filter((r) => r.weekday === weekday);
      return WEEKDAYS.flatMap((day) => (day === weekday ? source : source.map((r) => range(day, r.from, r.to))));
    });

  async function submit() {
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      await save({ variables: { userId, slots } });
      showSuccess(t('weekly.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!Object.keys(fields).length) setServerErrors({ form: errorMessage(error) });
    }
  }

  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {userId ? t('weekly.titleOf', { name: week.user.fullName }) : t('weekly.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('weekly.zone', { zone: week.timeZone })} · {t(`hours.${hours}`)} ·{' '}
          <Anchor component={Link} to="/account/settings/coaching">
            {t('weekly.changeSettings')}
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {WEEKDAYS.map((weekday) => {
            const own = ranges.map((r, index) => ({ r, index })).filter(({ r }) => r.weekday === weekday);
            const day = weekdayName(weekday, i18n.language);
            return (
              <Stack key={weekday} gap={6} role="group" aria-label={day}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{day}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" onClick={() => add(weekday)} aria-label={t('weekly.add', { day })}>
                      <IconPlus size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" onClick={() => copyToAll(weekday)} disabled={own.length === 0} aria-label={t('weekly.copyToAll', { day })}>
                      <IconCopy size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                {own.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('weekly.unavailable')}
                  </Text>
                ) : (
                  own.map(({ r, index }) => (
                    <Stack key={r.key} gap={2}>
                      <Group gap="xs" wrap="nowrap" align="flex-end">
                        <Select
                          aria-label={t('weekly.fromOf', { day })}
                          data={options}
                          value={r.from}
                          onChange={(value) => value && change(r.key, { from: value })}
                          allowDeselect={false}
                          searchable
                          w={110}
                          error={Boolean(problemOf(index))}
                        />
                        <Text size="sm" aria-hidden>
                          –
                        </Text>
                        <Select
                          aria-label={t('weekly.toOf', { day })}
                          data={options}
                          value={r.to}
                          onChange={(value) => value && change(r.key, { to: value })}
                          allowDeselect={false}
                          searchable
                          w={110}
                          error={Boolean(problemOf(index))}
                        />
                        <ActionIcon variant="subtle" color="red" onClick={() => remove(r.key)} aria-label={t('weekly.remove', { day, from: r.from, to: r.to })} mb={4}>
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                      {problemOf(index) ? (
                        <Text size="xs" c="red" role="alert">
                          {problemOf(index)}
                        </Text>
                      ) : null}
                    </Stack>
                  ))
                )}
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      {serverErrors.form ? (
        <Alert color="red" role="alert">
          {serverErrors.form}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/availability">
          {t('back')}
        </Button>
        <Button onClick={() => void submit()} loading={saving.loading}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
