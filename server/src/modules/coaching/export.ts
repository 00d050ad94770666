import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, exists, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CoachingEventType } from '@seedbed/contracts/coaching';
import { requireViewer, type Context } from '../../core/context.ts';
import { exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, validationError, type FieldError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { sendTable, tableFormat, type TableCell } from '../../core/table-file.ts';
import { assignedScope, viewerGrants } from '../permissions/scope.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { loadTags } from '../startups/loaders.ts';
import { COACHING_SUBJECT, cs, csPeople, type CoachingSessionRow } from './repo.ts';
import { coachingLoaders } from './types.ts';

/** Sessions read per query while the file is written. */
const PAGE = 200;
const EXPORT_KEY = 'COACHING_SESSION:EXPORT';

/** Text a spreadsheet would run as a formula is written with a leading apostrophe: a name never runs anything. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export interface ExportFilter {
  from?: Date;
  to?: Date;
  coachId?: string;
  startupId?: string;
  programId?: string;
}

/** The query string's filter: instants for the period, ids for the rest; anything malformed is named. */
export function exportFilter(query: Record<string, unknown>): ExportFilter {
  const errors: FieldError[] = [];
  const filter: ExportFilter = {};
  const text = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined);
  for (const name of ['from', 'to'] as const) {
    const value = text(name);
    if (value === undefined) continue;
    const date = new Date(value);
    if (Number.isNaN(date.getTime()) || value.length > 40) errors.push({ field: name, key: 'validation.date' });
    else filter[name] = date;
  }
  for (const name of ['coachId', 'startupId', 'programId'] as const) {
    const value = text(name);
    if (value === undefined) continue;
    if (!isId(value)) errors.push({ field: name, key: 'validation.invalid' });
    else filter[name] = value;
  }
  if (errors.length) throw validationError(errors);
  return filter;
}

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

async function conditions(ctx: Context, filter: ExportFilter): Promise<SQL[]> {
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

/** The sessions by date, page after page along coaching_sessions_date_idx. */
async function* sessionPages(ctx: Context, where: SQL[]): AsyncGenerator<CoachingSessionRow[]> {
  const db = await ctx.tx.db();
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? sql`(${cs.startsAt}, ${cs.id}) > (${after.key}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows: Array<{ session: CoachingSessionRow; key: string }> = await db
      .select({ session: cs, key: exactTime(cs.startsAt) })
      .from(cs)
      .where(and(...where, keyset))
      .orderBy(asc(cs.startsAt), asc(cs.id))
      .limit(PAGE);
    if (rows.length) yield rows.map((r) => r.session);
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    after = { key: last.key, id: last.session.id };
  }
}

function header(ctx: Context): string[] {
  const k = (key: string) => ctx.t(`coaching.export.columns.${key}`, { timeZone: ctx.incubator.timezone });
  return [
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
  ].map(k);
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
  for await (const page of sessionPages(ctx, where)) yield await pageRows(ctx, page);
}

/**
 * GET /api/coachingsessions?format=csv|xlsx&from&to&coachId&startupId&programId: the sessions the
 * viewer may export (COACHING_SESSION:EXPORT), by date, streamed as they are read (one transaction,
 * a page at a time). Refusals (sign-in, permission, a bad filter) answer before the first byte, as
 * JSON with their code and translated message.
 */
export function coachingExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/coachingsessions', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const format = tableFormat(query.format, 'csv');
      const where = await conditions(ctx, exportFilter(query));
      await sendTable(
        services,
        reply,
        request.id,
        {
          format,
          name: `${ctx.t('coaching.export.fileName')} ${new Date().toISOString().slice(0, 10)}`,
          sheet: ctx.t('coaching.export.sheet'),
          rightToLeft: ctx.language === 'ar',
          header: header(ctx),
          rows: sessionRows(ctx, where),
        },
        'coaching export',
      );
    });
    return reply;
  });
}
