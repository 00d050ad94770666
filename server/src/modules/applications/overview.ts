import DataLoader from 'dataloader';
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, APPLICATION_STATUS_GROUPS, type ApplicationStatus, type ApplicationStatusGroup } from '@seedbed/contracts/applications';
import { applicationFilterSchema, type ApplicationSort } from '@seedbed/contracts/applications-input';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { onDemand } from '../../core/on-demand.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { authorize, isAuthorized, viewerGrants } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { opensDrafts, reviewableApplicationsCondition, seesAll } from './access.ts';
import { ap, apEval, apTag, type ApplicationRow } from './repo.ts';

/** Past this many rows the overview says "10,000+" rather than counting on: a count reads every matching row. */
export const TOTAL_COUNT_CAP = 10_000;

export interface ApplicationPage {
  results: ApplicationRow[];
  next: string | null;
  /** Read only when the client asks for the total (the first page), never for "load more". */
  total: () => Promise<{ count: number; capped: boolean }>;
}

/** The filters that need APPLICATION_OVERVIEW/FILTERS:VIEW: everything but the funnel, which every reviewer picks. */
const GUARDED_FILTERS = ['roundIds', 'statuses', 'statusGroup', 'tagIds', 'evaluatorIds', 'scoreMin', 'scoreMax', 'search', 'assignedToMe'] as const;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Under blind review (the plan's anonymityApplications and the funnel's `anonymous`), whether who
 * applied is hidden from the viewer, as a condition on `applications` — the SQL twin of
 * types.ts `applicantHidden`, so that a search never finds an application by what it hides.
 */
export async function applicantHiddenCondition(ctx: Context): Promise<SQL> {
  const viewer = requireViewer(ctx);
  if (!incubatorFlags(ctx.incubator).anonymityApplications || (await seesAll(ctx))) return sql`false`;
  const admin = [...(await adminFunnelIds(ctx))];
  const f = schema.funnels;
  return and(
    exists(sql`(SELECT 1 FROM ${f} WHERE ${f.incubatorId} = ${ap.incubatorId} AND ${f.id} = ${ap.funnelId} AND ${f.anonymous})`),
    ne(ap.applicantId, viewer.user.id),
    admin.length ? not(inArray(ap.funnelId, admin)) : undefined,
  )!;
}

/**
 * A search over what the viewer may know: the project name and the applicant's name and e-mail
 * where who applied is known to them; where it is hidden, only the neutral reference they read
 * (the first characters of the id, as `applications.anonymousName` shows it).
 */
async function searchCondition(ctx: Context, pattern: string): Promise<SQL> {
  const u = schema.users;
  const hidden = await applicantHiddenCondition(ctx);
  const applicant = exists(
    sql`(SELECT 1 FROM ${u} WHERE ${u.incubatorId} = ${ap.incubatorId} AND ${u.id} = ${ap.applicantId}
      AND (lower(${u.firstName} || ' ' || ${u.lastName}) LIKE lower(${pattern}) OR lower(${u.email}) LIKE lower(${pattern})))`,
  );
  const reference = sql`upper(left(${ap.id}::text, 8)) LIKE upper(${pattern})`;
  return or(and(not(hidden), or(sql`lower(${ap.name}) LIKE lower(${pattern})`, applicant)), reference)!;
}

/** An evaluator (not out of it by a conflict) of the application's current round is one of `userIds`. */
function evaluatedBy(userIds: string[]): SQL {
  return exists(
    sql`(SELECT 1 FROM ${apEval} WHERE ${apEval.incubatorId} = ${ap.incubatorId} AND ${apEval.applicationId} = ${ap.id}
      AND ${apEval.roundId} = ${ap.roundId} AND ${apEval.status} <> 'conflict' AND ${inArray(apEval.evaluatorId, userIds)})`,
  );
}

