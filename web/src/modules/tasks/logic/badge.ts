import { BADGE_CAP } from '@seedbed/contracts/notifications';

export interface TaskUpdateEvent {
  updateType: 'ADDED' | 'REMOVED';
  task: { dueDate: string };
}

/**
 * Spec 1 §4 "Tasks badge": an ADDED event counts when the task is due inside the window (by the
 * end of tomorrow); a REMOVED one takes one off, never going below 0. A REMOVED task due after
 * the window was never counted, so it leaves the count alone.
 */
export function adjustBadge(count: number, event: TaskUpdateEvent, windowEnd: Date): number {
  const due = new Date(event.task.dueDate).getTime();
  if (Number.isNaN(due) || due >= windowEnd.getTime()) return count;
  return event.updateType === 'ADDED' ? count + 1 : Math.max(0, count - 1);
}

/** What the badge shows: nothing at 0, the count, or '99+' above the cap (spec 1 §9). */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
