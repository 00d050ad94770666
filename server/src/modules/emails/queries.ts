import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { EMAILS_PAGE_SIZE, PLANNED_ACTIONS_PAGE_SIZE } from '@seedbed/contracts/emails';
import { emailListFilterSchema, plannedActionListFilterSchema, type EmailRecipients } from '@seedbed/contracts/emails-input';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { notFoundField } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { EmailRow, PlannedActionRow } from '../../db/schema/index.ts';
import { schema } from '../../core/db/pool.ts';
import { visiblePeople } from '../directory/visibility.ts';
import { recipientsPage } from '../emailDelivery/recipients.ts';
import { visibleStartupsCondition } from '../startups/access.ts';
import { renderInLayout } from '../emailTemplates/layout.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { composedEmail, isComposer, maySeePlannedActions, requireComposer } from './access.ts';
import { emailLoaders } from './loaders.ts';
import { resolveRecipients } from './recipients.ts';
import { em, pa } from './repo.ts';
import { personalise } from './service.ts';

export interface Page<T> {
  results: T[];
  next: string | null;
}

/** Keyset "after (time, id)" in the order of the list, on a column read with microseconds. */
const after = (column: SQLWrapper, idColumn: SQLWrapper, at: string, id: string, descending: boolean): SQL =>
  descending ? sql`(${column}, ${idColumn}) < (${at}::timestamptz, ${id}::uuid)` : sql`(${column}, ${idColumn}) > (${at}::timestamptz, ${id}::uuid)`;

/**
 * The campaigns, last changed first (emails_updated_idx, or emails_status_idx with a status),
 * keyset-paged; words of the subject narrow it.
 */
