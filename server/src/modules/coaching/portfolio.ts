import { and, asc, eq, exists, gt, or, sql } from 'drizzle-orm';
import { ORGANISATION_ADMINS, INTERNAL, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { builder } from '../../core/schema-builder.ts';
import { Startup } from '../startups/schema.ts';
import { visibleStartupsCondition } from '../startups/access.ts';
import { containsPattern } from '../tasks/list-search.ts';
import type { StartupRow } from '../startups/repo.ts';
import { hourBalances } from './hours.ts';
import { CoachingSession, coachingLoaders } from './types.ts';

const st = schema.startups;
const members = schema.startupMembers;
const PAGE_DEFAULT = 20;
const PAGE_MAX = 50;

export interface PortfolioEntry {
  startup: StartupRow;
  nextSessionId: string | null;
  lastSessionId: string | null;
  sessionsCount: number;
  /** Null when the startup has no coaching hours (or the plan lacks them). */
  hoursRemainingMinutes: number | null;
}

interface SessionFacts extends Record<string, unknown> {
  startup_id: string;
  next_id: string | null;
  last_id: string | null;
  sessions: number;
}

/**
 * The startup portfolio (/coaching, spec 1 §2.7): the startups the viewer coaches — every startup
 * they see for the programme's staff, the ones they are placed on for everyone else — by name,
 * each with its next and last session (not cancelled), how many it had and the hours left.
 * Pages by keyset on (name, id) over startups_name_idx; the page's sessions are one query.
 */
export async function coachingPortfolio(ctx: Context, options: { cursor?: string | null; limit?: number | null; search?: string | null }) {
  const viewer = requireViewer(ctx);
  const tenant = ctx.incubator.id;
  const db = await ctx.tx.db();
  const size = Math.min(Math.max(1, options.limit ?? PAGE_DEFAULT), PAGE_MAX);
  const after = options.cursor ? decodeCursor(options.cursor, [cursorPart.text, cursorPart.id] as const) : null;
  const wholeProgramme = isInGroup(viewer.role?.type, INTERNAL) || isInGroup(viewer.role?.type, ORGANISATION_ADMINS);
  const own = exists(
    db
      .select({ one: sql`1` })
      .from(members)
      .where(and(eq(members.incubatorId, st.incubatorId), eq(members.startupId, st.id), eq(members.userId, viewer.user.id))),
  );
  const pattern = containsPattern(options.search?.slice(0, 200));
  const rows = await db
    .select()
    .from(st)
    .where(
      and(
        eq(st.incubatorId, tenant),
        eq(st.archived, false),
        await visibleStartupsCondition(ctx),
        wholeProgramme ? undefined : own,
        pattern ? sql`lower(${st.name}) LIKE lower(${pattern})` : undefined,
        after ? or(gt(st.name, after[0]), and(eq(st.name, after[0]), gt(st.id, after[1]))) : undefined,
      ),
    )
    .orderBy(asc(st.name), asc(st.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const next = rows.length > size && last ? encodeCursor([last.name, last.id]) : null;
  if (!page.length) return { results: [] as PortfolioEntry[], next };

  const ids = sql.join(
    page.map((s) => sql`${s.id}::uuid`),
    sql`, `,
  );
  const facts = await db.execute<SessionFacts>(sql`
    SELECT p.id AS startup_id,
      (SELECT c.id FROM coaching_sessions c WHERE c.incubator_id = ${tenant} AND c.startup_id = p.id AND c.cancelled_at IS NULL AND c.starts_at >= now()
        ORDER BY c.starts_at, c.id LIMIT 1) AS next_id,
      (SELECT c.id FROM coaching_sessions c WHERE c.incubator_id = ${tenant} AND c.startup_id = p.id AND c.cancelled_at IS NULL AND c.starts_at < now()
        ORDER BY c.starts_at DESC, c.id DESC LIMIT 1) AS last_id,
      (SELECT count(*)::int FROM coaching_sessions c WHERE c.incubator_id = ${tenant} AND c.startup_id = p.id AND c.cancelled_at IS NULL) AS sessions
    FROM unnest(ARRAY[${ids}]) AS p(id)
  `);
  const balances = await hourBalances(
    ctx,
    db,
    page.map((s) => s.id),
  );
  const byStartup = new Map(facts.rows.map((f) => [f.startup_id, f]));
  const results = page.map((startup): PortfolioEntry => {
    const f = byStartup.get(startup.id);
    return {
      startup,
      nextSessionId: f?.next_id ?? null,
      lastSessionId: f?.last_id ?? null,
      sessionsCount: Number(f?.sessions ?? 0),
      hoursRemainingMinutes: balances.get(startup.id)?.remainingMinutes ?? null,
    };
  });
  return { results, next };
}

const Entry = builder.objectRef<PortfolioEntry>('CoachingPortfolioEntry').implement({
  fields: (t) => ({
    startup: t.field({ type: Startup, nullable: false, resolve: (e) => e.startup }),
    nextSession: t.field({ type: CoachingSession, resolve: (e, _a, ctx) => (e.nextSessionId ? coachingLoaders(ctx).session.load(e.nextSessionId) : null) }),
    lastSession: t.field({ type: CoachingSession, resolve: (e, _a, ctx) => (e.lastSessionId ? coachingLoaders(ctx).session.load(e.lastSessionId) : null) }),
    sessionsCount: t.exposeInt('sessionsCount', { nullable: false }),
    hoursRemainingMinutes: t.exposeInt('hoursRemainingMinutes'),
  }),
});

const Page = builder.objectRef<{ results: PortfolioEntry[]; next: string | null }>('CoachingPortfolioPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Entry], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next'),
  }),
});

builder.queryFields((t) => ({
  coachingPortfolio: t.field({
    type: Page,
    nullable: false,
    description: 'The startups the viewer coaches (all they see for the programme staff), by name, with their coaching at a glance.',
    args: { cursor: t.arg.string(), limit: t.arg.int(), search: t.arg.string() },
    resolve: (_r, args, ctx) => coachingPortfolio(ctx, args),
  }),
}));
