import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { ANALYTICS_TOP, communityAnalyticsInputSchema } from '@seedbed/contracts/community-input';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { forbidden, notFoundField } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { loadVisibleProgram, visibleProgramsCondition } from '../startups/access.ts';
import { SKILL_TAG } from '../startups/repo.ts';
import { visiblePeople } from './visibility.ts';

const u = schema.users;
const r = schema.roles;
const posts = schema.communityPosts;
const reactions = schema.communityReactions;
const messages = schema.messages;
const events = schema.domainEvents;
const members = schema.startupMembers;
const sp = schema.startupPrograms;
const up = schema.userPrograms;

/** The period shown when none is asked for: the last 90 days. */
const DEFAULT_DAYS = 90;
/** Programmes are few; past this many the smallest are left out. */
const PROGRAMS_MAX = 50;

export interface NamedCount {
  id: string;
  name: string;
  count: number;
}

export interface WeekActivity {
  /** The Monday the week starts on, in the organisation's time zone (yyyy-MM-dd). */
  weekStart: string;
  newPeople: number;
  activePeople: number;
  posts: number;
  replies: number;
  reactions: number;
  messages: number;
}

type Series = Exclude<keyof WeekActivity, 'weekStart'>;
const SERIES: readonly Series[] = ['newPeople', 'activePeople', 'posts', 'replies', 'reactions', 'messages'];

export interface CommunityAnalytics {
  from: Date;
  to: Date;
  programId: string | null;
  totals: Record<Series | 'people', number>;
  byRole: Array<{ roleType: string; count: number }>;
  bySkill: NamedCount[];
  byIndustry: NamedCount[];
  byProgram: NamedCount[];
  weeks: WeekActivity[];
}

export interface AnalyticsArgs {
  from?: string | null;
  to?: string | null;
  programId?: string | null;
}

/** A period left open ends now and starts DEFAULT_DAYS before its end. */
function period(args: AnalyticsArgs) {
  const to = args.to ?? new Date().toISOString();
  const end = Date.parse(to);
  const from = args.from ?? (Number.isNaN(end) ? to : new Date(end - DEFAULT_DAYS * 86_400_000).toISOString());
  return { from, to, programId: args.programId };
}

/** The people counted: those the viewer sees in the directory, and with a programme its people (participants and assigned). */
function population(db: Db, visible: SQL, programId: string | null): SQL {
  if (!programId) return visible;
  const inProgram = sql`(${u.id} in (${db
    .select({ id: up.userId })
    .from(up)
    .where(and(eq(up.incubatorId, u.incubatorId), eq(up.programId, programId)))}) or ${u.id} in (${db
    .select({ id: members.userId })
    .from(members)
    .innerJoin(sp, and(eq(sp.incubatorId, members.incubatorId), eq(sp.startupId, members.startupId)))
    .where(and(eq(members.incubatorId, u.incubatorId), eq(sp.programId, programId)))}))`;
  return and(visible, inProgram)!;
}

/**
 * The community in numbers for the programme's side (staff-like roles): its people by role, skill,
 * industry and programme, and what they did week by week over a period of at most two years — who
 * joined, who was active (any recorded action, signing in included), posts, replies, reactions and
 * messages. Each figure is one grouped query over an index on the tenant and the time; people are
 * those the viewer sees in the directory, narrowed to a programme's when one is chosen.
 */
export async function communityAnalytics(ctx: Context, args: AnalyticsArgs): Promise<CommunityAnalytics> {
  const viewer = requireViewer(ctx);
  if (!isInGroup(viewer.role?.type, STAFF_LIKE)) throw forbidden();
  const { from, to, programId } = parseInput(communityAnalyticsInputSchema, period(args));
  if (programId) {
    await loadVisibleProgram(ctx, programId).catch(() => {
      throw notFoundField('programId');
    });
  }
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const people = and(eq(u.incubatorId, tenant), population(db, await visiblePeople(ctx), programId ?? null))!;
  const counted = db.select({ id: u.id }).from(u).where(people);

  const roles = await db
    .select({ roleType: r.type, count: count() })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(people)
    .groupBy(r.type)
    .orderBy(desc(count()), asc(r.type));
  const bySkill = await topTags(db, tenant, counted);
  const byIndustry = await topIndustries(db, tenant, counted);
  const byProgram = await programPeople(ctx, db, counted);
  const weeks = await weeklyActivity(ctx, db, counted, from, to);
  const [{ active }] = await db
    .select({ active: countDistinct(events.actorId) })
    .from(events)
    .where(and(eq(events.incubatorId, tenant), gte(events.createdAt, from), lt(events.createdAt, to), inArray(events.actorId, counted)));

  const sum = (series: Series) => weeks.reduce((total, week) => total + week[series], 0);
  return {
    from,
    to,
    programId: programId ?? null,
    totals: {
      people: roles.reduce((total, row) => total + row.count, 0),
      newPeople: sum('newPeople'),
      activePeople: active,
      posts: sum('posts'),
      replies: sum('replies'),
      reactions: sum('reactions'),
      messages: sum('messages'),
    },
    byRole: roles.filter((row) => row.roleType !== null).map((row) => ({ roleType: row.roleType!, count: row.count })),
    bySkill,
    byIndustry,
    byProgram,
    weeks,
  };
}

