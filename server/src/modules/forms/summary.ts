import { and, eq, sql, type SQL } from 'drizzle-orm';
import { allOptions, isLayout, MULTI_CHOICE_TYPES, NUMERIC_TYPES, SINGLE_CHOICE_TYPES, type Question, type QuestionType } from '@seedbed/contracts/forms';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { mayEditForm } from './access.ts';
import { findForm, findVersion, type FormRow, type FormVersionRow } from './repo.ts';

/** How a question's answers are summed up: counted per option, measured as numbers, quoted as texts, or only counted. */
export type SummaryKind = 'choice' | 'number' | 'text' | 'other';

export interface OptionCount {
  value: string;
  count: number;
}

/** A bar of a number's distribution: the values from `from` to `to` (one value when they are equal). */
export interface Bucket {
  from: number;
  to: number;
  count: number;
}

export interface QuestionSummary {
  question: Question;
  kind: SummaryKind;
  /** Submissions that answered it (not blank). */
  answered: number;
  /** Choices: every option in order with its count (a multiple choice counts each option chosen), then values no option names. */
  options: OptionCount[];
  average: number | null;
  min: number | null;
  max: number | null;
  distribution: Bucket[];
  /** Texts: the latest answers, newest first. */
  latest: string[];
}

export interface FormSummary {
  form: FormRow;
  version: FormVersionRow | null;
  /** Submitted answers summed up. */
  submissions: number;
  questions: QuestionSummary[];
}

const CHOICE_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES];
const TEXT_TYPES: readonly QuestionType[] = ['text', 'text_long', 'text_link', 'phone', 'date'];
/** Scales whose values are few enough to show one bar each. */
const SCALE_TYPES: readonly QuestionType[] = ['number_scale', 'rating', 'nps'];
const DISCRETE_MAX = 20;
const BUCKETS = 10;
const LATEST = 5;

export function summaryKind(question: Question): SummaryKind {
  if (CHOICE_TYPES.includes(question.questionType)) return 'choice';
  if (NUMERIC_TYPES.includes(question.questionType)) return 'number';
  if (TEXT_TYPES.includes(question.questionType)) return 'text';
  return 'other';
}

/** An answer that says something: not null, not a blank text, not an empty list or object. */
const filled = (value: SQL) => sql`CASE jsonb_typeof(${value})
  WHEN 'null' THEN false
  WHEN 'string' THEN btrim(${value} #>> '{}') <> ''
  WHEN 'array' THEN jsonb_array_length(${value}) > 0
  WHEN 'object' THEN ${value} <> '{}'::jsonb
  ELSE true END`;

/** A JSON array of strings: `list ? key` asks whether it holds the key, with one parameter however long the list. */
const keys = (ids: readonly string[]) => sql`${JSON.stringify(ids)}::jsonb`;

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];

/** Where a summary's counts come from: per question, its counts and numbers, its options chosen, and its numbers with their weight. */
interface SummarySource {
  stats: SQL;
  options: (questionIds: readonly string[]) => SQL;
  numbers: SQL;
}

/** Counted from the answers themselves: for a part of them (one feedback request's), which no tally follows. */
function liveSource(base: SQL, questions: readonly Question[]): SummarySource {
  return {
    stats: sql`SELECT e.key AS q, count(*) FILTER (WHERE ${filled(sql.raw('e.value'))}) AS answered,
          avg(n.v) AS average, min(n.v) AS min, max(n.v) AS max
        FROM (${base}) b CROSS JOIN LATERAL jsonb_each(b.answers) e
        CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(e.value) = 'number' THEN (e.value)::float8 END AS v) n
        WHERE ${keys(questions.map((q) => q._id))} ? e.key
        GROUP BY e.key`,
    options: (questionIds) => sql`SELECT e.key AS q, o.value, count(*) AS count
        FROM (${base}) b CROSS JOIN LATERAL jsonb_each(b.answers) e
        CROSS JOIN LATERAL (
          SELECT e.value #>> '{}' AS value WHERE jsonb_typeof(e.value) IN ('string', 'number', 'boolean')
          UNION ALL
          SELECT x FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) x
        ) o
        WHERE ${keys(questionIds)} ? e.key AND o.value <> ''
        GROUP BY e.key, o.value`,
    numbers: sql`SELECT e.key AS q, (e.value)::float8 AS v, 1 AS w
        FROM (${base}) b CROSS JOIN LATERAL jsonb_each(b.answers) e
        WHERE jsonb_typeof(e.value) = 'number'`,
  };
}

