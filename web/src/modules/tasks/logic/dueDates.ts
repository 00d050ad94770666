/**
 * Day arithmetic for tasks. Two clocks matter: the incubator's time zone decides what a due date
 * means (spec 1 §5: the end of the chosen day there, stored as UTC), and the viewer's own (the
 * browser's) decides what is overdue, today and tomorrow for them (spec 1 §4).
 */

import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';

/** Spec 1 §5: a new task is due at the end of today where the incubator is. */
export function defaultDueDate(now: Date, timeZone: string): Date {
  return endOfLocalDay(localDate(now, timeZone), timeZone);
}

/** The calendar date a date picker's value stands for (the picker works in the browser's time). */
export function pickedDate(value: Date): string {
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

/** The picker value showing a calendar date: local midnight of that day. */
export function pickerValue(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The start of the viewer's day, `offsetDays` away from the one holding `now`. */
export function startOfLocalDay(now: Date, offsetDays = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
}

/**
 * Spec 1 §9 "Task window: up to end of the next day". myTasksPaginated's `before` is exclusive,
 * so the window ends where the day after tomorrow starts.
 */
export function tasksWindowEnd(now: Date): Date {
  return startOfLocalDay(now, 2);
}

export type DueGroup = 'overdue' | 'today' | 'upcoming';
/** Done tasks from past days are not overdue: they are listed as earlier ones. */
export type ListGroup = DueGroup | 'earlier';

/** Spec 1 §4: past due means due before the start of today (the viewer's day). */
export function dueGroup(dueDate: string, now: Date): DueGroup {
  const due = new Date(dueDate).getTime();
  if (due < startOfLocalDay(now).getTime()) return 'overdue';
  if (due < startOfLocalDay(now, 1).getTime()) return 'today';
  return 'upcoming';
}

export function groupByDue<T extends { dueDate: string; done?: boolean }>(tasks: readonly T[], now: Date): Record<ListGroup, T[]> {
  const groups: Record<ListGroup, T[]> = { overdue: [], today: [], upcoming: [], earlier: [] };
  for (const task of tasks) {
    const group = dueGroup(task.dueDate, now);
    groups[group === 'overdue' && task.done ? 'earlier' : group].push(task);
  }
  return groups;
}

/** The due windows of the My tasks filter, each an exclusive end for myTasksPaginated's `before`. */
export const DUE_WINDOWS = ['any', 'overdue', 'today', 'tomorrow', 'week'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

export function dueWindowBefore(window: DueWindow, now: Date): string | null {
  switch (window) {
    case 'any':
      return null;
    case 'overdue':
      return startOfLocalDay(now).toISOString();
    case 'today':
      return startOfLocalDay(now, 1).toISOString();
    case 'tomorrow':
      return tasksWindowEnd(now).toISOString();
    case 'week':
      return startOfLocalDay(now, 7).toISOString();
  }
}

export const isBeforeYesterday = (date: string, now: Date, timeZone: string) => date < addDays(localDate(now, timeZone), -1);