/** The ids of the people counted, as a subquery. */
type Counted = SQLWrapper;

async function topTags(db: Db, tenant: string, counted: Counted): Promise<NamedCount[]> {
  const ut = schema.userTags;
  const tags = schema.tags;
  return db
    .select({ id: tags.id, name: tags.name, count: count() })
    .from(ut)
    .innerJoin(tags, and(eq(tags.incubatorId, ut.incubatorId), eq(tags.id, ut.tagId)))
    .where(and(eq(ut.incubatorId, tenant), eq(tags.category, SKILL_TAG), inArray(ut.userId, counted)))
    .groupBy(tags.id, tags.name)
    .orderBy(desc(count()), asc(tags.name))
    .limit(ANALYTICS_TOP);
}

async function topIndustries(db: Db, tenant: string, counted: Counted): Promise<NamedCount[]> {
  const ui = schema.userIndustries;
  const industries = schema.industries;
  return db
    .select({ id: industries.id, name: industries.name, count: count() })
    .from(ui)
    .innerJoin(industries, and(eq(industries.incubatorId, ui.incubatorId), eq(industries.id, ui.industryId)))
    .where(and(eq(ui.incubatorId, tenant), inArray(ui.userId, counted)))
    .groupBy(industries.id, industries.name)
    .orderBy(desc(count()), asc(industries.name))
    .limit(ANALYTICS_TOP);
}

/** The people of each programme the viewer sees: its participants and the people of its startups, each once. */
async function programPeople(ctx: Context, db: Db, counted: Counted): Promise<NamedCount[]> {
  const programs = schema.programs;
  const tenant = ctx.incubator.id;
  const taking = db.select({ programId: up.programId, userId: up.userId }).from(up).where(eq(up.incubatorId, tenant));
  const onStartups = db
    .select({ programId: sp.programId, userId: members.userId })
    .from(members)
    .innerJoin(sp, and(eq(sp.incubatorId, members.incubatorId), eq(sp.startupId, members.startupId)))
    .where(eq(members.incubatorId, tenant));
  const people = taking.union(onStartups).as('program_people');
  const total = countDistinct(people.userId);
  return db
    .select({ id: programs.id, name: programs.name, count: total })
    .from(people)
    .innerJoin(programs, and(eq(programs.incubatorId, tenant), eq(programs.id, people.programId)))
    .where(and(inArray(people.userId, counted), await visibleProgramsCondition(ctx)))
    .groupBy(programs.id, programs.name)
    .orderBy(desc(total), asc(programs.name))
    .limit(PROGRAMS_MAX);
}

/**
 * Every week of the period, Monday first in the organisation's time zone, with each series counted
 * in one statement: one grouped branch per series, each a range of an index on (tenant, time).
 */
async function weeklyActivity(ctx: Context, db: Db, counted: Counted, from: Date, to: Date): Promise<WeekActivity[]> {
  const tenant = ctx.incubator.id;
  const zone = ctx.incubator.timezone || 'UTC';
  const branch = (series: Series, table: AnyPgTable, at: AnyPgColumn, who: AnyPgColumn, tally: SQL, where: SQL) =>
    sql`select ${series} as series, to_char(date_trunc('week', ${at} at time zone ${zone}), 'YYYY-MM-DD') as week, ${tally} as total
      from ${table} where ${and(where, gte(at, from), lt(at, to), inArray(who, counted))} group by 2`;
  const rows = sql`count(*)::int`;
  const statement = sql.join(
    [
      branch('newPeople', u, u.createdAt, u.id, rows, eq(u.incubatorId, tenant)),
      branch('activePeople', events, events.createdAt, events.actorId, sql`count(distinct ${events.actorId})::int`, eq(events.incubatorId, tenant)),
      branch('posts', posts, posts.createdAt, posts.authorId, rows, and(eq(posts.incubatorId, tenant), isNull(posts.rootId), eq(posts.kind, 'POST'))!),
      branch('replies', posts, posts.createdAt, posts.authorId, rows, and(eq(posts.incubatorId, tenant), isNotNull(posts.rootId))!),
      branch('reactions', reactions, reactions.createdAt, reactions.userId, rows, eq(reactions.incubatorId, tenant)),
      branch('messages', messages, messages.createdAt, messages.authorId, rows, and(eq(messages.incubatorId, tenant), isNull(messages.deletedAt))!),
    ],
    sql` union all `,
  );
  const counts = await db.execute<{ series: Series; week: string; total: number }>(statement);
  const starts = await db.execute<{ week: string }>(
    sql`select to_char(w, 'YYYY-MM-DD') as week from generate_series(date_trunc('week', ${from}::timestamptz at time zone ${zone}), date_trunc('week', (${to}::timestamptz - interval '1 microsecond') at time zone ${zone}), interval '1 week') as w`,
  );
  const weeks = new Map<string, WeekActivity>(
    starts.rows.map(({ week: start }) => [start, { weekStart: start, ...(Object.fromEntries(SERIES.map((s) => [s, 0])) as Record<Series, number>) }]),
  );
  for (const row of counts.rows) {
    const entry = weeks.get(row.week);
    if (entry) entry[row.series] = Number(row.total);
  }
  return [...weeks.values()];
}