/** Read from the form's tallies (form_answer_tallies, kept by a trigger): a few rows per question however many answered. */
function tallySource(ctx: Pick<Context, 'incubator'>, form: FormRow, questions: readonly Question[]): SummarySource {
  const t = schema.formAnswerTallies;
  const own = sql`${t.incubatorId} = ${ctx.incubator.id} AND ${t.formId} = ${form.id} AND ${t.count} > 0`;
  return {
    stats: sql`SELECT ${t.questionId} AS q, coalesce(sum(${t.count}) FILTER (WHERE ${t.kind} = 'answered'), 0) AS answered,
          sum(${t.value}::float8 * ${t.count}) FILTER (WHERE ${t.kind} = 'number') / nullif(sum(${t.count}) FILTER (WHERE ${t.kind} = 'number'), 0) AS average,
          min(${t.value}::float8) FILTER (WHERE ${t.kind} = 'number') AS min, max(${t.value}::float8) FILTER (WHERE ${t.kind} = 'number') AS max
        FROM ${t} WHERE ${own} AND ${keys(questions.map((q) => q._id))} ? ${t.questionId}
        GROUP BY ${t.questionId}`,
    options: (questionIds) => sql`SELECT ${t.questionId} AS q, ${t.value} AS value, ${t.count} AS count
        FROM ${t} WHERE ${own} AND ${t.kind} = 'option' AND ${keys(questionIds)} ? ${t.questionId}`,
    numbers: sql`SELECT ${t.questionId} AS q, ${t.value}::float8 AS v, ${t.count} AS w FROM ${t} WHERE ${own} AND ${t.kind} = 'number'`,
  };
}

/**
 * Sums up the submitted answers to a form per question of its latest version: counts, options and
 * numbers from the form's tallies, or, when `within` (a query of submission ids: a feedback
 * request's answers) narrows them, from those answers' JSON; the latest texts from the newest answers.
 */
