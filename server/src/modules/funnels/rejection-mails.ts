import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rejectionMailChangesSchema, rejectionMailSchema } from '@seedbed/contracts/applications-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { RejectionMailRow } from '../../db/schema/index.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { maySeeFunnel } from './access.ts';
import { sanitizeFunnelHtml } from './page.ts';
import { findFunnel } from './repo.ts';

export const rm = schema.rejectionMails;
export type { RejectionMailRow };

const mayWriteMails = async (ctx: Context) => (await isAuthorized(ctx, 'EMAIL_REJECTION:CREATE')) || (await isAuthorized(ctx, 'EMAIL_REJECTION:EDIT'));

/**
 * Who reads a funnel's rejection mails: its managers, those who decide rounds (they pick one when
 * rejecting) and the mails' editors. A funnel out of their reach is NOT_FOUND.
 */
async function readableFunnel(ctx: Context, funnelId: string): Promise<string> {
  requireViewer(ctx);
  if (!isId(funnelId)) throw notFound();
  const funnel = await findFunnel(await ctx.tx.db(), ctx.incubator.id, funnelId);
  if (!funnel) throw notFound();
  const allowed = (await maySeeFunnel(ctx, funnel.id)) || (await isAuthorized(ctx, 'APPLICATION/DECIDE_ROUND:VIEW')) || (await mayWriteMails(ctx));
  if (!allowed) throw notFound();
  return funnel.id;
}

/** The funnel's own mails and those every funnel shares, by name; without a funnel, the shared ones. */
export async function rejectionMailsOf(ctx: Context, funnelId: string | null | undefined): Promise<RejectionMailRow[]> {
  requireViewer(ctx);
  const id = funnelId ? await readableFunnel(ctx, funnelId) : null;
  if (!id && !(await mayWriteMails(ctx)) && !(await isAuthorized(ctx, 'APPLICATION/DECIDE_ROUND:VIEW'))) throw forbidden();
  return (await ctx.tx.db())
    .select()
    .from(rm)
    .where(and(eq(rm.incubatorId, ctx.incubator.id), id ? or(eq(rm.funnelId, id), isNull(rm.funnelId)) : isNull(rm.funnelId)))
    .orderBy(sql`${rm.funnelId} IS NULL`, asc(rm.name), asc(rm.id))
    .limit(500);
}

/** EMAIL_REJECTION:EDIT edits any mail; its creator always edits their own. */
export async function mayEditRejectionMail(ctx: Context, mail: RejectionMailRow): Promise<boolean> {
  return mail.createdBy === ctx.viewer?.user.id || (await isAuthorized(ctx, 'EMAIL_REJECTION:EDIT'));
}

async function editableMail(ctx: Context, id: string): Promise<RejectionMailRow> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const [mail] = await (await ctx.tx.db())
    .select()
    .from(rm)
    .where(and(eq(rm.incubatorId, ctx.incubator.id), eq(rm.id, id)));
  if (!mail) throw notFound();
  if (mail.funnelId) await readableFunnel(ctx, mail.funnelId);
  if (!(await mayEditRejectionMail(ctx, mail))) throw forbidden();
  return mail;
}

const cleanReasons = (reasons: string[]) => [...new Set(reasons)];

export const createRejectionMail = defineChange({
  input: () => rejectionMailSchema,
  async authorize(ctx, input) {
    await authorize(ctx, 'EMAIL_REJECTION:CREATE');
    return input.funnelId ? await readableFunnel(ctx, input.funnelId) : null;
  },
  async write(ctx, db, input, funnelId) {
    const [mail] = await db
      .insert(rm)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        funnelId,
        name: input.name,
        subject: input.subject,
        body: sanitizeFunnelHtml(input.body),
        reasons: cleanReasons(input.reasons),
        createdBy: requireViewer(ctx).user.id,
      })
      .returning();
    return { result: mail, events: [{ kind: 'funnel.rejectionMailCreated', subjectKind: 'rejectionMail', subjectId: mail.id, data: { mailName: mail.name, funnelId } }] };
  },
});

export const updateRejectionMail = defineChange({
  input: () => rejectionMailChangesSchema,
  authorize: (ctx, _input, id: string) => editableMail(ctx, id),
  async write(ctx, db, input, mail) {
    const [updated] = await db
      .update(rm)
      .set({
        name: input.name,
        subject: input.subject,
        body: input.body === undefined ? undefined : sanitizeFunnelHtml(input.body),
        reasons: input.reasons && cleanReasons(input.reasons),
        updatedAt: new Date(),
      })
      .where(and(eq(rm.incubatorId, ctx.incubator.id), eq(rm.id, mail.id)))
      .returning();
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    return {
      result: updated,
      events: [{ kind: 'funnel.rejectionMailUpdated', subjectKind: 'rejectionMail', subjectId: mail.id, data: { mailName: updated.name, funnelId: mail.funnelId, fields } }],
    };
  },
});

/** Decisions that named the mail keep its id; their mails were already sent or fall back to the default. */
export const deleteRejectionMail = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => editableMail(ctx, id),
  async write(ctx, db, _input, mail) {
    await db.delete(rm).where(and(eq(rm.incubatorId, ctx.incubator.id), eq(rm.id, mail.id)));
    return {
      result: true,
      events: [{ kind: 'funnel.rejectionMailDeleted', subjectKind: 'rejectionMail', subjectId: mail.id, data: { mailName: mail.name, funnelId: mail.funnelId } }],
    };
  },
});
