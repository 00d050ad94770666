import { NOTIFICATION_GROUP_NAMES, type NotificationGroup } from '@seedbed/contracts/notifications';
import type { NotificationPreference } from '../graphql';

export type Channel = 'inApp' | 'email';

export interface PreferenceRow {
  group: NotificationGroup;
  inApp: boolean;
  email: boolean;
}

/**
 * One row per group the server lists, in the contracts' order. The server lists the groups whose
 * notifications the product sends, each with the person's choice or its default; a group this web
 * does not know is left out.
 */
export function preferenceRows(saved: readonly NotificationPreference[]): PreferenceRow[] {
  const byGroup = new Map(saved.map((p) => [p.group, p]));
  return NOTIFICATION_GROUP_NAMES.flatMap((group) => {
    const chosen = byGroup.get(group);
    return chosen ? [{ group, inApp: chosen.inApp, email: chosen.email }] : [];
  });
}

export function withChoice(rows: readonly PreferenceRow[], group: NotificationGroup, channel: Channel, on: boolean): PreferenceRow[] {
  return rows.map((row) => (row.group === group ? { ...row, [channel]: on } : row));
}

export function sameChoices(a: readonly PreferenceRow[], b: readonly PreferenceRow[]): boolean {
  return a.length === b.length && a.every((row, i) => row.group === b[i].group && row.inApp === b[i].inApp && row.email === b[i].email);
}
