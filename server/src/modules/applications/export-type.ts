import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pickLabel } from '@seedbed/contracts/languages';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import type { ApplicationSort } from '@seedbed/contracts/applications-input';
import { applicationsExportFilterSchema } from '@seedbed/contracts/export-filters';
import type { QuestionType } from '@seedbed/contracts/forms';
import type { z } from 'zod';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { FormSubmissionRow } from '../../db/schema/index.ts';
import type { ExportAttachment, ExportColumn, ExportTypeDefinition } from '../exports/export-type.ts';
import { fileDate, inert, safeFileName } from '../exports/rest-table.ts';
import { answerColumns, answerText, type AnswerColumn } from '../forms/answer-table.ts';
import { SUBMISSION_FILES } from '../forms/answers.ts';
import { fs, versionsOf } from '../forms/repo.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { roundsOf, type FunnelRoundRow, type FunnelRow } from '../funnels/repo.ts';
import { funnelLoaders } from '../funnels/types.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { listApplications, overviewConditions } from './overview.ts';
import { ap, APPLICATION_SUBJECT, apTag, type ApplicationRow } from './repo.ts';
import { applicantHidden } from './types.ts';

/** Without the premium bulkApplicationExport, an export holds at most this many applications. */
export const EXPORT_FREE_ROWS = 50;
/** Applications read per query while the file is written (the overview's largest page). */
const PAGE = 100;
/** Under blind review, answers of these types would say who applied (as the application page hides them). */
const IDENTIFYING_TYPES: readonly QuestionType[] = ['phone', 'address', 'signature', 'custom_field'];
const FILE_TYPES: readonly QuestionType[] = ['file', 'video'];
const FIXED_COLUMNS = ['name', 'applicant', 'email', 'funnel', 'round', 'status', 'score', 'evaluations', 'tags', 'submitted', 'decided'] as const;

export type ApplicationsExportFilter = z.output<typeof applicationsExportFilterSchema>;

/** One answer column: a question of one round's form, and whether the viewer may read it. */
interface RoundColumn {
  funnelId: string;
  round: FunnelRoundRow;
  column: AnswerColumn;
  /** Hidden from the viewer's role by the round's question visibility. */
  hidden: boolean;
}

/**
 * Who may export the list: APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW, the overview's own checks of
 * its filters, and past EXPORT_FREE_ROWS the plan's bulkApplicationExport. Returns the overview's
 * conditions (visibility first).
 */
