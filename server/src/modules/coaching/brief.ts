import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { plainText } from '../../core/rich-text.ts';
import { builder } from '../../core/schema-builder.ts';
import { formTitle } from '../forms/service.ts';
import { mayManageMetrics } from '../metrics/access.ts';
import { authorizeStartupView } from '../tasks/access.ts';
import { hourBalance } from './hours.ts';
import { sessionStanding, visibleSession } from './access.ts';
import { cs, type CoachingSessionRow } from './repo.ts';

/** Characters of the previous notes quoted. */
const EXCERPT_MAX = 400;
const TASKS_MAX = 5;
const METRICS_MAX = 6;

const excerpt = (html: string) => {
  const text = plainText(html);
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text;
};

export interface SessionBrief {
  previous: { session: CoachingSessionRow; notes: string; staffNotes: string | null } | null;
  openTasks: Array<{ id: string; name: string; dueDate: Date; url: string | null }>;
  metrics: Array<{ metricId: string; name: string; unitType: string; value: string | null; periodFrom: string }>;
  hours: { allocatedMinutes: number; usedMinutes: number; remainingMinutes: number } | null;
}

/** Reads that the viewer's rights refuse leave their part empty rather than failing the whole brief. */
const allowed = (check: Promise<unknown>) => check.then(() => true).catch(() => false);

/**
 * What a coach reads before a session (beyond the spec): the notes of the startup's previous
 * session they may open, its open tasks, its latest metric values and its coaching hours left.
 * For the session's organisers and coaches; each part follows the rule of its own feature.
 */
export async function sessionBrief(ctx: Context, sessionId: string): Promise<SessionBrief> {
  requireViewer(ctx);
  const { session, standing } = await visibleSession(ctx, sessionId);
  if (!standing.organiser && standing.role !== 'coach') throw notFound();
  const brief: SessionBrief = { previous: null, openTasks: [], metrics: [], hours: null };
  const startupId = session.startupId;
  if (!startupId) return brief;
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;

  // Along coaching_sessions_startup_idx: the latest earlier sessions, the first one the viewer may open.
  const earlier = await db
    .select()
    .from(cs)
    .where(and(eq(cs.incubatorId, tenant), eq(cs.startupId, startupId), lt(cs.startsAt, session.startsAt), ne(cs.id, session.id), isNull(cs.cancelledAt)))
    .orderBy(desc(cs.startsAt), desc(cs.id))
    .limit(5);
  for (const candidate of earlier) {
    const own = await sessionStanding(ctx, candidate);
    if (!own) continue;
    brief.previous = { session: candidate, notes: excerpt(candidate.editor), staffNotes: own.readsStaffNotes && candidate.staffEditor ? excerpt(candidate.staffEditor) : null };
    break;
  }

  if (await allowed(authorizeStartupView(ctx, startupId))) {
    const t = schema.tasks;
    const a = schema.taskAssignees;
    brief.openTasks = await db
      .select({ id: t.id, name: t.name, dueDate: t.dueDate, url: t.url })
      .from(t)
      .where(
        and(
          eq(t.incubatorId, tenant),
          eq(t.startupId, startupId),
          sql`exists (select 1 from ${a} where ${a.incubatorId} = ${t.incubatorId} and ${a.taskId} = ${t.id} and ${a.done} = false)`,
        ),
      )
      .orderBy(asc(t.dueDate), asc(t.id))
      .limit(TASKS_MAX);
  }

  if (await mayManageMetrics(ctx, startupId)) {
    const v = schema.metricValues;
    const m = schema.metrics;
    // Each metric's newest filled value, along metric_values_startup_idx.
    const latest = await db
      .selectDistinctOn([v.metricId], { metricId: v.metricId, name: m.name, unitType: m.unitType, value: v.value, dateValue: v.dateValue, periodFrom: v.periodFrom })
      .from(v)
      .innerJoin(m, and(eq(m.incubatorId, v.incubatorId), eq(m.id, v.metricId)))
      .where(and(eq(v.incubatorId, tenant), eq(v.startupId, startupId), sql`coalesce(${v.value}, ${v.dateValue}::text) is not null`))
      .orderBy(v.metricId, desc(v.periodFrom));
    brief.metrics = latest
      .sort((x, y) => y.periodFrom.localeCompare(x.periodFrom))
      .slice(0, METRICS_MAX)
      .map((row) => ({ metricId: row.metricId, name: formTitle(row.name, ctx), unitType: row.unitType, value: row.value ?? row.dateValue, periodFrom: row.periodFrom }));
  }

  brief.hours = await hourBalance(ctx, db, startupId);
  return brief;
}

const PreviousRef = builder.objectRef<NonNullable<SessionBrief['previous']>>('CoachingBriefPrevious').implement({
  fields: (t) => ({
    sessionId: t.id({ nullable: false, resolve: (p) => p.session.id }),
    name: t.string({ nullable: false, resolve: (p) => p.session.name }),
    date: t.string({ nullable: false, resolve: (p) => p.session.startsAt.toISOString() }),
    notes: t.exposeString('notes', { nullable: false, description: 'The shared notes as plain text, cut short.' }),
    staffNotes: t.exposeString('staffNotes', { description: "The staff's notes as plain text, for those who read them." }),
  }),
});

const TaskRef = builder.objectRef<SessionBrief['openTasks'][number]>('CoachingBriefTask').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    dueDate: t.string({ nullable: false, resolve: (task) => task.dueDate.toISOString() }),
    url: t.exposeString('url'),
  }),
});

const MetricRef = builder.objectRef<SessionBrief['metrics'][number]>('CoachingBriefMetric').implement({
  fields: (t) => ({
    metricId: t.exposeID('metricId', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    unitType: t.exposeString('unitType', { nullable: false }),
    value: t.exposeString('value'),
    periodFrom: t.exposeString('periodFrom', { nullable: false }),
  }),
});

const HoursRef = builder.objectRef<NonNullable<SessionBrief['hours']>>('CoachingBriefHours').implement({
  fields: (t) => ({
    allocatedMinutes: t.exposeInt('allocatedMinutes', { nullable: false }),
    usedMinutes: t.exposeInt('usedMinutes', { nullable: false }),
    remainingMinutes: t.exposeInt('remainingMinutes', { nullable: false }),
  }),
});

const BriefRef = builder.objectRef<SessionBrief>('CoachingSessionBrief').implement({
  description: "What to read before a session: the previous session's notes, the startup's open tasks, latest metrics and hours left.",
  fields: (t) => ({
    previous: t.field({ type: PreviousRef, resolve: (b) => b.previous }),
    openTasks: t.field({ type: [TaskRef], nullable: false, resolve: (b) => b.openTasks }),
    metrics: t.field({ type: [MetricRef], nullable: false, resolve: (b) => b.metrics }),
    hours: t.field({ type: HoursRef, description: 'Null without an allocation or with hour allocation off.', resolve: (b) => b.hours }),
  }),
});

builder.queryFields((t) => ({
  coachingSessionBrief: t.field({
    type: BriefRef,
    nullable: false,
    description: "A session's brief, for its organisers and coaches.",
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_r, { sessionId }, ctx) => sessionBrief(ctx, sessionId),
  }),
}));
