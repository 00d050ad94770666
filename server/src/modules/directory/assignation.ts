import { and, eq, exists, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNATION_PAGE_SIZE,
  PEOPLE_ASSIGNATION_ROLE_TYPES,
  peopleAssignationFilterSchema,
  peopleAssignmentSchema,
  type PeopleAssignment,
} from '@seedbed/contracts/community-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFoundField, validationError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { personNameAndAddress, type UserRow } from '../../db/schema/index.ts';
import { authorize } from '../permissions/scope.ts';
import { loadVisibleProgram } from '../startups/access.ts';
import { peopleByName } from '../startups/queries.ts';
import { assignStartupPerson, removeStartupPerson } from '../startups/service.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { visiblePeople, visibleStartups } from './visibility.ts';

/** The one permission behind assigning people to startups, here as on the startup file. */
const ASSIGN_KEY = 'STARTUP/ASSIGNATION_MEMBERS:EDIT';
const MAX_LIMIT = 100;

const u = schema.users;
const r = schema.roles;
const st = schema.startups;
const members = schema.startupMembers;
const sp = schema.startupPrograms;
const up = schema.userPrograms;

export interface PeopleAssignationPage {
  results: UserRow[];
  totalCount: number;
  next: string | null;
}

/** The person takes part in the programme, or is assigned to one of its startups. */
function inProgram(db: Db, programId: string): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(up)
        .where(and(eq(up.incubatorId, u.incubatorId), eq(up.userId, u.id), eq(up.programId, programId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(members)
        .innerJoin(sp, and(eq(sp.incubatorId, members.incubatorId), eq(sp.startupId, members.startupId)))
        .where(and(eq(members.incubatorId, u.incubatorId), eq(members.userId, u.id), eq(members.kind, 'assigned'), eq(sp.programId, programId))),
    ),
  )!;
}

/** Placed on no startup that is still running: archived startups no longer need their mentors. */
function unassigned(db: Db): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(members)
      .innerJoin(st, and(eq(st.incubatorId, members.incubatorId), eq(st.id, members.startupId)))
      .where(and(eq(members.incubatorId, u.incubatorId), eq(members.userId, u.id), eq(members.kind, 'assigned'), eq(st.archived, false))),
  );
}

/**
 * The mentors, experts and coaches the viewer sees in the directory, for those who assign people to
 * startups: by name (users_name_idx), keyset-paged on (first name, last name, id); the search tests
 * the name and e-mail together.
 */
export async function listPeopleAssignations(
  ctx: Context,
  rawFilter: unknown,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<PeopleAssignationPage> {
  requireViewer(ctx);
  await authorize(ctx, ASSIGN_KEY);
  const filter = parseInput(peopleAssignationFilterSchema, rawFilter);
  if (filter?.programId) {
    await loadVisibleProgram(ctx, filter.programId).catch(() => {
      throw notFoundField('filter.programId');
    });
  }
  const db = await ctx.tx.db();
  const size = pageSize(limit, ASSIGNATION_PAGE_SIZE, MAX_LIMIT);
  const pattern = containsPattern(filter?.search);
  const conditions: Array<SQL | undefined> = [
    eq(u.incubatorId, ctx.incubator.id),
    inArray(r.type, [...(filter?.roleTypes?.length ? filter.roleTypes : PEOPLE_ASSIGNATION_ROLE_TYPES)]),
    await visiblePeople(ctx),
    pattern ? sql`${personNameAndAddress(u)} LIKE lower(${pattern})` : undefined,
    filter?.programId ? inProgram(db, filter.programId) : undefined,
    filter?.unassignedOnly ? unassigned(db) : undefined,
  ];
  return peopleByName(db, conditions, cursor, size);
}

/**
 * The request as a whole, before any pair is written: the viewer assigns people at all, names only
 * startups they see and may assign people to, and only people of the directory whose role follows
 * startups. Another tenant's id or one the viewer cannot see is NOT_FOUND, on its field.
 */
async function checkPairs(ctx: Context, { mentorIds, startupIds }: PeopleAssignment): Promise<void> {
  requireViewer(ctx);
  await authorize(ctx, ASSIGN_KEY);
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const seen = await db
    .select({ id: st.id })
    .from(st)
    .where(and(eq(st.incubatorId, tenant), inArray(st.id, startupIds), await visibleStartups(ctx)));
  const visible = new Set(seen.map((row) => row.id));
  const hidden = startupIds.findIndex((id) => !visible.has(id));
  if (hidden >= 0) throw notFoundField(`startupIds.${hidden}`);
  await authorize(ctx, ASSIGN_KEY, startupIds);
  const people = await db
    .select({ id: u.id, roleType: r.type })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, tenant), inArray(u.id, mentorIds), await visiblePeople(ctx)));
  const roleOf = new Map(people.map((row) => [row.id, row.roleType]));
  const unknown = mentorIds.findIndex((id) => !roleOf.has(id));
  if (unknown >= 0) throw notFoundField(`mentorIds.${unknown}`);
  const assignable = new Set<string>(PEOPLE_ASSIGNATION_ROLE_TYPES);
  const refused = mentorIds.flatMap((id, index) => (assignable.has(roleOf.get(id) ?? '') ? [] : [{ field: `mentorIds.${index}`, key: 'directory.people.notAssignable' }]));
  if (refused.length) throw validationError(refused);
}

/** The pairs among these that already exist: each startup's assigned people of the list. */
async function existingPairs(ctx: Context, db: Db, { mentorIds, startupIds }: PeopleAssignment): Promise<Set<string>> {
  const rows = await db
    .select({ startupId: members.startupId, userId: members.userId })
    .from(members)
    .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.kind, 'assigned'), inArray(members.startupId, startupIds), inArray(members.userId, mentorIds)));
  return new Set(rows.map((row) => pairKey(row.startupId, row.userId)));
}

const pairKey = (startupId: string, userId: string) => `${startupId}:${userId}`;
const pairsOf = ({ mentorIds, startupIds }: PeopleAssignment) => startupIds.flatMap((startupId) => mentorIds.map((userId) => ({ startupId, userId })));

/**
 * Places every person on every startup named. Each new pair is the startup file's own change
 * (assignStartupPerson), so it checks the same permission for that startup and records the same
 * event, which brings the same notifications, timeline and activity; pairs already in place are
 * skipped. Answers how many pairs are new.
 */
export const assignPeople = defineChange({
  input: () => peopleAssignmentSchema,
  authorize: checkPairs,
  async write(ctx, db, input) {
    const existing = await existingPairs(ctx, db, input);
    const fresh = pairsOf(input).filter(({ startupId, userId }) => !existing.has(pairKey(startupId, userId)));
    for (const { startupId, userId } of fresh) await assignStartupPerson(ctx, { userId }, startupId);
    return { result: fresh.length, events: [] };
  },
});

/**
 * Takes every person named off every startup named, through the startup file's own change
 * (removeStartupPerson) for each pair in place; pairs that are not are skipped. Answers how many
 * pairs were removed.
 */
export const unassignPeople = defineChange({
  input: () => peopleAssignmentSchema,
  authorize: checkPairs,
  async write(ctx, db, input) {
    const existing = await existingPairs(ctx, db, input);
    const present = pairsOf(input).filter(({ startupId, userId }) => existing.has(pairKey(startupId, userId)));
    for (const { startupId, userId } of present) await removeStartupPerson(ctx, { userId }, startupId);
    return { result: present.length, events: [] };
  },
});