async function exportConditions(ctx: Context, filter: ApplicationsExportFilter) {
  requireViewer(ctx);
  await authorize(ctx, 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW');
  const conditions = await overviewConditions(ctx, filter.filter ?? {});
  if (!incubatorFlags(ctx.incubator).bulkApplicationExport) {
    const db = await ctx.tx.db();
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
  return conditions;
}

/** The answer columns of every round of the funnels the listed applications belong to, with what the viewer may not read marked. */
async function exportPlan(ctx: Context, filter: ApplicationsExportFilter) {
  const conditions = await exportConditions(ctx, filter);
  const db = await ctx.tx.db();
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
  const [{ n }] = await db
    .select({ n: count() })
    .from(ap)
    .where(and(...conditions));
  const readsTags = await isAuthorized(ctx, 'TAGS:APPLICATION:VIEW');
  return { filter, funnels, columns, readsTags, total: Number(n) };
}

type Plan = Awaited<ReturnType<typeof exportPlan>>;

function columnsOf(ctx: Context, plan: Plan): ExportColumn[] {
  const several = plan.funnels.length > 1;
  const funnelName = new Map(plan.funnels.map((f) => [f.id, f.name]));
  return [
    ...FIXED_COLUMNS.map((key) => ({ header: ctx.t(`applications.export.columns.${key}`), description: ctx.t(`exportColumns.applications.${key}`) })),
    ...plan.columns.map((c) => {
      const question = pickLabel(c.column.question.label, ctx.language) ?? c.column.question._id;
      return {
        header: [several ? funnelName.get(c.funnelId) : null, c.round.name, question].filter(Boolean).join(' · '),
        description: ctx.t('exportColumns.applications.answer', { question, round: c.round.name, funnel: funnelName.get(c.funnelId) ?? '' }),
      };
    }),
  ];
}

/** Whether the viewer reads this answer column of this application. */
const readable = (c: RoundColumn, a: ApplicationRow, hidden: boolean) =>
  c.funnelId === a.funnelId && !c.hidden && !(hidden && IDENTIFYING_TYPES.includes(c.column.question.questionType));

/** The newest answers of each application of the page to each round's form (submissions come newest first). */
async function pageSubmissions(ctx: Context, plan: Plan, page: ApplicationRow[]): Promise<FormSubmissionRow[]> {
  if (!plan.columns.length || !page.length) return [];
  return (await ctx.tx.db())
    .select()
    .from(fs)
    .where(
      and(
        eq(fs.incubatorId, ctx.incubator.id),
        eq(fs.subjectKind, APPLICATION_SUBJECT),
        inArray(
          fs.subjectId,
          page.map((a) => a.id),
        ),
        eq(fs.status, 'submitted'),
      ),
    )
    .orderBy(desc(fs.submittedAt));
}

const submissionOf = (submissions: FormSubmissionRow[], a: ApplicationRow, c: RoundColumn) => submissions.find((s) => s.subjectId === a.id && s.formId === c.round.formId);

/** The application's name as the viewer may read it (a neutral reference under blind review). */
const shownName = (ctx: Context, a: ApplicationRow, hidden: boolean) => (hidden ? ctx.t('applications.anonymousName', { ref: a.id.slice(0, 8).toUpperCase() }) : a.name);

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
    pageSubmissions(ctx, plan, page),
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
      if (!readable(c, a, hidden)) return '';
      const submission = submissionOf(submissions, a, c);
      if (!submission) return '';
      const id = c.column.question._id;
      return inert(answerText(c.column.question, submission.answers[id], ctx.language, submission.answers[`${id}__other`]));
    });
    rows.push([
      inert(shownName(ctx, a, hidden)),
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

/** The files of a page's readable file and video answers, filed under the application, then the question. */
async function pageFiles(ctx: Context, plan: Plan, page: ApplicationRow[]): Promise<ExportAttachment[]> {
  const fileColumns = plan.columns.filter((c) => FILE_TYPES.includes(c.column.question.questionType));
  if (!fileColumns.length) return [];
  const submissions = await pageSubmissions(ctx, plan, page);
  const wanted: Array<{ attachmentId: string; submissionId: string; folder: string }> = [];
  for (const a of page) {
    const hidden = await applicantHidden(ctx, a);
    const folder = safeFileName(`${shownName(ctx, a, hidden)} ${a.id.slice(0, 8)}`);
    for (const c of fileColumns) {
      if (!readable(c, a, hidden)) continue;
      const submission = submissionOf(submissions, a, c);
      const named = submission?.answers[c.column.question._id];
      if (!submission || !Array.isArray(named)) continue;
      const question = safeFileName(pickLabel(c.column.question.label, ctx.language) ?? c.column.question._id);
      for (const id of named) if (typeof id === 'string') wanted.push({ attachmentId: id, submissionId: submission.id, folder: `${folder}/${question}` });
    }
  }
  return filesNamed(ctx, wanted);
}

/** Stored files by id, kept only where they belong to the submission that names them. */
export async function filesNamed(ctx: Context, wanted: Array<{ attachmentId: string; submissionId: string; folder: string }>): Promise<ExportAttachment[]> {
  const ids = wanted.map((w) => w.attachmentId).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!ids.length) return [];
  const at = schema.attachments;
  const rows = await (await ctx.tx.db())
    .select({ id: at.id, name: at.name, storageKey: at.storageKey, referenceId: at.referenceId })
    .from(at)
    .where(and(eq(at.incubatorId, ctx.incubator.id), eq(at.referenceKind, SUBMISSION_FILES), inArray(at.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((w) => {
    const file = byId.get(w.attachmentId);
    if (!file || file.referenceId !== w.submissionId) return [];
    return [{ name: `${w.folder}/${file.id.slice(0, 8)} ${safeFileName(file.name)}`, storageKey: file.storageKey }];
  });
}

/** The listed applications in the list's order, a page at a time along the overview's own keyset. */
async function* applicationPages(ctx: Context, filter: ApplicationsExportFilter): AsyncGenerator<ApplicationRow[]> {
  const sort: ApplicationSort = filter.sort ?? 'NEWEST';
  let cursor: string | null = null;
  do {
    const page = await listApplications(ctx, filter.filter ?? {}, sort, cursor, PAGE);
    if (page.results.length) yield page.results;
    cursor = page.next;
  } while (cursor);
}

/**
 * The applications overview as a file: the applications the viewer may review under the list's
 * filters and in its order, each round's answers as columns, their uploaded files as attachments.
 */
export const applicationsExportType: ExportTypeDefinition<ApplicationsExportFilter> = {
  type: 'applications',
  filter: applicationsExportFilterSchema,
  async authorize(ctx, filter) {
    await exportConditions(ctx, filter);
  },
  async table(ctx, filter) {
    const plan = await exportPlan(ctx, filter);
    return {
      name: `${ctx.t('applications.export.fileName')} ${fileDate()}`,
      sheet: ctx.t('applications.export.sheet'),
      columns: columnsOf(ctx, plan),
      total: plan.total,
      rows: (async function* () {
        for await (const page of applicationPages(ctx, filter)) yield await pageRows(ctx, plan, page);
      })(),
      attachments: (async function* () {
        for await (const page of applicationPages(ctx, filter)) {
          const files = await pageFiles(ctx, plan, page);
          if (files.length) yield files;
        }
      })(),
    };
  },
};
