import type { AssigneeRef } from '../../db/schema/index.ts';

/**
 * The startup a task given to a startup's team belongs to, when its Startup field is left empty:
 * a team task is that startup's task (Tasks by startup lists it). Given to several teams, it names
 * no single startup, and the Startup field decides.
 */
export function teamStartupOf(assignees: readonly AssigneeRef[] | undefined): string | null {
  const teams = new Set((assignees ?? []).filter((r) => r.type === 'startup').map((r) => r.value));
  return teams.size === 1 ? [...teams][0] : null;
}
