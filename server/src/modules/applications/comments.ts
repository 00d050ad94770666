import { and, desc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { applicationCommentSchema } from '@seedbed/contracts/applications-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { forbidden } from '../../core/errors.ts';
import { declareEvent, type PayloadsOf } from '../activity/declare.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { sanitizeNote, noteExcerpt, noteText } from '../timeline/sanitize.ts';
import type { ApplicationStanding } from './access.ts';
import { visibleApplication } from './access.ts';
import { recordActivity } from './activities.ts';
import { apActivity, type ApplicationActivityRow, type ApplicationRow } from './repo.ts';
import { recipientsOf } from './status.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const commentEvents = {
  /**
   * A comment on an application's activities. `byApplicant`: the applicant's side wrote it (their
   * funnel's administrators hear of it); otherwise staff did, and a public one tells `recipientIds`.
   */
  'application.commented': declareEvent<{
    applicationId: string;
    applicationName: string;
    funnelId: string;
    isPrivate: boolean;
    byApplicant: boolean;
    excerpt: string;
    recipientIds: string[];
  }>({ params: (e) => ({ application: text(e.data.applicationName) }) }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof commentEvents> {}
}

/** Private items are for the funnel's administrators and managers holding TIMELINE/CREATE_PRIVATE_COMMENT:VIEW. */
export async function readsPrivateItems(ctx: Context, standing: ApplicationStanding): Promise<boolean> {
  if (standing.admin) return true;
  return standing.manager && (await isAuthorized(ctx, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW'));
}

/**
 * Which activities a reader sees, as a condition on application_activities:
 * - private items only for those who read them (readsPrivateItems);
 * - the applicant's side (and evaluators, who are not staff of the funnel) never evaluations;
 * - the applicant's side never a held rejection (delay_rejected), which they learn of when it leaves.
 */
export async function activitiesCondition(ctx: Context, standing: ApplicationStanding): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (!(await readsPrivateItems(ctx, standing))) parts.push(eq(apActivity.isPrivate, false));
  if (!standing.manager) {
    parts.push(not(eq(apActivity.kind, 'evaluation')));
    parts.push(or(not(eq(apActivity.kind, 'status')), sql`coalesce(${apActivity.data}->>'to', '') <> 'delay_rejected'`)!);
  }
  return parts.length ? and(...parts) : undefined;
}

export interface ActivityPage {
  results: ApplicationActivityRow[];
  next: string | null;
}

const PAGE_DEFAULT = 20;
const PAGE_MAX = 50;

/** An application's activities newest first, a keyset page on (created_at, id) over application_activities_feed_idx. */
export async function listApplicationActivities(ctx: Context, applicationId: string, cursor: string | null | undefined, limit: number | null | undefined): Promise<ActivityPage> {
  const { application, standing } = await visibleApplication(ctx, applicationId);
  const size = Math.min(Math.max(limit ?? PAGE_DEFAULT, 1), PAGE_MAX);
  const conditions = [eq(apActivity.incubatorId, ctx.incubator.id), eq(apActivity.applicationId, application.id), await activitiesCondition(ctx, standing)];
  if (cursor) {
    const [at, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    conditions.push(sql`(${apActivity.createdAt}, ${apActivity.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await (await ctx.tx.db())
    .select({ row: apActivity, at: exactTime(apActivity.createdAt) })
    .from(apActivity)
    .where(and(...conditions))
    .orderBy(desc(apActivity.createdAt), desc(apActivity.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { results: page.map((r) => r.row), next: rows.length > size && last ? encodeCursor([last.at, last.row.id]) : null };
}

/** The comment's HTML as it is stored: sanitised, and refused when nothing readable is left. */
const commentInput = applicationCommentSchema.transform((value, zctx) => {
  const message = sanitizeNote(value.message);
  if (!noteText(message)) {
    zctx.addIssue({ code: 'custom', path: ['message'], message: 'applications.file.messageRequired', params: { key: 'applications.file.messageRequired' } });
    return z.NEVER;
  }
  return { ...value, message, isPrivate: value.isPrivate ?? false };
});

/**
 * A comment on the application's activities: the funnel's staff (managers) publicly or, when they
 * read private items, privately; the applicant's side publicly only. Evaluators who are not
 * managers do not comment here: their word is their evaluation.
 */
export const createApplicationComment = defineChange({
  input: () => commentInput,
  async authorize(ctx, input, applicationId: string) {
    const { application, standing } = await visibleApplication(ctx, applicationId);
    if (input.isPrivate ? !(await readsPrivateItems(ctx, standing)) : !standing.manager && !standing.applicant) throw forbidden();
    return { application, byApplicant: standing.applicant && !standing.manager };
  },
  async write(ctx, db, input, { application, byApplicant }: { application: ApplicationRow; byApplicant: boolean }) {
    const row = await recordActivity(ctx, db, application.id, 'comment', { message: input.message, isPrivate: input.isPrivate });
    return {
      result: row,
      events: [
        {
          kind: 'application.commented',
          subjectKind: 'application',
          subjectId: application.id,
          data: {
            applicationId: application.id,
            applicationName: application.name,
            funnelId: application.funnelId,
            isPrivate: input.isPrivate,
            byApplicant,
            excerpt: noteExcerpt(input.message),
            recipientIds: byApplicant || input.isPrivate ? [] : await recipientsOf(ctx, db, application),
          },
        },
      ],
    };
  },
});
