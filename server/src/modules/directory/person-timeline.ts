import { and, desc, eq, inArray, isNotNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personTimelineArgsSchema } from '@seedbed/contracts/community-input';
import { DIRECTORY_PAGE_SIZE } from '@seedbed/contracts/community';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { feedAudience, mayUseFeed, readablePosts } from '../community/visibility.ts';
import { posts, postUrl, replyPageUrl, type PostRow } from '../community/types.ts';
import { canSeeCourse } from '../courses/access.ts';
import { co, coEnrolments } from '../courses/repo.ts';
import { canSeeEvent } from '../events/visibility.ts';
import { ev, evAttendees } from '../events/repo.ts';
import { timelineUrl } from '../notifications/producers/timeline-notes.ts';
import type { StartupRow } from '../startups/repo.ts';
import { canSeeStartup, mayReadPrivate } from '../timeline/access.ts';
import { NOTE_KIND } from '../timeline/note-kind.ts';
import { userLoaders } from '../users/loaders.ts';
import { canSeeUser } from '../users/visibility.ts';

export const PERSON_ACTIVITY_KINDS = ['POST', 'REPLY', 'NOTE', 'EVENT', 'COURSE'] as const;
export type PersonActivityKind = (typeof PERSON_ACTIVITY_KINDS)[number];

/** One thing a person did, as their profile's timeline shows it. */
export interface PersonActivity {
  id: string;
  kind: PersonActivityKind;
  createdAt: Date;
  post?: PostRow;
  startup?: StartupRow;
  /** A note's sanitised HTML (stored so by the timeline). */
  note?: string | null;
  link: string | null;
  title?: string | null;
}

/** Where an item sits in the merged stream, newest first: its time (with PostgreSQL's microseconds) and its id. */
type Key = readonly [string, string];
type Keyed = PersonActivity & { key: Key };

/**
 * What one source gives for a page: its items the viewer may read, and — when it may hold more
 * than it gave — the key of the last row it read (its horizon): nothing older than that may be
 * shown before the source is read further.
 */
interface SourceAnswer {
  items: Keyed[];
  horizon: Key | null;
}

type Source = (ctx: Context, db: Db, userId: string, after: Key | null, take: number) => Promise<SourceAnswer>;

