import DataLoader from 'dataloader';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { ev, evAttendees, evHosts, type EventRow } from './repo.ts';
import { eventLoaders } from './types.ts';

/**
 * Who an event is for (spec 3 §3 visibility). A person is described by what the four rules test:
 * their role type, their own tags, the tags of the startups they found, and their programmes (their
 * own and those of the startups they found). Assigned staff are not "of" a startup here: their
 * programmes are their own (user_programs), as tasks expand a programme into people.
 */
export interface Audience {
  userId: string;
  roleType: string | null;
  userTagIds: string[];
  startupTagIds: string[];
  programIds: string[];
}

/** A list of values as one array parameter: drizzle would otherwise spread a JavaScript array into a row of parameters. */
const arrayOf = (values: readonly string[], type: 'uuid' | 'text'): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::${sql.raw(type)}[]`;

/** The audiences of several people of the tenant, in one statement whatever their number. */
async function audiencesOf(db: Db, tenant: string, userIds: readonly string[]): Promise<Map<string, Audience>> {
  const audiences = new Map<string, Audience>();
  if (!userIds.length) return audiences;
  const people = arrayOf([...new Set(userIds)], 'uuid');
  const { rows } = await db.execute<{ user_id: string; kind: 'role' | 'userTag' | 'startupTag' | 'program'; value: string | null }>(sql`
    SELECT u.id AS user_id, 'role' AS kind, r.type AS value
      FROM ${schema.users} u LEFT JOIN ${schema.roles} r ON r.incubator_id = u.incubator_id AND r.id = u.role_id
     WHERE u.incubator_id = ${tenant} AND u.id = ANY(${people})
    UNION ALL
    SELECT user_id, 'userTag', tag_id::text FROM ${schema.userTags} WHERE incubator_id = ${tenant} AND user_id = ANY(${people})
    UNION ALL
    SELECT user_id, 'program', program_id::text FROM ${schema.userPrograms} WHERE incubator_id = ${tenant} AND user_id = ANY(${people})
    UNION ALL
    SELECT m.user_id, 'startupTag', t.tag_id::text
      FROM ${schema.startupMembers} m JOIN ${schema.startupTags} t ON t.incubator_id = m.incubator_id AND t.startup_id = m.startup_id
     WHERE m.incubator_id = ${tenant} AND m.kind = 'founder' AND m.user_id = ANY(${people})
    UNION ALL
    SELECT m.user_id, 'program', p.program_id::text
      FROM ${schema.startupMembers} m JOIN ${schema.startupPrograms} p ON p.incubator_id = m.incubator_id AND p.startup_id = m.startup_id
     WHERE m.incubator_id = ${tenant} AND m.kind = 'founder' AND m.user_id = ANY(${people})`);
  // Only people found in this tenant get an audience; rows arrive in no particular order.
  for (const row of rows) {
    if (row.kind === 'role') audiences.set(row.user_id, { userId: row.user_id, roleType: row.value, userTagIds: [], startupTagIds: [], programIds: [] });
  }
  for (const row of rows) {
    const audience = audiences.get(row.user_id);
    if (!audience || row.kind === 'role' || !row.value) continue;
    const list = row.kind === 'userTag' ? audience.userTagIds : row.kind === 'startupTag' ? audience.startupTagIds : audience.programIds;
    if (!list.includes(row.value)) list.push(row.value);
  }
  return audiences;
}

/** The viewer's audience, read once per request. */
export function viewerAudience(ctx: Context): Promise<Audience> {
  return memo(ctx, 'eventsViewerAudience', async () => {
    const viewer = requireViewer(ctx);
    const audience = (await audiencesOf(await ctx.tx.db(), ctx.incubator.id, [viewer.user.id])).get(viewer.user.id);
    // The signed-in person's role is the one the request runs with.
    return { ...(audience ?? { userId: viewer.user.id, userTagIds: [], startupTagIds: [], programIds: [] }), roleType: viewer.role?.type ?? null };
  });
}

const roleList = (audience: Audience) => (audience.roleType ? [audience.roleType] : []);

/** One rule in SQL: `is` empty or sharing a value with the person's, and `isNot` sharing none. */
const ruleCondition = (is: AnyColumn, isNot: AnyColumn, mine: SQL): SQL => sql`((cardinality(${is}) = 0 OR ${is} && ${mine}) AND NOT (${isNot} && ${mine}))`;

/** Whether the audience matches all four rules of an event, as a condition on `incubator_events`. */
export function audienceCondition(audience: Audience): SQL {
  return sql`(${ruleCondition(ev.visRolesIs, ev.visRolesNot, arrayOf(roleList(audience), 'text'))}
    AND ${ruleCondition(ev.visUserTagsIs, ev.visUserTagsNot, arrayOf(audience.userTagIds, 'uuid'))}
    AND ${ruleCondition(ev.visStartupTagsIs, ev.visStartupTagsNot, arrayOf(audience.startupTagIds, 'uuid'))}
    AND ${ruleCondition(ev.visProgramsIs, ev.visProgramsNot, arrayOf(audience.programIds, 'uuid'))})`;
}

const ruleMatches = (is: readonly string[], isNot: readonly string[], mine: readonly string[]) =>
  (is.length === 0 || is.some((v) => mine.includes(v))) && !isNot.some((v) => mine.includes(v));

/** audienceCondition for one event already read. */
export function audienceMatches(audience: Audience, event: EventRow): boolean {
  return (
    ruleMatches(event.visRolesIs, event.visRolesNot, roleList(audience)) &&
    ruleMatches(event.visUserTagsIs, event.visUserTagsNot, audience.userTagIds) &&
    ruleMatches(event.visStartupTagsIs, event.visStartupTagsNot, audience.startupTagIds) &&
    ruleMatches(event.visProgramsIs, event.visProgramsNot, audience.programIds)
  );
}

/** Holders of EVENT:EDIT manage every event: they see drafts, archived events and events not meant for them. */
export function mayBypassVisibility(ctx: Context): Promise<boolean> {
  return memo(ctx, 'eventsBypassVisibility', () => isAuthorized(ctx, 'EVENT:EDIT'));
}

/** The viewer's own standing at events, batched: which ones they host and which they hold a place at. */
function viewerTies(ctx: Context) {
  return memo(ctx, 'eventsViewerTies', () => {
    const userId = requireViewer(ctx).user.id;
    const tenant = ctx.incubator.id;
    const tiedBy = (table: typeof evHosts | typeof evAttendees) =>
      new DataLoader<string, boolean>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .selectDistinct({ eventId: table.eventId })
          .from(table)
          .where(and(eq(table.incubatorId, tenant), eq(table.userId, userId), inArray(table.eventId, [...ids])));
        const tied = new Set(rows.map((r) => r.eventId));
        return ids.map((id) => tied.has(id));
      });
    return { hosts: tiedBy(evHosts), attends: tiedBy(evAttendees) };
  });
}

/**
 * Whether the viewer may open the event. Managers (EVENT:EDIT), its hosts and its creator always
 * may; anyone else only while it is published and not archived, when the rules are for them — or
 * when they hold a place at it (registered or waitlisted, by themselves or by someone allowed to
 * register them), which keeps a cancelled event readable to the people it was cancelled for.
 * Drafts are therefore seen only by those who may edit them and by hosts.
 */
export async function canSeeEvent(ctx: Context, event: EventRow): Promise<boolean> {
  if (!ctx.viewer || event.incubatorId !== ctx.incubator.id) return false;
  if (await mayBypassVisibility(ctx)) return true;
  if (event.createdBy === ctx.viewer.user.id) return true;
  const ties = viewerTies(ctx);
  if (await ties.hosts.load(event.id)) return true;
  if (event.isArchived || (event.status !== 'PUBLISHED' && event.status !== 'CANCELLED')) return false;
  if (await ties.attends.load(event.id)) return true;
  return event.status === 'PUBLISHED' && audienceMatches(await viewerAudience(ctx), event);
}

/** Which of these events the viewer may open, with one query per kind of tie whatever their number (DataLoader batches the concurrent checks). */
export async function visibleAmong(ctx: Context, events: readonly EventRow[]): Promise<Set<string>> {
  const seen = await Promise.all(events.map((event) => canSeeEvent(ctx, event)));
  return new Set(events.filter((_e, i) => seen[i]).map((e) => e.id));
}

/** An event the viewer may open; a malformed id, another tenant's or an unseen event is NOT_FOUND alike. */
export async function visibleEvent(ctx: Context, id: string): Promise<EventRow> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const event = await eventLoaders(ctx).event.load(id);
  if (!event || !(await canSeeEvent(ctx, event))) throw notFound();
  return event;
}

/**
 * Which of these people the event is meant for by its rules alone (registering others and
 * notifications check it): people of another tenant or unknown ids are never included.
 */
export async function audienceIncludes(ctx: Pick<Context, 'incubator'>, db: Db, event: EventRow, userIds: readonly string[]): Promise<Set<string>> {
  const audiences = await audiencesOf(db, ctx.incubator.id, userIds.filter(isId));
  return new Set([...audiences.values()].filter((a) => audienceMatches(a, event)).map((a) => a.userId));
}
