import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_RECIPIENTS_MAX, type EmailStatus } from '@seedbed/contracts/emails';
import { NO_RECIPIENTS, emailDraftSchema, scheduleEmailSchema, selectsAnyone, type EmailRecipients } from '@seedbed/contracts/emails-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, validationError, type FieldError } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { plainText } from '../../core/rich-text.ts';
import type { EmailRow, PlannedActionRow } from '../../db/schema/index.ts';
import { queueMessages, type OutgoingMessage } from '../emailDelivery/deliver.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { authorizePlanning, composedEmail, requireComposer } from './access.ts';
import { emailsClock } from './clock.ts';
import { fillHtml, fillText, placeholderValues, sanitiseEmailContent } from './content.ts';
import { checkSelection, resolveRecipients, tooManyRecipients, type Recipient } from './recipients.ts';
import { em, pa, plannedSendingOf, setEmail, setPlannedAction } from './repo.ts';

/** Statuses in which a campaign is still the composer's to change: once handed to delivery it is what was sent. */
const EDITABLE: readonly EmailStatus[] = ['DRAFT', 'SCHEDULED', 'CANCELLED'];

export const alreadySent = () => new AppError('EMAIL_ALREADY_SENT', 'emails.alreadySent');

function requireEditable(email: EmailRow): void {
  if (!EDITABLE.includes(email.status as EmailStatus)) throw alreadySent();
}

const campaign = (email: Pick<EmailRow, 'id' | 'subject'>) => ({ emailId: email.id, subject: email.subject });
const emailEvent = (email: EmailRow) => ({ subjectKind: 'email', subjectId: email.id });

/** A design named by the composer must be one of the organisation's, with the plan's emailTemplates. */
async function checkLayout(ctx: Context, layoutId: string | null | undefined): Promise<void> {
  if (!layoutId) return;
  const designs = schema.emailTemplates;
  const [design] = incubatorFlags(ctx.incubator).emailTemplates
    ? await (await ctx.tx.db())
        .select({ id: designs.id })
        .from(designs)
        .where(and(eq(designs.incubatorId, ctx.incubator.id), eq(designs.id, layoutId)))
    : [];
  if (!design) throw validationError([{ field: 'layoutId', key: 'emails.unknownLayout' }]);
}

type Draft = z.output<ReturnType<typeof emailDraftSchema>>;

async function checkDraft(ctx: Context, input: Draft): Promise<void> {
  if (input.recipients) await checkSelection(ctx, input.recipients);
  await checkLayout(ctx, input.layoutId);
}

const draftValues = (input: Draft): Partial<EmailRow> => {
  const { content, ...rest } = input;
  return { ...rest, ...(content !== undefined ? { content: sanitiseEmailContent(content) } : {}) };
};

export const createEmail = defineChange({
  input: () => emailDraftSchema(),
  async authorize(ctx, input) {
    requireComposer(ctx);
    await checkDraft(ctx, input);
  },
  async write(ctx, db, input) {
    const viewer = requireViewer(ctx);
    const [email] = await db
      .insert(em)
      .values({ incubatorId: ctx.incubator.id, id: newId(), recipients: NO_RECIPIENTS, ...draftValues(input), createdBy: viewer.user.id })
      .returning();
    return { result: email, events: [{ kind: 'email.created', ...emailEvent(email), data: campaign(email) }] };
  },
});

/** Only the fields sent change. A cancelled campaign edited becomes a draft again. */
export const updateEmail = defineChange({
  input: () => emailDraftSchema(),
  async authorize(ctx, input, id: string) {
    const email = await composedEmail(ctx, id);
    requireEditable(email);
    await checkDraft(ctx, input);
    return email;
  },
  async write(ctx, db, input, email) {
    const fields = Object.keys(input).filter((key) => input[key as keyof Draft] !== undefined);
    const updated = await setEmail(ctx, db, email.id, { ...draftValues(input), ...(email.status === 'CANCELLED' ? { status: 'DRAFT' } : {}) });
    return { result: updated, events: fields.length ? [{ kind: 'email.updated', ...emailEvent(updated), data: { ...campaign(updated), fields } }] : [] };
  },
});

/** A campaign not sent yet goes, with its planned sending. */
export const deleteEmail = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, id: string) {
    const email = await composedEmail(ctx, id);
    requireEditable(email);
    return email;
  },
  async write(ctx, db, _input, email) {
    await db.delete(em).where(and(eq(em.incubatorId, ctx.incubator.id), eq(em.id, email.id)));
    return { result: true, events: [{ kind: 'email.deleted', ...emailEvent(email), data: campaign(email) }] };
  },
});

/** What a campaign needs before it can leave: a subject, a body and someone chosen to send it to. */
function requireReady(email: EmailRow): void {
  const problems: FieldError[] = [];
  if (!email.subject.trim()) problems.push({ field: 'subject', key: 'emails.subjectRequired' });
  if (!plainText(email.content)) problems.push({ field: 'content', key: 'emails.contentRequired' });
  if (!selectsAnyone(email.recipients as EmailRecipients)) problems.push({ field: 'recipients', key: 'emails.recipientsRequired' });
  if (problems.length) throw validationError(problems);
}

/** The people a campaign reaches now; nobody, or more than one campaign may reach, is refused. */
async function reachable(ctx: Context, email: EmailRow): Promise<Recipient[]> {
  const recipients = await resolveRecipients(ctx, email.recipients as EmailRecipients);
  if (!recipients.length) throw validationError([{ field: 'recipients', key: 'emails.nobodyToSend' }]);
  if (recipients.length > EMAIL_RECIPIENTS_MAX) throw tooManyRecipients();
  return recipients;
}

