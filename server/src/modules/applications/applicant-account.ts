import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createApplicantSchema } from '@seedbed/contracts/applications-input';
import { pickLanguage } from '@seedbed/contracts/languages';
import { chargeAddress } from '../../core/address-limit.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { translator } from '../../core/i18n/index.ts';
import type { Mail } from '../../core/mail.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { issueOneTimeToken, redeemOneTimeToken } from '../auth/one-time.ts';
import { sendAfterCommit, tenantLink } from '../auth/mails.ts';
import { issueAuthToken } from '../auth/service.ts';
import { findFunnel, type FunnelRow } from '../funnels/repo.ts';
import { createUser } from '../users/create.ts';

const u = schema.users;

/** A funnel a visitor may apply to: open and not archived; any other (a draft, another tenant's) is not there. */
export async function openFunnel(ctx: Context, db: Db, funnelId: string): Promise<FunnelRow> {
  const funnel = await findFunnel(db, ctx.incubator.id, funnelId);
  if (!funnel || funnel.archived || funnel.status === 'draft') throw notFound();
  return funnel;
}

/** Two sign-ups racing for one address meet at the unique index; the second reads as the taken address. */
function isUniqueViolation(error: unknown): boolean {
  const found = error as { code?: string; cause?: { code?: string } } | null;
  return found?.code === '23505' || found?.cause?.code === '23505';
}

const emailTaken = () => validationError([{ field: 'email', key: 'applications.apply.emailTaken' }]);

/** A plain-text mail in the person's language from the `applications.apply.mail.<kind>` texts. */
export function applicantMail(ctx: Context, user: UserRow, kind: 'confirm' | 'submitted', link: string, params: Record<string, string> = {}): Mail {
  const t = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
  const values = { incubator: ctx.incubator.name, name: user.firstName || user.email, ...params };
  const lines = [t('mail.greeting', values), '', t(`applications.apply.mail.${kind}.body`, values), link, '', t('mail.signature', values)];
  return { to: user.email, subject: t(`applications.apply.mail.${kind}.subject`, values), text: lines.join('\n') };
}

/**
 * A visitor becomes an applicant (CreateApplicant): an account with the organisation's Applicant
 * role, signed in at once, and a mail to confirm the address. Counted per client address like
 * every write sent without signing in. An address that has an account is refused by name —
 * sign-up cannot help saying so — and the person is pointed to sign in.
 */
export const createApplicant = defineChange({
  input: () => createApplicantSchema,
  async authorize(ctx, input) {
    await chargeAddress(ctx, 'applicant-sign-up');
    const db = await ctx.tx.db();
    return { funnel: input.funnelId ? await openFunnel(ctx, db, input.funnelId) : null };
  },
  async write(ctx, db, input, { funnel }) {
    const [existing] = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.email, input.email)));
    if (existing) throw emailTaken();
    let user: UserRow;
    try {
      user = await createUser(db, ctx.incubator.id, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        roleType: 'applicant',
        passwordHash: await hashPassword(input.password),
        status: 'active',
        validated: false,
        language: ctx.language,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const token = await issueOneTimeToken(ctx, db, user.id, 'validate');
    sendAfterCommit(
      ctx,
      applicantMail(ctx, user, 'confirm', tenantLink(ctx, `/account/confirmation?token=${encodeURIComponent(token)}`), { funnel: funnel?.name ?? ctx.incubator.name }),
    );
    return {
      result: await issueAuthToken(ctx, db, user),
      events: [{ kind: 'user.applicantSignedUp', subjectKind: 'user', subjectId: user.id, actorId: user.id }],
    };
  },
});

/** Follows the link of the confirmation mail (ConfirmAccount): the address is confirmed, the link used up. */
export const confirmAccount = defineChange({
  input: () => z.object({ token: z.string().max(200) }),
  authorize: async () => undefined,
  async write(ctx, db, { token }) {
    const user = await redeemOneTimeToken(ctx, db, token, 'validate', true);
    await db
      .update(u)
      .set({ validated: true, status: user.status === 'pending' ? 'active' : user.status, updatedAt: new Date() })
      .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)));
    return { result: true, events: [{ kind: 'user.emailValidated', subjectKind: 'user', subjectId: user.id, actorId: user.id }] };
  },
});
