import { and, eq } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, type FieldError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { checkCustomDomain, checkSlug, newDomainClaim } from './addresses.ts';
import { EMAIL_COLUMN, redeemConfirmationLink, revokeConfirmationLinks, sendConfirmationLink, unconfirmed } from './emails.ts';
import { checkImageUrls } from './files.ts';
import { confirmEmailInput, emailKindInput, incubatorInput, type EmailKind, type IncubatorInput } from './inputs.ts';
import { organisationValidationError, parseOrganisationInput } from './labels.ts';

const i = schema.incubators;
type Changes = Partial<Omit<IncubatorRow, 'id' | 'createdAt'>>;

/** Rules that need the stored organisation or other tenants: checked before anything is written. */
async function checkAgainstStored(ctx: Context, db: Db, input: IncubatorInput): Promise<FieldError[]> {
  const stored = ctx.incubator;
  const errors: FieldError[] = [];
  if (input.slug !== undefined) errors.push(...(await checkSlug(ctx, input.slug)));
  if (input.customDomain !== undefined) errors.push(...(await checkCustomDomain(ctx, input.customDomain)));
  errors.push(...(await checkImageUrls(db, stored.id, { logo: input.logo, whiteLogo: input.whiteLogo, logoSquare: input.logoSquare })));
  const seo = { ...stored.seo, ...input.seo };
  if (input.seo && seo.active && !seo.seoTitle) errors.push({ field: 'seo.seoTitle', key: 'organisation.errors.seoTitleRequired' });
  const term = { ...stored.startupNameAlternative, ...input.startupNameAlternative };
  if (input.startupNameAlternative && term.active && term.label.length === 0) {
    errors.push({ field: 'startupNameAlternative.label', key: 'organisation.errors.startupTermRequired' });
  }
  return errors;
}

/** The stored shape of the input: nested objects merged over what is stored, e-mail addresses handled apart. */
function changesFrom(stored: IncubatorRow, input: IncubatorInput): Changes {
  const { termsAndServices, customLogin, seo, startupNameAlternative, brandPalette, generalEmail: _g, supportEmail: _s, ...plain } = input;
  const changes: Changes = { ...plain };
  if (termsAndServices) changes.termsUrl = termsAndServices.url ?? null;
  if (customLogin) changes.customLogin = { ...stored.customLogin, ...customLogin };
  if (seo) changes.seo = { ...stored.seo, ...seo };
  if (startupNameAlternative) changes.startupNameAlternative = { ...stored.startupNameAlternative, ...startupNameAlternative };
  if (brandPalette) {
    changes.brandPalette = {
      sidebar: { ...stored.brandPalette.sidebar, ...brandPalette.sidebar },
      login: { ...stored.brandPalette.login, ...brandPalette.login },
    };
  }
  return changes;
}

/** Only what really differs is written and reported in the event. */
function differing(stored: IncubatorRow, changes: Changes): Changes {
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => JSON.stringify(stored[key as keyof IncubatorRow] ?? null) !== JSON.stringify(value ?? null)),
  ) as Changes;
}

/** Changed, removed or (for an unconfirmed one, given again) re-sent addresses. */
function emailChanges(stored: IncubatorRow, input: IncubatorInput) {
  const result: Array<{ kind: EmailKind; email: string | null; resend: boolean }> = [];
  for (const [kind, column] of Object.entries(EMAIL_COLUMN) as Array<[EmailKind, 'generalEmail' | 'supportEmail']>) {
    const given = input[column];
    if (given === undefined) continue;
    const current = stored[column];
    const email = given?.email ?? null;
    if (email === (current?.email ?? null)) {
      if (email && current && !current.confirmed) result.push({ kind, email, resend: true });
      continue;
    }
    result.push({ kind, email, resend: false });
  }
  return result;
}

/** Event names of the fields as the Incubator type names them. */
const FIELD_NAME: Partial<Record<keyof Changes, string>> = { termsUrl: 'termsAndServices' };