/** One recipient's message: the subject and body with their placeholders filled for them. */
export function personalise(ctx: Pick<Context, 'services' | 'incubator'>, email: EmailRow, recipient: Recipient) {
  const values = placeholderValues(ctx, recipient);
  return { subject: fillText(email.subject, values), html: fillHtml(email.content, values) };
}

/**
 * Hands a campaign to delivery: one message per person, personalised, with the copies; a person
 * reached through a startup's team names the startup, whose timeline shows the mail. The
 * campaign is SENT from here on: what became of each mail is delivery's to tell.
 */
export async function deliverEmail(ctx: Context, db: Db, email: EmailRow, plannedActionId: string | null = null): Promise<{ email: EmailRow; event: DomainEvent }> {
  requireReady(email);
  const recipients = await reachable(ctx, email);
  const messages: OutgoingMessage[] = recipients.map((recipient) => ({
    emailId: email.id,
    ...personalise(ctx, email, recipient),
    to: [{ email: recipient.email, userId: recipient.userId }],
    cc: email.cc,
    bcc: email.bcc,
    startupId: recipient.startupId,
    bulk: true,
    layoutId: email.layoutId,
  }));
  await queueMessages(ctx, messages);
  const sent = await setEmail(ctx, db, email.id, { status: 'SENT', sentAt: emailsClock.now(), sentBy: requireViewer(ctx).user.id, recipientCount: recipients.length });
  return { email: sent, event: { kind: 'email.sent', ...emailEvent(sent), data: { ...campaign(sent), recipientCount: recipients.length, plannedActionId } } };
}

/** The title a planned action is listed by. */
export function plannedTitle(action: Pick<PlannedActionRow, 'kind' | 'payload'>, email?: Pick<EmailRow, 'subject'> | null): string {
  if (action.kind === 'EMAIL') return email?.subject ?? '';
  const text = action.kind === 'TASK' ? action.payload.name : action.payload.title;
  return typeof text === 'string' ? text : '';
}

export const plannedEvent = (action: PlannedActionRow, title: string) => ({
  subjectKind: 'plannedAction',
  subjectId: action.id,
  data: { actionId: action.id, kind: action.kind, title, runAt: action.runAt.toISOString() },
});

/** The campaign's planned sending, cancelled because it was sent by hand or called off. */
async function cancelSending(ctx: Context, db: Db, email: EmailRow): Promise<DomainEvent[]> {
  const planned = await plannedSendingOf(ctx, db, email.id);
  if (!planned) return [];
  const cancelled = await setPlannedAction(ctx, db, planned.id, { status: 'CANCELLED' });
  return [{ kind: 'plannedAction.cancelled', ...plannedEvent(cancelled, email.subject) }];
}

/** sendEmail: now. A planned sending of it is called off. */
export const sendEmail = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, id: string) {
    const email = await composedEmail(ctx, id);
    requireEditable(email);
    return email;
  },
  async write(ctx, db, _input, email) {
    const cancelled = await cancelSending(ctx, db, email);
    const { email: sent, event } = await deliverEmail(ctx, db, email);
    return { result: sent, events: [...cancelled, event] };
  },
});

/**
 * Plans a campaign's sending at `runAt` (a planned action of kind EMAIL), or moves the time of the
 * one already planned. What it needs to leave is checked now, and again when it leaves.
 */
export async function planEmail(ctx: Context, db: Db, email: EmailRow, runAt: Date): Promise<{ action: PlannedActionRow; email: EmailRow; events: DomainEvent[] }> {
  requireReady(email);
  const existing = await plannedSendingOf(ctx, db, email.id);
  const action = existing
    ? await setPlannedAction(ctx, db, existing.id, { runAt })
    : (
        await db
          .insert(pa)
          .values({ incubatorId: ctx.incubator.id, id: newId(), kind: 'EMAIL', runAt, payload: { emailId: email.id }, emailId: email.id, createdBy: requireViewer(ctx).user.id })
          .returning()
      )[0];
  const scheduled = await setEmail(ctx, db, email.id, { status: 'SCHEDULED', scheduledAt: runAt });
  const base = plannedEvent(action, email.subject);
  const events: DomainEvent[] = [
    existing ? { kind: 'plannedAction.updated', ...base, data: { ...base.data, fields: ['runAt'] } } : { kind: 'plannedAction.created', ...base },
    { kind: 'email.scheduled', ...emailEvent(scheduled), data: { ...campaign(scheduled), runAt: runAt.toISOString(), actionId: action.id } },
  ];
  return { action, email: scheduled, events };
}

/** scheduleEmail: CREATE:PLANNED_ACTION, and the campaign's composer. */
export const scheduleEmail = defineChange({
  input: () => scheduleEmailSchema({ now: emailsClock.now }),
  async authorize(ctx, _input, id: string) {
    const email = await composedEmail(ctx, id);
    await authorizePlanning(ctx);
    requireEditable(email);
    return email;
  },
  async write(ctx, db, { runAt }, email) {
    const planned = await planEmail(ctx, db, email, runAt);
    return { result: planned.email, events: planned.events };
  },
});

/** The campaign row locked for a change made outside a request's own checks (the runner's). */
export async function lockEmail(ctx: Pick<Context, 'incubator'>, db: Db, id: string): Promise<EmailRow | null> {
  const [row] = await db
    .select()
    .from(em)
    .where(and(eq(em.incubatorId, ctx.incubator.id), eq(em.id, id)))
    .for('update');
  return row ?? null;
}