export async function summarizeAnswers(
  ctx: Pick<Context, 'incubator'>,
  db: Db,
  form: FormRow,
  version: FormVersionRow | null,
  options: { within?: SQL } = {},
): Promise<FormSummary> {
  const s = schema.formSubmissions;
  const base = sql`SELECT ${s.answers} AS answers, ${s.submittedAt} AS submitted_at, ${s.id} AS id FROM ${s}
    WHERE ${s.incubatorId} = ${ctx.incubator.id} AND ${s.formId} = ${form.id} AND ${s.status} = 'submitted'${options.within ? sql` AND ${s.id} IN (${options.within})` : sql``}`;
  const [{ total }] = await rowsOf<{ total: string }>(db, sql`SELECT count(*) AS total FROM (${base}) b`);
  const questions = (version?.questions ?? []).filter((q) => !isLayout(q));
  const summary: FormSummary = { form, version, submissions: Number(total), questions: [] };
  if (!questions.length) return summary;

  const byKind = (kind: SummaryKind) => questions.filter((q) => summaryKind(q) === kind);
  const source = options.within ? liveSource(base, questions) : tallySource(ctx, form, questions);
  const stats = await rowsOf<{ q: string; answered: string; average: number | null; min: number | null; max: number | null }>(db, source.stats);
  const statsOf = new Map(stats.map((row) => [row.q, row]));

  const choices = byKind('choice');
  const counted = choices.length ? await rowsOf<{ q: string; value: string; count: string }>(db, source.options(choices.map((q) => q._id))) : [];

  // Each number's bars: one per value of a short scale, else equal ranges between its least and greatest answers.
  const bars = byKind('number').flatMap((q) => {
    const row = statsOf.get(q._id);
    if (!row || row.min === null || row.max === null) return [];
    const lo = SCALE_TYPES.includes(q.questionType) ? Math.min(q.scale?.min ?? row.min, row.min) : row.min;
    const hi = SCALE_TYPES.includes(q.questionType) ? Math.max(q.scale?.max ?? row.max, row.max) : row.max;
    const discrete = SCALE_TYPES.includes(q.questionType) && hi - lo <= DISCRETE_MAX && Number.isInteger(lo) && Number.isInteger(hi);
    return [{ q: q._id, lo, hi, discrete }];
  });
  const spread = bars.length
    ? await rowsOf<{ q: string; k: number; count: string }>(
        db,
        sql`SELECT n.q,
              CASE WHEN bars.discrete THEN round(n.v)
                   WHEN bars.hi = bars.lo THEN 1
                   ELSE least(width_bucket(n.v, bars.lo, bars.hi, ${BUCKETS}), ${BUCKETS}) END AS k,
              sum(n.w) AS count
            FROM (${source.numbers}) n
            JOIN jsonb_to_recordset(${JSON.stringify(bars)}::jsonb) AS bars(q text, lo float8, hi float8, discrete boolean) ON bars.q = n.q
            GROUP BY 1, 2`,
      )
    : [];

  const texts = byKind('text');
  const latest = texts.length
    ? await rowsOf<{ q: string; text: string }>(
        db,
        sql`SELECT t.q, l.text
            FROM jsonb_array_elements_text(${keys(texts.map((q) => q._id))}) AS t(q)
            CROSS JOIN LATERAL (
              SELECT b.answers ->> t.q AS text FROM (${base}) b
              WHERE b.answers ? t.q AND ${filled(sql.raw('(b.answers -> t.q)'))}
              ORDER BY b.submitted_at DESC, b.id DESC LIMIT ${LATEST}
            ) l`,
      )
    : [];

  summary.questions = questions.map((question) => {
    const kind = summaryKind(question);
    const row = statsOf.get(question._id);
    const own = counted.filter((c) => c.q === question._id);
    const known = kind === 'choice' ? allOptions(question.options).map((o) => o.value) : [];
    const options =
      kind === 'choice'
        ? [
            ...known.map((value) => ({ value, count: Number(own.find((c) => c.value === value)?.count ?? 0) })),
            ...own.filter((c) => !known.includes(c.value)).map((c) => ({ value: c.value, count: Number(c.count) })),
          ]
        : [];
    const bar = bars.find((b) => b.q === question._id);
    const counts = spread.filter((d) => d.q === question._id);
    const countAt = (k: number) => Number(counts.find((d) => Number(d.k) === k)?.count ?? 0);
    const distribution: Bucket[] = !bar
      ? []
      : bar.discrete
        ? Array.from({ length: bar.hi - bar.lo + 1 }, (_, i) => ({ from: bar.lo + i, to: bar.lo + i, count: countAt(bar.lo + i) }))
        : bar.hi === bar.lo
          ? [{ from: bar.lo, to: bar.hi, count: countAt(1) }]
          : Array.from({ length: BUCKETS }, (_, i) => {
              const width = (bar.hi - bar.lo) / BUCKETS;
              return { from: bar.lo + i * width, to: bar.lo + (i + 1) * width, count: countAt(i + 1) };
            });
    return {
      question,
      kind,
      answered: Number(row?.answered ?? 0),
      options,
      average: kind === 'number' && row?.average != null ? Number(row.average) : null,
      min: kind === 'number' && row?.min != null ? Number(row.min) : null,
      max: kind === 'number' && row?.max != null ? Number(row.max) : null,
      distribution,
      latest: latest.filter((l) => l.q === question._id).map((l) => l.text),
    };
  });
  return summary;
}

/**
 * The summary of a form's answers, or of one feedback request's answers to it, to whoever reads
 * answers (FEEDBACK_ANSWER:VIEW) or may edit the form. A form of another tenant, an unknown id or a
 * request of another form is NOT_FOUND.
 */
export async function formSummary(ctx: Context, formId: string, requestId?: string | null): Promise<FormSummary> {
  requireViewer(ctx);
  if (!isId(formId) || (requestId != null && !isId(requestId))) throw notFound();
  const db = await ctx.tx.db();
  const form = await findForm(db, ctx.incubator.id, formId);
  if (!form) throw notFound();
  if (!(await isAuthorized(ctx, 'FEEDBACK_ANSWER:VIEW')) && !(await mayEditForm(ctx, form))) throw notFound();
  let within: SQL | undefined;
  if (requestId) {
    const r = schema.feedbackRequests;
    const [request] = await db
      .select({ formId: r.formId })
      .from(r)
      .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, requestId)));
    if (!request || request.formId !== form.id) throw notFound();
    const rc = schema.feedbackRecipients;
    within = sql`SELECT ${rc.submissionId} FROM ${rc} WHERE ${rc.incubatorId} = ${ctx.incubator.id} AND ${rc.requestId} = ${requestId} AND ${rc.answeredAt} IS NOT NULL`;
  }
  const version = form.versionId ? await findVersion(db, ctx.incubator.id, form.versionId) : null;
  return summarizeAnswers(ctx, db, form, version, { within });
}