/** The conditions of a filtered overview, visibility first. FORBIDDEN for a guarded filter without its key. */
export async function overviewConditions(ctx: Context, rawFilter: unknown): Promise<SQL[]> {
  const viewer = requireViewer(ctx);
  const filter = parseInput(applicationFilterSchema, rawFilter ?? {}) ?? {};
  if (GUARDED_FILTERS.some((key) => isSet(filter[key]))) await authorize(ctx, 'APPLICATION_OVERVIEW/FILTERS:VIEW');
  // Filtering by a tag one may not read would tell which applications carry it.
  if (filter.tagIds?.length) await authorize(ctx, 'TAGS:APPLICATION:VIEW');
  const conditions: SQL[] = [eq(ap.incubatorId, ctx.incubator.id), await reviewableApplicationsCondition(ctx)];
  if (filter.funnelIds?.length) conditions.push(inArray(ap.funnelId, filter.funnelIds));
  if (filter.roundIds?.length) conditions.push(inArray(ap.roundId, filter.roundIds));
  if (filter.statuses?.length) conditions.push(inArray(ap.status, filter.statuses));
  if (filter.statusGroup) conditions.push(inArray(ap.status, [...APPLICATION_STATUS_GROUPS[filter.statusGroup]]));
  if (filter.tagIds?.length) {
    conditions.push(
      exists(sql`(SELECT 1 FROM ${apTag} WHERE ${apTag.incubatorId} = ${ap.incubatorId} AND ${apTag.applicationId} = ${ap.id} AND ${inArray(apTag.tagId, filter.tagIds)})`),
    );
  }
  if (filter.evaluatorIds?.length) conditions.push(evaluatedBy(filter.evaluatorIds));
  if (filter.assignedToMe) conditions.push(evaluatedBy([viewer.user.id]));
  if (filter.scoreMin != null) conditions.push(gte(ap.score, filter.scoreMin));
  if (filter.scoreMax != null) conditions.push(lte(ap.score, filter.scoreMax));
  const pattern = containsPattern(filter.search);
  if (pattern) conditions.push(await searchCondition(ctx, pattern));
  return conditions;
}

const finiteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The overview's list: the applications the viewer may review, filtered, keyset-paged so that a
 * deep page costs what the first does. By date it reads applications_created_idx (or the funnel
 * and status indexes) from the cursor on. By score, the scored applications come first
 * (applications_score_idx from the cursor on, forwards or backwards), then the unscored ones by id
 * (the same index at score IS NULL): the cursor says which of the two parts it stopped in.
 */
export async function listApplications(
  ctx: Context,
  rawFilter: unknown,
  sort: ApplicationSort,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<ApplicationPage> {
  const conditions = await overviewConditions(ctx, rawFilter);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const total = onDemand(async () => {
    const [{ n }] = await db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(ap)
        .where(and(...conditions))
        .limit(TOTAL_COUNT_CAP + 1)
        .as('capped'),
    );
    return { count: Math.min(Number(n), TOTAL_COUNT_CAP), capped: Number(n) > TOTAL_COUNT_CAP };
  });

  if (sort === 'NEWEST' || sort === 'OLDEST') {
    const newest = sort === 'NEWEST';
    let keyset: SQL | undefined;
    if (cursor) {
      const [at, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
      keyset = newest ? sql`(${ap.createdAt}, ${ap.id}) < (${at}::timestamptz, ${id}::uuid)` : sql`(${ap.createdAt}, ${ap.id}) > (${at}::timestamptz, ${id}::uuid)`;
    }
    const rows = await db
      .select({ application: ap, key: exactTime(ap.createdAt) })
      .from(ap)
      .where(and(...conditions, keyset))
      .orderBy(...(newest ? [desc(ap.createdAt), desc(ap.id)] : [asc(ap.createdAt), asc(ap.id)]))
      .limit(size + 1);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return { results: page.map((r) => r.application), next: rows.length > size && last ? encodeCursor([last.key, last.application.id]) : null, total };
  }

  const high = sort === 'SCORE_DESC';
  const [part, score, id] = cursor ? decodeCursor(cursor, [cursorPart.oneOf('scored', 'unscored'), finiteNumber, cursorPart.id]) : (['scored', 0, null] as const);
  const rows: ApplicationRow[] = [];
  if (part === 'scored') {
    const keyset = id ? (high ? sql`(${ap.score}, ${ap.id}) < (${score}::float8, ${id}::uuid)` : sql`(${ap.score}, ${ap.id}) > (${score}::float8, ${id}::uuid)`) : undefined;
    rows.push(
      ...(await db
        .select()
        .from(ap)
        .where(and(...conditions, isNotNull(ap.score), keyset))
        .orderBy(...(high ? [desc(ap.score), desc(ap.id)] : [asc(ap.score), asc(ap.id)]))
        .limit(size + 1)),
    );
  }
  if (rows.length <= size) {
    const keyset = part === 'unscored' && id ? (high ? sql`${ap.id} < ${id}::uuid` : sql`${ap.id} > ${id}::uuid`) : undefined;
    rows.push(
      ...(await db
        .select()
        .from(ap)
        .where(and(...conditions, isNull(ap.score), keyset))
        .orderBy(high ? desc(ap.id) : asc(ap.id))
        .limit(size + 1 - rows.length)),
    );
  }
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const next = rows.length > size && last ? encodeCursor(last.score === null ? ['unscored', 0, last.id] : ['scored', last.score, last.id]) : null;
  return { results: page, next, total };
}

export interface ApplicationQueue {
  funnelId: string | null;
  total: number;
  statuses: Array<{ status: ApplicationStatus; count: number }>;
  groups: Array<{ group: ApplicationStatusGroup; count: number }>;
}

/**
 * The queue bar (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): how many applications the viewer may
 * review are in each status, and in each of the two groups, for a funnel or all of them — one
 * grouped query over applications_funnel_status_idx / applications_status_idx.
 */
export async function applicationQueue(ctx: Context, funnelId: string | null | undefined): Promise<ApplicationQueue> {
  await authorize(ctx, 'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW');
  if (funnelId && !isId(funnelId)) throw notFound();
  const rows = await (await ctx.tx.db())
    .select({ status: ap.status, n: count() })
    .from(ap)
    .where(and(eq(ap.incubatorId, ctx.incubator.id), funnelId ? eq(ap.funnelId, funnelId) : undefined, await reviewableApplicationsCondition(ctx)))
    .groupBy(ap.status);
  const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const of = (status: string) => counts.get(status) ?? 0;
  return {
    funnelId: funnelId ?? null,
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    statuses: APPLICATION_STATUSES.map((status) => ({ status, count: of(status) })),
    groups: (Object.keys(APPLICATION_STATUS_GROUPS) as ApplicationStatusGroup[]).map((group) => ({
      group,
      count: APPLICATION_STATUS_GROUPS[group].reduce((sum, status) => sum + of(status), 0),
    })),
  };
}

/** Which of a page's applications the viewer evaluates (any round, not out of it by a conflict): one query per page. */
export function overviewLoaders(ctx: Context) {
  return memo(ctx, 'applications:overviewLoaders', () => ({
    evaluating: new DataLoader<string, boolean>(async (ids) => {
      const viewer = requireViewer(ctx);
      const rows = await (await ctx.tx.db())
        .selectDistinct({ id: apEval.applicationId })
        .from(apEval)
        .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.evaluatorId, viewer.user.id), inArray(apEval.applicationId, [...ids]), ne(apEval.status, 'conflict')));
      const mine = new Set(rows.map((r) => r.id));
      return ids.map((id) => mine.has(id));
    }),
  }));
}

