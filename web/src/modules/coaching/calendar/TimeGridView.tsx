import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { placeDay, touchesDay, wallClock } from './calendarGrid';
import { CalendarItemChip } from './CalendarItemChip';
import { formatHour, formatPlainDate, formatTime } from './format';
import type { CalendarEntry } from './graphql';
import classes from './calendar.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The grid opens scrolled to the working day. */
const FIRST_HOUR_SHOWN = 8;

export interface TimeGridViewProps {
  days: readonly string[];
  today: string;
  now: Date;
  items: readonly CalendarEntry[];
  timeZone: string;
  locale: string;
  onOpenDay?: (day: string) => void;
  /** Given to organisers: a new session starting at that hour of that day. */
  onCreate?: (day: string, hour: number) => void;
}

/** The week or day view: a column of hours beside one column per day, all-day items above. */
export function TimeGridView({ days, today, now, items, timeZone, locale, onOpenDay, onCreate }: TimeGridViewProps) {
  const { t } = useTranslation('calendar');
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = (el.scrollHeight / 24) * FIRST_HOUR_SHOWN;
  }, []);
  const grid = { '--days': days.length } as CSSProperties;
  const timed = items.filter((item) => !item.allDay);
  const allDay = items.filter((item) => item.allDay);
  const nowAt = wallClock(now, timeZone);

  return (
    <div>
      <div className={classes.timeGrid} style={grid}>
        <div className={classes.corner} />
        {days.map((day) => {
          const label = formatPlainDate(day, locale, { weekday: 'short', day: 'numeric' });
          const full = formatPlainDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
          return (
            <div key={day} className={`${classes.dayHead} ${day === today ? classes.todayHead : ''}`} aria-current={day === today ? 'date' : undefined}>
              {onOpenDay ? (
                <button type="button" className={classes.dayNumber} onClick={() => onOpenDay(day)} aria-label={t('openDay', { date: full })}>
                  {label}
                </button>
              ) : (
                <span className={classes.dayNumber}>{label}</span>
              )}
            </div>
          );
        })}
        <div className={classes.corner}>{t('allDay')}</div>
        {days.map((day) => (
          <div key={day} className={classes.allDay}>
            {allDay
              .filter((item) => touchesDay(item, day, timeZone))
              .map((item) => (
                <CalendarItemChip key={`${item.kind}:${item.id}`} item={item} />
              ))}
          </div>
        ))}
      </div>
      <div className={classes.scroller} ref={scroller}>
        <div className={classes.timeGrid} style={grid}>
          <div>
            {HOURS.map((hour) => (
              <div key={hour} className={classes.hourLabel}>
                {hour === 0 ? '' : formatHour(hour, locale)}
              </div>
            ))}
          </div>
          {days.map((day) => {
            const full = formatPlainDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long' });
            return (
              <div key={day} className={`${classes.dayColumn} ${day === today ? classes.todayColumn : ''}`} data-date={day}>
                {HOURS.map((hour) =>
                  onCreate ? (
                    <button
                      key={hour}
                      type="button"
                      className={classes.slot}
                      aria-label={t('createAt', { date: full, time: formatHour(hour, locale) })}
                      onClick={() => onCreate(day, hour)}
                    />
                  ) : (
                    <div key={hour} className={classes.slot} />
                  ),
                )}
                {placeDay(
                  timed.filter((item) => touchesDay(item, day, timeZone)),
                  day,
                  timeZone,
                ).map(({ item, top, height, lane, lanes }) => (
                  <CalendarItemChip
                    key={`${item.kind}:${item.id}`}
                    item={item}
                    prefix={formatTime(item.start, locale, timeZone)}
                    className={classes.placed}
                    style={{ '--top': top, '--height': height, '--lane': lane, '--lanes': lanes } as CSSProperties}
                  />
                ))}
                {day === nowAt.date && <div className={classes.nowLine} style={{ '--top': nowAt.minutes } as CSSProperties} aria-hidden />}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
