import { ASSIGNATION_MENTORS_MAX, ASSIGNATION_PAIRS_MAX, ASSIGNATION_STARTUPS_MAX } from '@seedbed/contracts/community-input';

export interface StartupChip {
  _id: string;
  name: string;
  logo: string | null;
}

export interface PersonWithStartups {
  _id: string;
  fullName: string;
  assignedStartups: readonly StartupChip[];
}

/** Why an assignment cannot be sent as chosen: the server's own limits, said before asking it. */
export type AssignProblem =
  | { key: 'choosePeople' }
  | { key: 'chooseStartups' }
  | { key: 'tooManyPeople'; max: number }
  | { key: 'tooManyStartups'; max: number }
  | { key: 'tooManyPairs'; max: number }
  | null;

export function assignmentProblem(peopleCount: number, startupCount: number): AssignProblem {
  if (peopleCount === 0) return { key: 'choosePeople' };
  if (peopleCount > ASSIGNATION_MENTORS_MAX) return { key: 'tooManyPeople', max: ASSIGNATION_MENTORS_MAX };
  if (startupCount === 0) return { key: 'chooseStartups' };
  if (startupCount > ASSIGNATION_STARTUPS_MAX) return { key: 'tooManyStartups', max: ASSIGNATION_STARTUPS_MAX };
  if (peopleCount * startupCount > ASSIGNATION_PAIRS_MAX) return { key: 'tooManyPairs', max: ASSIGNATION_PAIRS_MAX };
  return null;
}

const byName = (a: StartupChip, b: StartupChip) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/** The rows once the chosen people are on the chosen startups: each startup once per person, by name. */
export function withAssigned<Row extends PersonWithStartups>(rows: readonly Row[], peopleIds: readonly string[], startups: readonly StartupChip[]): Row[] {
  const people = new Set(peopleIds);
  return rows.map((row) => {
    if (!people.has(row._id)) return row;
    const known = new Set(row.assignedStartups.map((s) => s._id));
    const added = startups.filter((s) => !known.has(s._id));
    return added.length ? { ...row, assignedStartups: [...row.assignedStartups, ...added].sort(byName) } : row;
  });
}

/** The rows once the chosen people are off the chosen startups. */
export function withUnassigned<Row extends PersonWithStartups>(rows: readonly Row[], peopleIds: readonly string[], startupIds: readonly string[]): Row[] {
  const people = new Set(peopleIds);
  const gone = new Set(startupIds);
  return rows.map((row) =>
    people.has(row._id) && row.assignedStartups.some((s) => gone.has(s._id)) ? { ...row, assignedStartups: row.assignedStartups.filter((s) => !gone.has(s._id)) } : row,
  );
}

/** Every startup at least one of the selected people is on, by name: what a bulk removal may take them off. */
export function startupsOfSelection(rows: readonly PersonWithStartups[], selected: ReadonlySet<string>): StartupChip[] {
  const found = new Map<string, StartupChip>();
  for (const row of rows) if (selected.has(row._id)) for (const startup of row.assignedStartups) found.set(startup._id, startup);
  return [...found.values()].sort(byName);
}

/** The selected people, in the order the list shows them (the rows not loaded any more are left out). */
export const selectedRows = <Row extends { _id: string }>(rows: readonly Row[], selected: ReadonlySet<string>) => rows.filter((row) => selected.has(row._id));

/**
 * The suggestion hint for one startup: the suggested people already chosen, and the others, by
 * name, so that the dialog can say "Ada suits it; Bea and Cyd would too".
 */
export function suggestionHint(suggested: ReadonlyArray<{ _id: string; fullName: string }>, chosen: ReadonlySet<string>) {
  return {
    chosen: suggested.filter((person) => chosen.has(person._id)).map((person) => person.fullName),
    others: suggested.filter((person) => !chosen.has(person._id)).map((person) => person.fullName),
  };
}
