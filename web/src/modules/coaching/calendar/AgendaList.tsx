import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { touchesDay } from './calendarGrid';
import { CalendarItemChip } from './CalendarItemChip';
import { formatPlainDate, formatTime } from './format';
import type { CalendarEntry } from './graphql';
import classes from './calendar.module.css';

/** At phone width: the days of the range that hold something (and today), one list each. */
export function AgendaList({
  days,
  today,
  items,
  timeZone,
  locale,
}: {
  days: readonly string[];
  today: string;
  items: readonly CalendarEntry[];
  timeZone: string;
  locale: string;
}) {
  const { t } = useTranslation('calendar');
  const filled = days.map((day) => ({ day, dayItems: items.filter((item) => touchesDay(item, day, timeZone)) })).filter((d) => d.dayItems.length || d.day === today);
  if (!filled.some((d) => d.dayItems.length)) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="sm">
      {filled.map(({ day, dayItems }) => (
        <section key={day} className={classes.agendaDay} aria-current={day === today ? 'date' : undefined}>
          <Text fw={600} size="sm" mb={4}>
            {formatPlainDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
            {day === today ? ` · ${t('today')}` : ''}
          </Text>
          <Stack gap={4}>
            {dayItems.length ? (
              dayItems.map((item) => (
                <CalendarItemChip
                  key={`${item.kind}:${item.id}`}
                  item={item}
                  className={classes.agendaItem}
                  prefix={item.allDay ? t('allDay') : `${formatTime(item.start, locale, timeZone)}–${formatTime(item.end, locale, timeZone)}`}
                />
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('emptyDay')}
              </Text>
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
