import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventTime, formatPlainDate } from '../shared/format';
import type { EventListItem } from '../shared/graphql';
import { touchesDay } from './monthGrid';
import classes from './events.module.css';

const SHOWN_PER_DAY = 3;

interface EventCalendarProps {
  events: readonly EventListItem[];
  /** yyyy-mm shown. */
  month: string;
  /** The whole weeks covering it (monthGrid.ts), as the page asked the server for them. */
  days: readonly string[];
  /** yyyy-mm-dd today in the viewer's zone. */
  today: string;
  timeZone: string;
  hrefOf: (event: EventListItem) => string;
  onMonth: (step: -1 | 0 | 1) => void;
}

/**
 * The CALENDAR view: the month as whole weeks with each event on its days (a table of seven
 * columns, mirrored right to left by the page's direction); on a phone, the month's days that
 * have events, one under the other.
 */
export function EventCalendar({ events, month, days, today, timeZone, hrefOf, onMonth }: EventCalendarProps) {
  const { t, i18n } = useTranslation('events');
  const { dir } = useDirection();
  const phone = useMediaQuery('(max-width: 35.999em)', false, { getInitialValueInEffect: false });
  const [Back, Forward] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const byDay = useMemo(() => new Map(days.map((day) => [day, events.filter((event) => touchesDay(event, day, timeZone))])), [days, events, timeZone]);
  const props = { byDay, today, timeZone, hrefOf, locale: i18n.language };

  return (
    <Stack gap="sm" data-testid="event-calendar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {formatPlainDate(`${month}-01`, i18n.language, { month: 'long', year: 'numeric' })}
        </Title>
        <Group gap={4}>
          <ActionIcon variant="default" size="lg" onClick={() => onMonth(-1)} aria-label={t('calendar.previous')}>
            <Back size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => onMonth(0)} disabled={today.startsWith(month)}>
            {t('calendar.thisMonth')}
          </Button>
          <ActionIcon variant="default" size="lg" onClick={() => onMonth(1)} aria-label={t('calendar.next')}>
            <Forward size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {phone ? <MonthAgenda {...props} days={days.filter((day) => day.startsWith(month))} /> : <MonthTable {...props} days={days} month={month} />}
    </Stack>
  );
}

interface DayProps {
  byDay: ReadonlyMap<string, readonly EventListItem[]>;
  today: string;
  timeZone: string;
  locale: string;
  hrefOf: (event: EventListItem) => string;
}

function MonthTable({ days, month, byDay, today, timeZone, locale, hrefOf }: DayProps & { days: readonly string[]; month: string }) {
  const { t } = useTranslation('events');
  // A day shows its first events; "+n" opens the rest in place.
  const [openDay, setOpenDay] = useState<string | null>(null);
  return (
    <table className={classes.month} aria-label={t('view.CALENDAR')}>
      <thead>
        <tr>
          {days.slice(0, 7).map((day) => (
            <th key={day} scope="col" className={classes.weekday} abbr={formatPlainDate(day, locale, { weekday: 'long' })}>
              {formatPlainDate(day, locale, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: days.length / 7 }, (_, week) => (
          <tr key={days[week * 7]}>
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              const dayEvents = byDay.get(day) ?? [];
              const limit = openDay === day || dayEvents.length <= SHOWN_PER_DAY ? dayEvents.length : SHOWN_PER_DAY - 1;
              const cellClasses = [classes.cell, day.startsWith(month) ? '' : classes.outside, day === today ? classes.today : ''].filter(Boolean).join(' ');
              const fullDate = formatPlainDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
              return (
                <td key={day} className={cellClasses} aria-current={day === today ? 'date' : undefined} data-date={day}>
                  <div className={classes.cellBody}>
                    <span className={classes.dayNumber} title={fullDate}>
                      {formatPlainDate(day, locale, { day: 'numeric' })}
                    </span>
                    {dayEvents.slice(0, limit).map((event) => (
                      <EventChip key={event._id} event={event} href={hrefOf(event)} time={formatEventTime(event.startTime, locale, timeZone)} />
                    ))}
                    {limit < dayEvents.length && (
                      <button type="button" className={classes.more} onClick={() => setOpenDay(day)} aria-label={t('calendar.showAll', { date: fullDate })}>
                        {t('calendar.more', { number: dayEvents.length - limit })}
                      </button>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MonthAgenda({ days, byDay, timeZone, locale, hrefOf }: DayProps & { days: readonly string[] }) {
  const { t } = useTranslation('events');
  const busy = days.filter((day) => (byDay.get(day) ?? []).length > 0);
  if (busy.length === 0) return <Text c="dimmed">{t('calendar.emptyMonth')}</Text>;
  return (
    <Stack gap="sm">
      {busy.map((day) => (
        <Stack key={day} gap={4} className={classes.agendaDay} data-date={day}>
          <Text fw={600} size="sm">
            {formatPlainDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
          </Text>
          {(byDay.get(day) ?? []).map((event) => (
            <EventChip key={event._id} event={event} href={hrefOf(event)} time={formatEventTime(event.startTime, locale, timeZone)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function EventChip({ event, href, time }: { event: EventListItem; href: string; time: string }) {
  const { t } = useTranslation('events');
  const title = event.title || t('untitled');
  const status = event.status === 'PUBLISHED' ? '' : ` (${t(`status.${event.status}`)})`;
  return (
    <Link to={href} className={classes.chip} data-type={event.eventType} data-status={event.status} title={`${time} ${title}${status}`}>
      {time} {title}
      {status}
    </Link>
  );
}
