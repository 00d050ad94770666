import { ActionIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { touchesDay } from './calendarGrid';
import { CalendarItemChip } from './CalendarItemChip';
import { formatPlainDate, formatTime } from './format';
import type { CalendarEntry } from './graphql';
import classes from './calendar.module.css';

const SHOWN_PER_DAY = 3;

export interface MonthViewProps {
  days: readonly string[];
  /** yyyy-mm of the month shown: days of the weeks around it are dimmed. */
  month: string;
  today: string;
  items: readonly CalendarEntry[];
  timeZone: string;
  locale: string;
  onOpenDay: (day: string) => void;
  /** Given to organisers: a new session on that day. */
  onCreate?: (day: string) => void;
}

/** The month as whole weeks: a table of seven fixed columns, mirrored right to left by the page's direction. */
export function MonthView({ days, month, today, items, timeZone, locale, onOpenDay, onCreate }: MonthViewProps) {
  const { t } = useTranslation('calendar');
  return (
    <table className={classes.month} aria-label={t('views.month')}>
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
              const dayItems = items.filter((item) => touchesDay(item, day, timeZone));
              const hidden = dayItems.length - SHOWN_PER_DAY;
              const fullDate = formatPlainDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
              const cellClasses = [classes.cell, day.startsWith(month) ? '' : classes.outside, day === today ? classes.today : ''].filter(Boolean).join(' ');
              return (
                <td key={day} className={cellClasses} aria-current={day === today ? 'date' : undefined} data-date={day}>
                  <div className={classes.cellBody}>
                    <div className={classes.cellHead}>
                      <button type="button" className={classes.dayNumber} onClick={() => onOpenDay(day)} aria-label={t('openDay', { date: fullDate })}>
                        {formatPlainDate(day, locale, { day: 'numeric' })}
                      </button>
                      {onCreate && (
                        <ActionIcon className={classes.addButton} variant="subtle" size="sm" aria-label={t('createOn', { date: fullDate })} onClick={() => onCreate(day)}>
                          <IconPlus size={14} />
                        </ActionIcon>
                      )}
                    </div>
                    {dayItems.slice(0, hidden > 0 ? SHOWN_PER_DAY - 1 : SHOWN_PER_DAY).map((item) => (
                      <CalendarItemChip key={`${item.kind}:${item.id}`} item={item} prefix={item.allDay ? undefined : formatTime(item.start, locale, timeZone)} />
                    ))}
                    {hidden > 0 && (
                      <button type="button" className={classes.more} onClick={() => onOpenDay(day)}>
                        {t('more', { count: hidden + 1 })}
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