export async function emailList(ctx: Context, args: { filter?: unknown; cursor?: string | null; limit?: number | null }): Promise<Page<EmailRow>> {
  requireComposer(ctx);
  const filter = parseInput(emailListFilterSchema, args.filter ?? null);
  const size = pageSize(args.limit, EMAILS_PAGE_SIZE, 100);
  const from = args.cursor ? decodeCursor(args.cursor, [cursorPart.exactTime, cursorPart.id] as const) : null;
  const pattern = containsPattern(filter?.search);
  const stamp = exactTime(em.updatedAt);
  const rows = await (await ctx.tx.db())
    .select({ email: em, stamp })
    .from(em)
    .where(
      and(
        eq(em.incubatorId, ctx.incubator.id),
        filter?.status ? eq(em.status, filter.status) : undefined,
        pattern ? sql`lower(${em.subject}) LIKE lower(${pattern})` : undefined,
        from ? after(em.updatedAt, em.id, from[0], from[1], true) : undefined,
      ),
    )
    .orderBy(desc(em.updatedAt), desc(em.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  for (const row of page) emailLoaders(ctx).email.prime(row.email.id, row.email);
  return { results: page.map((r) => r.email), next: rows.length > size && last ? encodeCursor([last.stamp, last.email.id]) : null };
}

/**
 * Planned actions, soonest first (planned_actions_run_at_idx, or planned_actions_status_idx with
 * one status), for those who may plan, edit or cancel them; by default those still waiting.
 */
export async function plannedActionList(ctx: Context, args: { filter?: unknown; cursor?: string | null; limit?: number | null }): Promise<Page<PlannedActionRow>> {
  if (!(await maySeePlannedActions(ctx))) return { results: [], next: null };
  const filter = parseInput(plannedActionListFilterSchema, args.filter ?? null);
  const statuses = filter?.statuses?.length ? filter.statuses : ['PLANNED' as const];
  const size = pageSize(args.limit, PLANNED_ACTIONS_PAGE_SIZE, 100);
  const from = args.cursor ? decodeCursor(args.cursor, [cursorPart.exactTime, cursorPart.id] as const) : null;
  const stamp = exactTime(pa.runAt);
  const rows = await (await ctx.tx.db())
    .select({ action: pa, stamp })
    .from(pa)
    .where(
      and(
        eq(pa.incubatorId, ctx.incubator.id),
        statuses.length === 1 ? eq(pa.status, statuses[0]) : inArray(pa.status, statuses),
        filter?.kinds?.length ? inArray(pa.kind, filter.kinds) : undefined,
        from ? after(pa.runAt, pa.id, from[0], from[1], false) : undefined,
      ),
    )
    .orderBy(asc(pa.runAt), asc(pa.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.action), next: rows.length > size && last ? encodeCursor([last.stamp, last.action.id]) : null };
}

/** One person on a campaign's list: before it is sent, who it would reach; after, what became of their mail. */
export interface RecipientView {
  email: string;
  userId: string | null;
  startupName: string | null;
  status: string | null;
  openedCount: number;
  lastOpenedAt: Date | null;
  clickedCount: number;
  lastClickedAt: Date | null;
  bounceReason: string | null;
}

/**
 * A campaign's recipients by address, a page at a time: once sent, delivery's record of each
 * mail (keyset on address and id); before, the people its selection reaches now (the same order,
 * resolved afresh, so a saved view or a round reads as it is).
 */
export async function emailRecipientList(ctx: Context, id: string, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<RecipientView>> {
  const email = await composedEmail(ctx, id);
  const size = pageSize(limit, 50, 100);
  if (email.status === 'SENT') {
    const page = await recipientsPage(ctx, email.id, cursor, size);
    return {
      results: page.items.map((r) => ({
        email: r.email,
        userId: r.userId,
        startupName: null,
        status: r.status,
        openedCount: r.openedCount,
        lastOpenedAt: r.lastOpenedAt,
        clickedCount: r.clickedCount,
        lastClickedAt: r.lastClickedAt,
        bounceReason: r.bounceReason,
      })),
      next: page.next,
    };
  }
  const from = cursor ? decodeCursor(cursor, [cursorPart.text] as const) : null;
  const everyone = await resolveRecipients(ctx, email.recipients as EmailRecipients);
  const rest = from ? everyone.filter((r) => r.email > from[0]) : everyone;
  const page = rest.slice(0, size);
  const last = page.at(-1);
  return {
    results: page.map((r) => ({
      email: r.email,
      userId: r.userId,
      startupName: r.startupName,
      status: null,
      openedCount: 0,
      lastOpenedAt: null,
      clickedCount: 0,
      lastClickedAt: null,
      bounceReason: null,
    })),
    next: rest.length > size && last ? encodeCursor([last.email]) : null,
  };
}

/** How many people a campaign reaches: those it was sent to, or those its selection reaches now. */
export async function emailReach(ctx: Context, email: EmailRow): Promise<number> {
  if (email.status === 'SENT') return email.recipientCount;
  return (await resolveRecipients(ctx, email.recipients as EmailRecipients)).length;
}

export interface EmailPreview {
  subject: string;
  html: string;
  /** The whole mail as the recipient's reader shows it: the body in the campaign's design. */
  document: string;
  recipientUserId: string;
}

/** previewEmail: the campaign as one of its recipients will read it, placeholders filled for them. */
export async function previewEmail(ctx: Context, id: string, recipientUserId: string): Promise<EmailPreview> {
  const email = await composedEmail(ctx, id);
  if (!isId(recipientUserId)) throw notFoundField('recipientUserId');
  const recipient = (await resolveRecipients(ctx, email.recipients as EmailRecipients)).find((r) => r.userId === recipientUserId);
  if (!recipient) throw notFoundField('recipientUserId');
  const { subject, html } = personalise(ctx, email, recipient);
  const rendered = await renderInLayout(
    await ctx.tx.db(),
    ctx.incubator,
    { subject, html },
    { layoutId: email.layoutId, language: recipient.language ?? ctx.incubator.defaultLanguage, origin: tenantUrl(ctx.services.config, ctx.incubator) },
  );
  return { subject, html, document: rendered.html, recipientUserId };
}

/** The campaign a planned EMAIL sends, for its composers. */
export async function plannedEmailOf(ctx: Context, action: PlannedActionRow): Promise<EmailRow | null> {
  if (!action.emailId || !isComposer(ctx)) return null;
  return emailLoaders(ctx).email.load(action.emailId);
}

export interface ChosenRecord {
  id: string;
  name: string;
}

/** The names of the people chosen one by one, for the composer's picker (only those the composer sees). */
export async function chosenPeople(ctx: Context, selection: EmailRecipients): Promise<ChosenRecord[]> {
  if (!selection.userIds.length) return [];
  const u = schema.users;
  const rows = await (await ctx.tx.db())
    .select({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, selection.userIds), await visiblePeople(ctx)));
  return rows.map((r) => ({ id: r.id, name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email }));
}

/** The names of the startups chosen, for the composer's picker (only those the composer sees). */
export async function chosenStartups(ctx: Context, selection: EmailRecipients): Promise<ChosenRecord[]> {
  if (!selection.startupIds.length) return [];
  const st = schema.startups;
  return (await ctx.tx.db())
    .select({ id: st.id, name: st.name })
    .from(st)
    .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, selection.startupIds), await visibleStartupsCondition(ctx)));
}
