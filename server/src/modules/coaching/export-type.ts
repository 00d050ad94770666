import { and, asc, count, eq, exists, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CoachingEventType } from '@seedbed/contracts/coaching';
import { coachingSessionsExportFilterSchema } from '@seedbed/contracts/export-filters';
import type { z } from 'zod';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { ExportTypeDefinition } from '../exports/export-type.ts';
import { pagesByTime } from '../exports/pages.ts';
import { fileDate, inert } from '../exports/rest-table.ts';
import { assignedScope, viewerGrants } from '../permissions/scope.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { loadTags } from '../startups/loaders.ts';
import { COACHING_SUBJECT, cs, csPeople, type CoachingSessionRow } from './repo.ts';
import { coachingLoaders } from './types.ts';

/** Sessions read per query while the file is written. */
const PAGE = 200;
const EXPORT_KEY = 'COACHING_SESSION:EXPORT';
const COLUMNS = [
  'name',
  'type',
  'date',
  'localDate',
  'plannedDuration',
  'realDuration',
  'startup',
  'programmes',
  'coaches',
  'attendees',
  'topics',
  'location',
  'started',
  'ended',
  'evaluations',
  'cancelled',
] as const;

export type CoachingSessionsExportFilter = z.output<typeof coachingSessionsExportFilterSchema>;

/**
 * Which sessions the viewer exports: ALL every session; ASSIGNED those they created, take part in,
 * or whose startup they are assigned to or found; SELECTED those of the startups chosen for them;
 * NONE is refused.
 */
async function reach(ctx: Context): Promise<SQL | undefined> {
  const viewer = requireViewer(ctx);
  const grant = viewerGrants(ctx).get(EXPORT_KEY);
  const tenant = ctx.incubator.id;
  switch (grant?.criteria) {
    case 'ALL':
      return undefined;
    case 'SELECTED':
      return grant.selected?.length ? inArray(cs.startupId, grant.selected) : sql`false`;
    case 'ASSIGNED': {
      const { startupIds } = await assignedScope(ctx);
      const onIt = exists(
        (await ctx.tx.db())
          .select({ one: sql`1` })
          .from(csPeople)
          .where(and(eq(csPeople.incubatorId, tenant), eq(csPeople.sessionId, cs.id), eq(csPeople.userId, viewer.user.id))),
      );
      return or(eq(cs.createdBy, viewer.user.id), onIt, ...(startupIds.size ? [inArray(cs.startupId, [...startupIds])] : []));
    }
    default:
      throw new AppError('FORBIDDEN', 'coaching.export.forbidden');
  }
}

async function conditions(ctx: Context, filter: CoachingSessionsExportFilter): Promise<SQL[]> {
  const tenant = ctx.incubator.id;
  const db = await ctx.tx.db();
  const list: Array<SQL | undefined> = [eq(cs.incubatorId, tenant), await reach(ctx)];
  if (filter.from) list.push(gte(cs.startsAt, filter.from));
  if (filter.to) list.push(lt(cs.startsAt, filter.to));
  if (filter.startupId) list.push(eq(cs.startupId, filter.startupId));
  if (filter.coachId) {
    list.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(csPeople)
          .where(and(eq(csPeople.incubatorId, tenant), eq(csPeople.sessionId, cs.id), eq(csPeople.userId, filter.coachId), eq(csPeople.role, 'coach'))),
      ),
    );
  }
  if (filter.programId) {
    const sp = schema.startupPrograms;
    list.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(sp)
          .where(and(eq(sp.incubatorId, tenant), eq(sp.startupId, cs.startupId), eq(sp.programId, filter.programId))),
      ),
    );
  }
  return list.filter((c): c is SQL => c !== undefined);
}