const newer = (a: Key, b: Key) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
const before = (time: SQLWrapper, id: SQLWrapper, after: Key | null) => (after ? sql`(${time}, ${id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined);

/** A source's rows read, `take` at most: those kept, and its horizon when it may hold more. */
function answer<R>(rows: R[], take: number, keyOf: (row: R) => Key, keep: (row: R, index: number) => Keyed | null): SourceAnswer {
  const items = rows.map((row, index) => keep(row, index)).filter((item): item is Keyed => item !== null);
  return { items, horizon: rows.length === take ? keyOf(rows[rows.length - 1]!) : null };
}

/** Their posts and replies in the feed whose thread the viewer reads (community_posts_author_idx; the thread's post by its key). */
const postSource: Source = async (ctx, db, userId, after, take) => {
  if (!(await mayUseFeed(ctx))) return { items: [], horizon: null };
  const mine = alias(posts, 'mine');
  const rows = await db
    .select({ post: mine, key: exactTime(mine.createdAt) })
    .from(mine)
    .innerJoin(posts, and(eq(posts.incubatorId, mine.incubatorId), eq(posts.id, sql`coalesce(${mine.rootId}, ${mine.id})`)))
    .where(and(eq(mine.incubatorId, ctx.incubator.id), eq(mine.authorId, userId), readablePosts(await feedAudience(ctx)), before(mine.createdAt, mine.id, after)))
    .orderBy(desc(mine.createdAt), desc(mine.id))
    .limit(take);
  return answer(
    rows,
    take,
    (row) => [row.key, row.post.id],
    ({ post, key }) => ({
      id: post.id,
      kind: post.rootId ? 'REPLY' : 'POST',
      createdAt: post.createdAt,
      post,
      link: post.rootId ? replyPageUrl(post.rootId, post.id) : postUrl(post.id),
      key: [key, post.id],
    }),
  );
};

const te = schema.timelineEvents;
const st = schema.startups;

/**
 * Their notes and replies on startup timelines the viewer reads (timeline_author_idx): the
 * startups they wrote on are few, so each is asked the timeline's own rules once — seen at all,
 * and private notes too — and the rows are read with that answer as a condition.
 */
const noteSource: Source = async (ctx, db, userId, after, take) => {
  const tenant = ctx.incubator.id;
  const written = await db
    .selectDistinct({ startupId: te.startupId })
    .from(te)
    .where(and(eq(te.incubatorId, tenant), eq(te.createdBy, userId), eq(te.kind, NOTE_KIND)));
  const whole: string[] = [];
  const publicOnly: string[] = [];
  for (const { startupId } of written) {
    if (!(await canSeeStartup(ctx, startupId))) continue;
    ((await mayReadPrivate(ctx, startupId)) ? whole : publicOnly).push(startupId);
  }
  if (!whole.length && !publicOnly.length) return { items: [], horizon: null };
  const rows = await db
    .select({ note: te, startup: st, key: exactTime(te.createdAt) })
    .from(te)
    .innerJoin(st, and(eq(st.incubatorId, te.incubatorId), eq(st.id, te.startupId)))
    .where(
      and(
        eq(te.incubatorId, tenant),
        eq(te.createdBy, userId),
        eq(te.kind, NOTE_KIND),
        or(whole.length ? inArray(te.startupId, whole) : undefined, publicOnly.length ? and(inArray(te.startupId, publicOnly), eq(te.isPublic, true)) : undefined),
        before(te.createdAt, te.id, after),
      ),
    )
    .orderBy(desc(te.createdAt), desc(te.id))
    .limit(take);
  return answer(
    rows,
    take,
    (row) => [row.key, row.note.id],
    ({ note, startup, key }) => ({
      id: note.id,
      kind: 'NOTE',
      createdAt: note.createdAt,
      startup,
      note: note.message,
      link: timelineUrl(startup.id),
      key: [key, note.id],
    }),
  );
};

/** Events they hold a place at (event_attendees_user_idx), each shown only when the viewer may open it (events' own rule). */
const eventSource: Source = async (ctx, db, userId, after, take) => {
  const rows = await db
    .select({ place: evAttendees, event: ev, key: exactTime(evAttendees.registrationTime) })
    .from(evAttendees)
    .innerJoin(ev, and(eq(ev.incubatorId, evAttendees.incubatorId), eq(ev.id, evAttendees.eventId)))
    .where(
      and(
        eq(evAttendees.incubatorId, ctx.incubator.id),
        eq(evAttendees.userId, userId),
        eq(evAttendees.waitlisted, false),
        inArray(evAttendees.status, ['REGISTERED', 'ATTENDED']),
        before(evAttendees.registrationTime, evAttendees.id, after),
      ),
    )
    .orderBy(desc(evAttendees.registrationTime), desc(evAttendees.id))
    .limit(take);
  const seen = await Promise.all(rows.map((row) => canSeeEvent(ctx, row.event)));
  return answer(
    rows,
    take,
    (row) => [row.key, row.place.id],
    ({ place, event, key }, index) => {
      if (!seen[index]) return null;
      return { id: place.id, kind: 'EVENT', createdAt: place.registrationTime, title: event.title, link: `/events/${event.id}`, key: [key, place.id] };
    },
  );
};

/** Courses they completed (the plan's course flag), each shown only when the viewer may open it (courses' own rule). */
const courseSource: Source = async (ctx, db, userId, after, take) => {
  if (!incubatorFlags(ctx.incubator).course) return { items: [], horizon: null };
  const rows = await db
    .select({ enrolment: coEnrolments, course: co, key: exactTime(coEnrolments.completedAt) })
    .from(coEnrolments)
    .innerJoin(co, and(eq(co.incubatorId, coEnrolments.incubatorId), eq(co.id, coEnrolments.courseId)))
    .where(
      and(
        eq(coEnrolments.incubatorId, ctx.incubator.id),
        eq(coEnrolments.userId, userId),
        isNotNull(coEnrolments.completedAt),
        before(coEnrolments.completedAt, coEnrolments.id, after),
      ),
    )
    .orderBy(desc(coEnrolments.completedAt), desc(coEnrolments.id))
    .limit(take);
  const seen = await Promise.all(rows.map((row) => canSeeCourse(ctx, row.course)));
  return answer(
    rows,
    take,
    (row) => [row.key, row.enrolment.id],
    ({ enrolment, course, key }, index) => {
      if (!seen[index]) return null;
      return { id: enrolment.id, kind: 'COURSE', createdAt: enrolment.completedAt!, title: course.title, link: `/courses/${course.id}`, key: [key, enrolment.id] };
    },
  );
};

const SOURCES: readonly Source[] = [postSource, noteSource, eventSource, courseSource];
/** A page whose sources hid everything they read is read further, this many times at most, before answering empty with a cursor. */
const ROUNDS_MAX = 4;

/**
 * The merged stream of one page: every source read from the same place, `size + 1` rows each, and
 * merged by time. Only what is at or above the newest horizon is certain to be complete, so the
 * page stops there; the next one starts after it.
 */
async function mergedPage(ctx: Context, db: Db, userId: string, after: Key | null, size: number): Promise<{ items: Keyed[]; next: Key | null }> {
  const answers: SourceAnswer[] = [];
  for (const source of SOURCES) answers.push(await source(ctx, db, userId, after, size + 1));
  const horizons = answers.map((a) => a.horizon).filter((h): h is Key => h !== null);
  const boundary = horizons.reduce<Key | null>((newest, h) => (newest === null || newer(h, newest) ? h : newest), null);
  const candidates = answers
    .flatMap((a) => a.items)
    .filter((item) => boundary === null || !newer(boundary, item.key))
    .sort((a, b) => (newer(a.key, b.key) ? -1 : 1));
  if (candidates.length > size) return { items: candidates.slice(0, size), next: candidates[size - 1]!.key };
  return { items: candidates, next: boundary };
}

/**
 * A person's timeline (their profile's timeline tab): what they posted and did that the viewer may
 * see, newest first, keyset-paged over a stream merged from their feed posts and replies, their
 * notes on startup timelines, the events they registered for and the courses they completed —
 * each source read from its own index range and shown by its own feature's rules. NOT_FOUND when
 * the viewer may not see the person.
 */
export async function personTimeline(ctx: Context, rawArgs: unknown): Promise<{ results: PersonActivity[]; next: string | null }> {
  requireViewer(ctx);
  const { userId, cursor, limit } = parseInput(personTimelineArgsSchema(), rawArgs);
  let after: Key | null = cursor ? decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]) : null;
  const loaders = userLoaders(ctx);
  const person = await loaders.user.load(userId);
  const role = person?.roleId ? await loaders.role.load(person.roleId) : null;
  if (!person || !(await canSeeUser(ctx, person, role))) throw notFound();
  const db = await ctx.tx.db();
  const size = limit ?? DIRECTORY_PAGE_SIZE;
  for (let round = 0; ; round++) {
    const page = await mergedPage(ctx, db, person.id, after, size);
    if (page.items.length || !page.next || round + 1 >= ROUNDS_MAX) {
      return { results: page.items.map(({ key: _key, ...item }) => item), next: page.next ? encodeCursor(page.next) : null };
    }
    after = page.next;
  }
}
