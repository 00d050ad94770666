import { and, asc, eq, sql } from 'drizzle-orm';
import type { PostVisibility } from '@seedbed/contracts/community';
import type { Db } from '../../core/db/pool.ts';
import type { EventContext, EventReactions } from '../../core/events.ts';
import { ev, findEvent, type EventRow } from '../events/repo.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { insertFeedPost, removeFeedPosts, updateFeedPost } from './posts.ts';
import { posts } from './types.ts';
import { uuidArray } from '../../core/db/uuid-array.ts';

/**
 * Programme items (plan flag programPage): a published event appears in the feed of the people it
 * is for, as an EVENT post standing for it, and leaves when it is unpublished, cancelled, archived
 * or deleted. A series is one item, for its next occurrence. Coaching sessions and office hours
 * outside events are not published to a programme, so only events are posted.
 */

interface Audience {
  visibility: PostVisibility;
  programIds: string[];
  roleTypes: string[];
}

/**
 * The feed's audience of an event, when the feed can say it: open to all (EVERYONE), to programmes
 * (PROGRAM) or to roles (ROLES). Rules the feed cannot express (tags, exclusions, programmes and
 * roles at once) keep the event out of the feed rather than show it to people it is not for.
 */
export function feedAudienceOf(event: EventRow): Audience | null {
  const unsaid = [event.visRolesNot, event.visUserTagsIs, event.visUserTagsNot, event.visStartupTagsIs, event.visStartupTagsNot, event.visProgramsNot];
  if (unsaid.some((list) => list.length)) return null;
  const programs = event.visProgramsIs;
  const roles = event.visRolesIs;
  if (programs.length && roles.length) return null;
  if (programs.length) return { visibility: 'PROGRAM', programIds: programs, roleTypes: [] };
  if (roles.length) return { visibility: 'ROLES', programIds: [], roleTypes: roles };
  return { visibility: 'EVERYONE', programIds: [], roleTypes: [] };
}

/** What the item shows of its event. */
const dataOf = (event: EventRow) => ({
  eventId: event.id,
  seriesId: event.seriesId,
  title: event.title,
  eventType: event.eventType,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  timezone: event.timezone,
  locationMode: event.locationMode,
  location: event.locationText,
  online: event.locationMode !== 'IN_PERSON',
});

/** A flat object as text whatever the order of its keys (jsonb keeps its own order). */
const sorted = (value: Record<string, unknown> | null) => JSON.stringify(Object.entries(value ?? {}).sort(([a], [b]) => a.localeCompare(b)));

const shown = (event: EventRow, leaving: string | null) => event.id !== leaving && event.status === 'PUBLISHED' && !event.isArchived;

/** The occurrences an item may stand for: the event, or every occurrence of its series. */
async function occurrencesOf(db: Db, tenant: string, event: EventRow): Promise<EventRow[]> {
  if (!event.seriesId) return [event];
  return db
    .select()
    .from(ev)
    .where(and(eq(ev.incubatorId, tenant), eq(ev.seriesId, event.seriesId)))
    .orderBy(asc(ev.startsAt), asc(ev.id));
}

/**
 * Brings the feed in step with an event (and its series): one item for the next occurrence shown,
 * changed when the event changed, removed when none is shown. `leaving`: an event being deleted.
 */
export async function syncEventItem(ctx: EventContext, db: Db, eventId: string, leaving: string | null = null): Promise<void> {
  const tenant = ctx.incubator.id;
  const event = await findEvent(db, tenant, eventId);
  if (!event) return;
  const occurrences = await occurrencesOf(db, tenant, event);
  const items = await db
    .select()
    .from(posts)
    .where(and(eq(posts.incubatorId, tenant), eq(posts.kind, 'EVENT'), sql`${posts.subjectId} = ANY(${uuidArray(occurrences.map((o) => o.id))})`));
  const candidates = occurrences.filter((o) => shown(o, leaving));
  const next = candidates.find((o) => o.endsAt > new Date()) ?? candidates.at(-1);
  const audience = next ? feedAudienceOf(next) : null;
  if (!next || !audience || !incubatorFlags(ctx.incubator).programPage) {
    for (const item of items) if (item.subjectId) await removeFeedPosts(ctx, db, 'EVENT', item.subjectId);
    return;
  }
  const values = { kind: 'EVENT' as const, authorId: null, content: '', ...audience, subjectId: next.id, data: dataOf(next) };
  const [item, ...extra] = items;
  for (const other of extra) if (other.subjectId) await removeFeedPosts(ctx, db, 'EVENT', other.subjectId);
  if (!item) {
    await insertFeedPost(ctx, db, values);
    return;
  }
  const same =
    item.subjectId === next.id &&
    item.visibility === audience.visibility &&
    JSON.stringify(item.programIds) === JSON.stringify(audience.programIds) &&
    JSON.stringify(item.roleTypes) === JSON.stringify(audience.roleTypes) &&
    sorted(item.data) === sorted(values.data);
  if (!same) await updateFeedPost(ctx, db, item, values);
}

/** Events' changes, as the feed follows them. */
export const programItemReactions: EventReactions = {
  'events.published': (ctx, db, e) => syncEventItem(ctx, db, e.data.eventId),
  'events.updated': (ctx, db, e) => syncEventItem(ctx, db, e.data.eventId),
  'events.archived': (ctx, db, e) => syncEventItem(ctx, db, e.data.eventId),
  'events.unpublished': (ctx, db, e) => syncEventItem(ctx, db, e.data.eventId),
  'events.cancelled': (ctx, db, e) => syncEventItem(ctx, db, e.data.eventId),
  // Recorded while the event's rows still exist: it is left out, and its series' next occurrence takes its place.
  'events.deleted': (ctx, db, e) => syncEventItem(ctx, db, e.data.eventId, e.data.eventId),
};