export async function updateIncubator(ctx: Context, data: unknown): Promise<IncubatorRow> {
  const viewer = requireOrganisationAdmin(ctx);
  const input = parseOrganisationInput(ctx, incubatorInput, data ?? {});
  const db = await ctx.tx.db();
  if (input.customDomain !== undefined && !incubatorFlags(ctx.incubator).customDomainsManagement) {
    throw new AppError('FORBIDDEN', 'organisation.errors.planLacksCustomDomains');
  }
  const errors = await checkAgainstStored(ctx, db, input);
  if (errors.length) throw organisationValidationError(ctx, errors);

  const stored = ctx.incubator;
  const changes = differing(stored, changesFrom(stored, input));
  const emails = emailChanges(stored, input);
  for (const { kind, email, resend } of emails) if (!resend) changes[EMAIL_COLUMN[kind]] = email ? unconfirmed(email) : null;
  if (Object.keys(changes).length === 0 && emails.length === 0) return stored;

  const fields = Object.keys(changes).map((key) => FIELD_NAME[key as keyof Changes] ?? key);
  if ('customDomain' in changes) Object.assign(changes, newDomainClaim(changes.customDomain ?? null));
  const [row] = Object.keys(changes).length ? await db.update(i).set(changes).where(eq(i.id, stored.id)).returning().catch(takenMeanwhile(ctx, input)) : [stored];
  ctx.incubator = row;
  for (const { kind, email } of emails) {
    if (email) await sendConfirmationLink(ctx, db, row, kind, email, viewer.user.id);
    else await revokeConfirmationLinks(ctx, db, kind);
  }
  if (fields.length) {
    await recordEvent(ctx, db, {
      kind: 'organisation.updated',
      subjectKind: 'incubator',
      subjectId: row.id,
      data: { fields, ...(changes.slug ? { fromSlug: stored.slug, toSlug: row.slug } : {}) },
    });
  }
  const resent = emails.filter((e) => e.resend).map((e) => e.kind);
  if (resent.length) await recordEvent(ctx, db, { kind: 'organisation.emailConfirmationSent', subjectKind: 'incubator', subjectId: row.id, data: { kinds: resent } });
  return row;
}

/** Public: the link in the mail is followed by whoever reads that mailbox, signed in or not. */
export async function confirmIncubatorEmail(ctx: Context, args: unknown): Promise<IncubatorRow> {
  const { token } = parseOrganisationInput(ctx, confirmEmailInput, args);
  const db = await ctx.tx.db();
  const { kind, adminId } = await redeemConfirmationLink(ctx, db, token);
  const column = EMAIL_COLUMN[kind];
  const address = ctx.incubator[column];
  if (!address) throw new AppError('INVALID_LINK', 'auth.invalidLink');
  const [row] = await db
    .update(i)
    .set({ [column]: { email: address.email, confirmed: true } })
    .where(eq(i.id, ctx.incubator.id))
    .returning();
  ctx.incubator = row;
  await recordEvent(ctx, db, {
    kind: 'organisation.emailConfirmed',
    subjectKind: 'incubator',
    subjectId: row.id,
    actorId: ctx.viewer?.user.id ?? adminId,
    data: { kind, email: address.email },
  });
  return row;
}

export async function deleteUnconfirmedIncubatorEmail(ctx: Context, args: unknown): Promise<IncubatorRow> {
  requireOrganisationAdmin(ctx);
  const { kind } = parseOrganisationInput(ctx, emailKindInput, args);
  const column = EMAIL_COLUMN[kind];
  const address = ctx.incubator[column];
  if (!address || address.confirmed) throw organisationValidationError(ctx, [{ field: 'kind', key: 'organisation.errors.noUnconfirmedEmail' }]);
  const db = await ctx.tx.db();
  const [row] = await db
    .update(i)
    .set({ [column]: null })
    .where(and(eq(i.id, ctx.incubator.id)))
    .returning();
  ctx.incubator = row;
  await revokeConfirmationLinks(ctx, db, kind);
  await recordEvent(ctx, db, { kind: 'organisation.unconfirmedEmailDeleted', subjectKind: 'incubator', subjectId: row.id, data: { kind, email: address.email } });
  return row;
}

/**
 * Two organisations claiming the same address at the same instant both pass the check above;
 * the database's unique index stops the second, which then gets the same message as a late one.
 */
export function takenMeanwhile(ctx: Context, input: { slug?: string | null; customDomain?: string | null }) {
  return (error: unknown): never => {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (cause.code === '23505' && cause.constraint?.includes('slug')) {
      throw organisationValidationError(ctx, [{ field: 'slug', key: 'organisation.errors.slugTaken', params: { slug: input.slug ?? '' } }]);
    }
    if (cause.code === '23505' && cause.constraint?.includes('custom_domain')) {
      throw organisationValidationError(ctx, [{ field: 'customDomain', key: 'organisation.errors.domainTaken', params: { domain: input.customDomain ?? '' } }]);
    }
    throw error;
  };
}