/** 'YYYY-MM-DD HH:mm' where the organisation is. */
function localTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** One page of sessions as rows: people, startups, programmes, topics and evaluation counts read for the whole page at once. */
async function pageRows(ctx: Context, page: CoachingSessionRow[]): Promise<TableCell[][]> {
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const ids = page.map((s) => s.id);
  const startupIds = [...new Set(page.map((s) => s.startupId).filter((id): id is string => id !== null))];
  const st = schema.startups;
  const sp = schema.startupPrograms;
  const pr = schema.programs;
  const fs = schema.formSubmissions;
  const [people, startups, programmes, evaluations] = await Promise.all([
    coachingLoaders(ctx).people.loadMany(ids),
    startupIds.length
      ? db
          .select({ id: st.id, name: st.name })
          .from(st)
          .where(and(eq(st.incubatorId, tenant), inArray(st.id, startupIds)))
      : Promise.resolve([]),
    startupIds.length
      ? db
          .select({ startupId: sp.startupId, name: pr.name })
          .from(sp)
          .innerJoin(pr, and(eq(pr.incubatorId, sp.incubatorId), eq(pr.id, sp.programId)))
          .where(and(eq(sp.incubatorId, tenant), inArray(sp.startupId, startupIds)))
          .orderBy(asc(pr.name))
      : Promise.resolve([]),
    db
      .select({ sessionId: fs.subjectId, n: count() })
      .from(fs)
      .where(and(eq(fs.incubatorId, tenant), eq(fs.subjectKind, COACHING_SUBJECT), inArray(fs.subjectId, ids), eq(fs.status, 'submitted')))
      .groupBy(fs.subjectId),
  ]);
  const personIds = [...new Set(people.flatMap((list) => (list instanceof Error ? [] : list.map((p) => p.userId))))];
  const users = new Map(
    (await userLoaders(ctx).user.loadMany(personIds)).filter((u) => u && !(u instanceof Error)).map((u) => [(u as { id: string }).id, u as Parameters<typeof displayName>[0]]),
  );
  const topicIds = [...new Set(page.flatMap((s) => s.topicIds))];
  const topics = new Map((await loadTags(ctx, topicIds)).map((tag) => [tag.id, tag.name]));
  const startupName = new Map(startups.map((s) => [s.id, s.name]));
  const evaluationCount = new Map(evaluations.map((e) => [e.sessionId, Number(e.n)]));
  const yes = ctx.t('coaching.export.yes');
  const no = ctx.t('coaching.export.no');
  return page.map((session, index) => {
    const list = people[index] instanceof Error ? [] : (people[index] as Array<{ userId: string; role: string }>);
    const names = (role: string) =>
      inert(
        list
          .filter((p) => p.role === role)
          .map((p) => users.get(p.userId))
          .filter((u) => u !== undefined)
          .map((u) => displayName(u, ctx))
          .join(', '),
      );
    return [
      inert(session.name),
      ctx.t(`coaching.export.types.${session.eventType as CoachingEventType}`),
      session.startsAt,
      localTime(session.startsAt, ctx.incubator.timezone),
      session.expectedDuration,
      session.estimatedDuration,
      session.startupId ? inert(startupName.get(session.startupId) ?? '') : '',
      inert(
        programmes
          .filter((p) => p.startupId === session.startupId)
          .map((p) => p.name)
          .join(', '),
      ),
      names('coach'),
      names('attendee'),
      inert(
        session.topicIds
          .map((id) => topics.get(id))
          .filter(Boolean)
          .join(', '),
      ),
      inert(session.location || session.meetingLink || ''),
      session.startedAt,
      session.endedAt,
      evaluationCount.get(session.id) ?? 0,
      session.cancelledAt ? yes : no,
    ];
  });
}

/** The sessions to export, a page of rows at a time. */
async function* sessionRows(ctx: Context, where: SQL[]): AsyncGenerator<TableCell[][]> {
  // By date, along coaching_sessions_date_idx.
  const pages = pagesByTime<CoachingSessionRow>(ctx, { table: cs, time: cs.startsAt, id: cs.id, where: and(...where), size: PAGE });
  for await (const page of pages) yield await pageRows(ctx, page);
}

/**
 * The coaching sessions dashboard as a file: the sessions the viewer may export
 * (COACHING_SESSION:EXPORT; under ASSIGNED their own and their startups'), filtered by period,
 * coach, startup and programme, by date.
 */
export const coachingSessionsExportType: ExportTypeDefinition<CoachingSessionsExportFilter> = {
  type: 'coachingSessions',
  filter: coachingSessionsExportFilterSchema,
  async authorize(ctx) {
    await reach(ctx);
  },
  async table(ctx, filter) {
    const where = await conditions(ctx, filter);
    const [{ n }] = await (await ctx.tx.db())
      .select({ n: count() })
      .from(cs)
      .where(and(...where));
    const vars = { timeZone: ctx.incubator.timezone };
    return {
      name: `${ctx.t('coaching.export.fileName')} ${fileDate()}`,
      sheet: ctx.t('coaching.export.sheet'),
      columns: COLUMNS.map((key) => ({ header: ctx.t(`coaching.export.columns.${key}`, vars), description: ctx.t(`exportColumns.coachingSessions.${key}`, vars) })),
      total: Number(n),
      rows: sessionRows(ctx, where),
    };
  },
};
