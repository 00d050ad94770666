import { useCallback, useEffect, useMemo } from 'react';
import { ActionIcon, Alert, Button, Container, Group, Loader, SegmentedControl, Stack, Title, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isInGroup, STAFF_LIKE } from '@seedbed/contracts/roles';
import { localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { AgendaList } from './AgendaList';
import { browserTimeZone, CALENDAR_VIEWS, firstDayOfWeek, isCalendarView, stepDate, viewDays, viewRange, type CalendarView } from './calendarGrid';
import { createSessionAt } from './createFromCalendar';
import { viewTitle } from './format';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';
import { useCalendarItems } from './useCalendarItems';
import classes from './calendar.module.css';
import '../styles';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A new session picked on a month's day starts at this hour. */
const MONTH_CREATE_HOUR = 9;

/** Whether a key press belongs to a field rather than to the calendar's navigation. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"]') !== null);

/**
 * /calendar (spec 1 §2.2, spec 2 §3): the person's sessions, task due dates and outside busy
 * times by month, week or day, in their own time zone, the week starting as their locale says.
 * The view and date live in the address, so a reload or a shared link keeps the place.
 */
export function CalendarPage({ timeZone: givenZone }: { timeZone?: string } = {}) {
  const { t, i18n } = useTranslation('calendar');
  const { user } = useShellUser();
  const { dir } = useDirection();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [params, setParams] = useSearchParams();
  const now = useNow(60_000);
  const timeZone = useMemo(() => givenZone ?? browserTimeZone(), [givenZone]);
  const locale = i18n.language;
  const browserLocale = typeof navigator !== 'undefined' && navigator.language?.startsWith(locale) ? navigator.language : locale;
  const firstDay = useMemo(() => firstDayOfWeek(browserLocale), [browserLocale]);

  const today = localDate(now, timeZone);
  const rawView = params.get('view');
  const view: CalendarView = isCalendarView(rawView) ? rawView : phone ? 'day' : 'month';
  const rawDate = params.get('date');
  const date = rawDate && DATE.test(rawDate) && !Number.isNaN(Date.parse(rawDate)) ? rawDate : today;
  const days = useMemo(() => viewDays(view, date, firstDay), [view, date, firstDay]);
  const range = useMemo(() => viewRange(days, timeZone), [days, timeZone]);
  const { data, error, loading } = useCalendarItems(range);
  const items = data?.calendar ?? [];

  const go = useCallback(
    (next: { view?: CalendarView; date?: string }) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('view', next.view ?? view);
          updated.set('date', next.date ?? date);
          return updated;
        },
        { replace: false },
      );
    },
    [setParams, view, date],
  );
  const step = useCallback((direction: -1 | 1) => go({ date: stepDate(view, date, direction) }), [go, view, date]);

  // Arrows page through the calendar, mirrored right to left: the arrow pointing forward goes forward.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const forward = (event.key === 'ArrowRight') === (dir !== 'rtl');
      event.preventDefault();
      step(forward ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dir, step]);

  const organiser = user !== null && isInGroup(user.roleType, STAFF_LIKE);
  const createAt = (day: string, hour: number) => createSessionAt(new Date(startOfLocalDay(day, timeZone).getTime() + hour * 3_600_000));
  const openDay = (day: string) => go({ view: 'day', date: day });
  const Previous = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const Next = dir === 'rtl' ? IconChevronLeft : IconChevronRight;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" className={classes.toolbar}>
          <Group gap="xs" wrap="wrap">
            <ActionIcon variant="default" size="lg" aria-label={t('previous')} onClick={() => step(-1)}>
              <Previous size={18} />
            </ActionIcon>
            <Button variant="default" onClick={() => go({ date: today })}>
              {t('today')}
            </Button>
            <ActionIcon variant="default" size="lg" aria-label={t('next')} onClick={() => step(1)}>
              <Next size={18} />
            </ActionIcon>
            <Title order={1} size="h3" ms="xs" aria-live="polite">
              {viewTitle(view, date, days, locale)}
            </Title>
            {loading && <Loader size="xs" aria-label={t('loading')} />}
          </Group>
          <SegmentedControl
            aria-label={t('views.label')}
            value={view}
            onChange={(value) => go({ view: value as CalendarView })}
            data={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
          />
        </Group>
        {error && !data && (
          <Alert color="red" role="alert">
            {t('loadFailed')}
          </Alert>
        )}
        {phone ? (
          <AgendaList days={days} today={today} items={items} timeZone={timeZone} locale={locale} />
        ) : view === 'month' ? (
          <MonthView
            days={days}
            month={date.slice(0, 7)}
            today={today}
            items={items}
            timeZone={timeZone}
            locale={locale}
            onOpenDay={openDay}
            onCreate={organiser ? (day) => createAt(day, MONTH_CREATE_HOUR) : undefined}
          />
        ) : (
          <TimeGridView
            days={days}
            today={today}
            now={now}
            items={items}
            timeZone={timeZone}
            locale={locale}
            onOpenDay={view === 'week' ? openDay : undefined}
            onCreate={organiser ? createAt : undefined}
          />
        )}
      </Stack>
    </Container>
  );
}
