import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pickLabel } from '@seedbed/contracts/languages';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import type { QuestionType } from '@seedbed/contracts/forms';
import { requireViewer, type Context } from '../../core/context.ts';
import { exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { sendTable, tableFormat, type TableCell } from '../../core/table-file.ts';
import type { FormSubmissionRow } from '../../db/schema/index.ts';
import { answerColumns, answerText, type AnswerColumn } from '../forms/answer-table.ts';
import { fs, versionsOf } from '../forms/repo.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { roundsOf, type FunnelRoundRow, type FunnelRow } from '../funnels/repo.ts';
import { funnelLoaders } from '../funnels/types.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { overviewConditions } from './overview.ts';
import { ap, APPLICATION_SUBJECT, apTag, type ApplicationRow } from './repo.ts';
import { applicantHidden } from './types.ts';

/** Without the premium bulkApplicationExport, an export holds at most this many applications. */
export const EXPORT_FREE_ROWS = 50;
/** Applications read per query while the file is written. */
const PAGE = 200;
/** Under blind review, answers of these types would say who applied (as the application page hides them). */
const IDENTIFYING_TYPES: readonly QuestionType[] = ['phone', 'address', 'signature', 'custom_field'];

/** Text a spreadsheet would run as a formula is written with a leading apostrophe: an answer never runs anything. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One answer column: a question of one round's form, and whether the viewer may read it. */
interface RoundColumn {
  funnelId: string;
  round: FunnelRoundRow;
  column: AnswerColumn;
  /** Hidden from the viewer's role by the round's question visibility. */
  hidden: boolean;
}

/** The overview filter as a query string carries it: repeated or comma-separated lists, numbers and booleans as text. */
export function filterFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  const list = (value: unknown) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((v) => String(v).split(','))
          .map((v) => v.trim())
          .filter(Boolean);
  const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const filter: Record<string, unknown> = {
    funnelIds: list(query.funnelIds),
    roundIds: list(query.roundIds),
    statuses: list(query.statuses),
    statusGroup: text(query.statusGroup),
    tagIds: list(query.tagIds),
    evaluatorIds: list(query.evaluatorIds),
    scoreMin: number(query.scoreMin),
    scoreMax: number(query.scoreMax),
    search: text(query.search),
    assignedToMe: query.assignedToMe === undefined ? undefined : query.assignedToMe === 'true',
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/**
 * What an export is made of: the applications the overview lists for the viewer under the filter
 * (its own conditions, visibility first), refused without APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW,
 * and past EXPORT_FREE_ROWS without the plan's bulkApplicationExport; the answer columns of every
 * round of the funnels they belong to.
 */
async function exportPlan(ctx: Context, filter: Record<string, unknown>) {
  requireViewer(ctx);
  await authorize(ctx, 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW');
  const conditions = await overviewConditions(ctx, filter);
  const db = await ctx.tx.db();
  if (!incubatorFlags(ctx.incubator).bulkApplicationExport) {
    const [{ n }] = await db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(ap)
        .where(and(...conditions))
        .limit(EXPORT_FREE_ROWS + 1)
        .as('capped'),
    );
    if (Number(n) > EXPORT_FREE_ROWS) throw new AppError('FEATURE_DISABLED', 'applications.export.planRequired', { max: EXPORT_FREE_ROWS }, { flag: 'bulkApplicationExport' });
  }
  const funnelIds = (
    await db
      .selectDistinct({ id: ap.funnelId })
      .from(ap)
      .where(and(...conditions))
  ).map((row) => row.id);
  const funnels = (await funnelLoaders(ctx).funnel.loadMany(funnelIds)).filter((f): f is FunnelRow => Boolean(f) && !(f instanceof Error));
  funnels.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  const admin = await adminFunnelIds(ctx);
  const roleType = ctx.viewer?.role?.type ?? '';
  const visibility = incubatorFlags(ctx.incubator).questionVisibility;
  const columns: RoundColumn[] = [];
  for (const funnel of funnels) {
    for (const round of await roundsOf(db, ctx.incubator.id, funnel.id)) {
      if (!round.formId) continue;
      const hiddenIds = new Set(
        visibility && !admin.has(funnel.id)
          ? Object.entries(round.visibility.hiddenQuestions ?? {})
              .filter(([, roleTypes]) => roleTypes.includes(roleType))
              .map(([id]) => id)
          : [],
      );
      for (const column of answerColumns(await versionsOf(db, ctx.incubator.id, round.formId))) {
        columns.push({ funnelId: funnel.id, round, column, hidden: hiddenIds.has(column.question._id) });
      }
    }
  }
  const readsTags = await isAuthorized(ctx, 'TAGS:APPLICATION:VIEW');
  return { conditions, funnels, columns, readsTags };
}

type Plan = Awaited<ReturnType<typeof exportPlan>>;

function header(ctx: Context, plan: Plan): string[] {
  const several = plan.funnels.length > 1;
  const funnelName = new Map(plan.funnels.map((f) => [f.id, f.name]));
  const k = (key: string) => ctx.t(`applications.export.columns.${key}`);
  return [
    ...['name', 'applicant', 'email', 'funnel', 'round', 'status', 'score', 'evaluations', 'tags', 'submitted', 'decided'].map(k),
    ...plan.columns.map((c) =>
      [several ? funnelName.get(c.funnelId) : null, c.round.name, pickLabel(c.column.question.label, ctx.language) ?? c.column.question._id].filter(Boolean).join(' · '),
    ),
  ];
}

/** One page of applications as rows: names, tags and answers read for the whole page at once. */
async function pageRows(ctx: Context, plan: Plan, page: ApplicationRow[]): Promise<TableCell[][]> {
  const db = await ctx.tx.db();
  const ids = page.map((a) => a.id);
  const [people, funnels, rounds, tagRows, submissions] = await Promise.all([
    userLoaders(ctx).user.loadMany([...new Set(page.map((a) => a.applicantId))]),
    funnelLoaders(ctx).funnel.loadMany([...new Set(page.map((a) => a.funnelId))]),
    funnelLoaders(ctx).round.loadMany([...new Set(page.map((a) => a.roundId))]),
    plan.readsTags
      ? db
          .select({ applicationId: apTag.applicationId, name: schema.tags.name })
          .from(apTag)
          .innerJoin(schema.tags, and(eq(schema.tags.incubatorId, apTag.incubatorId), eq(schema.tags.id, apTag.tagId)))
          .where(and(eq(apTag.incubatorId, ctx.incubator.id), inArray(apTag.applicationId, ids)))
          .orderBy(schema.tags.name)
      : Promise.resolve([]),
    plan.columns.length
      ? db
          .select()
          .from(fs)
          .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.subjectKind, APPLICATION_SUBJECT), inArray(fs.subjectId, ids), eq(fs.status, 'submitted')))
          .orderBy(desc(fs.submittedAt))
      : Promise.resolve([] as FormSubmissionRow[]),
  ]);
  const found = <T extends { id: string }>(list: Array<T | Error | null>) => new Map(list.filter((x): x is T => Boolean(x) && !(x instanceof Error)).map((x) => [x.id, x]));
  const person = found(people);
  const funnel = found(funnels);
  const round = found(rounds);
  const rows: TableCell[][] = [];
  for (const a of page) {
    const hidden = await applicantHidden(ctx, a);
    const applicant = hidden ? null : person.get(a.applicantId);
    const tags = tagRows.filter((t) => t.applicationId === a.id).map((t) => t.name);
    const answers = plan.columns.map((c) => {
      if (c.funnelId !== a.funnelId || c.hidden || (hidden && IDENTIFYING_TYPES.includes(c.column.question.questionType))) return '';
      // The newest answers sent to the round's form (submissions come newest first).
      const submission = submissions.find((s) => s.subjectId === a.id && s.formId === c.round.formId);
      if (!submission) return '';
      const id = c.column.question._id;
      return inert(answerText(c.column.question, submission.answers[id], ctx.language, submission.answers[`${id}__other`]));
    });
    rows.push([
      inert(hidden ? ctx.t('applications.anonymousName', { ref: a.id.slice(0, 8).toUpperCase() }) : a.name),
      applicant ? inert(displayName(applicant, ctx)) : '',
      applicant ? inert(applicant.email) : '',
      inert(funnel.get(a.funnelId)?.name ?? ''),
      inert(round.get(a.roundId)?.name ?? ''),
      ctx.t(`applications.status.${a.status as ApplicationStatus}`),
      a.score === null ? null : Math.round(a.score * 100) / 100,
      a.evaluationsNeeded ? `${a.evaluationsDone}/${a.evaluationsNeeded}` : String(a.evaluationsDone),
      inert(tags.join(', ')),
      a.submittedAt,
      a.decidedAt,
      ...answers,
    ]);
  }
  return rows;
}

