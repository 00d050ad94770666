import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import { translator } from '../../core/i18n/index.ts';
import type { EmailAddress, IncubatorRow } from '../../db/schema/index.ts';
import { sendAfterCommit, tenantLink } from '../auth/mails.ts';
import type { EmailKind } from './inputs.ts';

const o = schema.oneTimeTokens;
const LIFETIME_MS = 7 * 24 * 60 * 60_000;

export const EMAIL_COLUMN = { GENERAL: 'generalEmail', SUPPORT: 'supportEmail' } as const satisfies Record<EmailKind, keyof IncubatorRow>;
const PURPOSE: Record<EmailKind, string> = { GENERAL: 'incubatorEmail:general', SUPPORT: 'incubatorEmail:support' };
const KIND_OF_PURPOSE = new Map(Object.entries(PURPOSE).map(([kind, purpose]) => [purpose, kind as EmailKind]));

/** Links sent for an address stop working once it changes again or is removed. */
export async function revokeConfirmationLinks(ctx: Context, db: Db, kind: EmailKind): Promise<void> {
  await db
    .update(o)
    .set({ usedAt: new Date() })
    .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.purpose, PURPOSE[kind]), isNull(o.usedAt)));
}

/**
 * A new organisation address stays unconfirmed until someone who reads that mailbox follows the
 * link: nobody can make the organisation send mail "from" an address they do not hold. The
 * token is tied to the admin who made the change (one-time tokens belong to a person).
 */
export async function sendConfirmationLink(ctx: Context, db: Db, incubator: IncubatorRow, kind: EmailKind, email: string, adminId: string): Promise<void> {
  await revokeConfirmationLinks(ctx, db, kind);
  const { token, hash } = newToken();
  await db.insert(o).values({
    incubatorId: ctx.incubator.id,
    id: newId(),
    userId: adminId,
    purpose: PURPOSE[kind],
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
  const link = tenantLink(ctx, `/confirmIncubatorEmail?token=${encodeURIComponent(token)}`);
  const t = translator(pickLanguage(incubator.defaultLanguage));
  const params = { incubator: incubator.name, email, kind: t(`organisation.emailKinds.${kind}`) };
  sendAfterCommit(ctx, {
    to: email,
    subject: t('organisation.mail.confirm.subject', params),
    text: [t('organisation.mail.confirm.body', params), link, '', t('organisation.mail.confirm.ignore', params), '', t('mail.signature', params)].join('\n'),
  });
}

/** Redeems a confirmation link: which address it confirms. Unknown, used and expired links are one error. */
export async function redeemConfirmationLink(ctx: Context, db: Db, token: string): Promise<{ kind: EmailKind; adminId: string }> {
  const [row] = await db
    .select({ id: o.id, purpose: o.purpose, userId: o.userId })
    .from(o)
    .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.tokenHash, hashToken(token)), inArray(o.purpose, Object.values(PURPOSE)), isNull(o.usedAt), gt(o.expiresAt, new Date())));
  if (!row) throw new AppError('INVALID_LINK', 'auth.invalidLink');
  await db
    .update(o)
    .set({ usedAt: new Date() })
    .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.id, row.id)));
  return { kind: KIND_OF_PURPOSE.get(row.purpose)!, adminId: row.userId };
}

export const unconfirmed = (email: string): EmailAddress => ({ email, confirmed: false });