export interface ApplicationAbilities {
  decide: boolean;
  delete: boolean;
  tag: boolean;
  assign: boolean;
  comment: boolean;
  export: boolean;
}

/**
 * What the viewer may do with an application, from the registry's keys and how they stand to it
 * (applicationStanding's rule, read from the per-request memos: no query per row but the page's
 * one evaluator lookup). Funnel administrators always run their funnels' flow.
 */
export async function applicationAbilities(ctx: Context, row: ApplicationRow): Promise<ApplicationAbilities> {
  const viewer = requireViewer(ctx);
  const admin = (await adminFunnelIds(ctx)).has(row.funnelId);
  const draft = row.status === 'draft';
  const manager = admin || ((await seesAll(ctx)) && (!draft || (await opensDrafts(ctx))));
  const evaluator = !draft && (await overviewLoaders(ctx).evaluating.load(row.id));
  const flow = manager && (admin || (await isAuthorized(ctx, 'APPLICATION_FLOW:EDIT')));
  const applicant = row.applicantId === viewer.user.id;
  // The rules of decisions.ts (mayDecide, mayDeleteApplication), read without a query.
  const deleteScope = viewerGrants(ctx).get('APPLICATION:DELETE')?.criteria;
  return {
    decide: !draft && (admin || ((manager || evaluator) && (await isAuthorized(ctx, 'APPLICATION/DECIDE_ROUND:VIEW')))),
    delete: deleteScope === 'ALL' ? manager || evaluator || applicant : deleteScope === 'ASSIGNED' ? admin : false,
    tag: flow && (await isAuthorized(ctx, 'TAGS:APPLICATION:VIEW')),
    assign: flow && !draft,
    comment: manager || evaluator || applicant,
    export: manager && (await isAuthorized(ctx, 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW')),
  };
}

/** Refuses (FORBIDDEN) unless the viewer may use the overview's bulk actions. */
export const authorizeBulkActions = (ctx: Context) => authorize(ctx, 'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW');