/** The listed applications, newest first, page after page along applications_created_idx (or the funnel's index). */
async function* applicationPages(ctx: Context, conditions: SQL[]): AsyncGenerator<ApplicationRow[]> {
  const db = await ctx.tx.db();
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? sql`(${ap.createdAt}, ${ap.id}) < (${after.key}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows: Array<{ application: ApplicationRow; key: string }> = await db
      .select({ application: ap, key: exactTime(ap.createdAt) })
      .from(ap)
      .where(and(...conditions, keyset))
      .orderBy(desc(ap.createdAt), desc(ap.id))
      .limit(PAGE);
    if (rows.length) yield rows.map((r) => r.application);
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    after = { key: last.key, id: last.application.id };
  }
}

/** The applications to export, a page of rows at a time. */
async function* applicationRows(ctx: Context, plan: Plan): AsyncGenerator<TableCell[][]> {
  for await (const page of applicationPages(ctx, plan.conditions)) yield await pageRows(ctx, plan, page);
}

/**
 * GET /api/applications/export?format=csv|xlsx&<overview filters>: the applications the overview
 * lists for the viewer, streamed as they are read (one transaction, a page at a time), with each
 * round's answers as columns. Refusals (sign-in, permission, plan, a bad filter) answer before
 * the first byte, as JSON with their code.
 */
export function applicationExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/applications/export', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      const format = tableFormat(query.format);
      const plan = await exportPlan(ctx, filterFromQuery(query));
      await sendTable(
        services,
        reply,
        request.id,
        {
          format,
          name: `${ctx.t('applications.export.fileName')} ${new Date().toISOString().slice(0, 10)}`,
          sheet: ctx.t('applications.export.sheet'),
          rightToLeft: ctx.language === 'ar',
          header: header(ctx, plan),
          rows: applicationRows(ctx, plan),
        },
        'application export',
      );
    });
    return reply;
  });
}
