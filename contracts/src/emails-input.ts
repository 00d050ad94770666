/**
 * Input schemas of e-mail campaigns and planned actions (zod), checked by the server's changes and
 * the composer alike. A message key of the feature ('emails.unknownPlaceholder') reads in the web
 * as emails:validation.unknownPlaceholder.
 */
import { APPLICATION_STATUSES } from './applications.ts';
import {
  EMAIL_CONTENT_MAX_LENGTH,
  EMAIL_COPIES_MAX,
  EMAIL_PEOPLE_MAX,
  EMAIL_ROUNDS_MAX,
  EMAIL_SEARCH_MAX_LENGTH,
  EMAIL_STARTUPS_MAX,
  EMAIL_STATUSES,
  EMAIL_SUBJECT_MAX_LENGTH,
  PLANNED_ACTION_KINDS,
  PLANNED_ACTION_PAYLOAD_MAX_BYTES,
  PLANNED_ACTION_STATUSES,
  type PlannedActionKind,
  unknownPlaceholders,
} from './emails.ts';
import { feedbackRequestInputSchema } from './feedback.ts';
import { email, instant, recordId, recordIds, refuse } from './schemas.ts';
import { taskInputSchema } from './tasks.ts';
import { z } from './zod.ts';

/** A text whose placeholders must all be known: the first unknown one is named in the message. */
const withKnownPlaceholders = (schema: z.ZodString) =>
  schema.superRefine((text, ctx) => {
    const [unknown] = unknownPlaceholders(text);
    if (unknown !== undefined) refuse(ctx, { key: 'emails.unknownPlaceholder', params: { name: unknown } });
  });

/** Applicants of one funnel, narrowed to rounds and statuses (none chosen: all of them). */
export const applicantSelectionSchema = z
  .object({
    funnelId: recordId(),
    roundIds: recordIds(EMAIL_ROUNDS_MAX).default([]),
    statuses: z
      .array(z.enum(APPLICATION_STATUSES, 'validation.invalid'))
      .max(APPLICATION_STATUSES.length)
      .default([])
      .transform((list) => [...new Set(list)]),
  })
  .strict();

/** Who a campaign goes to: people, the teams of startups, applicants, the applications of a saved view. */
export const emailRecipientsSchema = z
  .object({
    userIds: recordIds(EMAIL_PEOPLE_MAX).default([]),
    startupIds: recordIds(EMAIL_STARTUPS_MAX).default([]),
    applicants: applicantSelectionSchema.nullish().transform((value) => value ?? null),
    savedViewId: recordId()
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict();
export type EmailRecipientsInput = z.input<typeof emailRecipientsSchema>;
export type EmailRecipients = z.output<typeof emailRecipientsSchema>;

export const NO_RECIPIENTS: EmailRecipients = { userIds: [], startupIds: [], applicants: null, savedViewId: null };

/** Whether a selection names anyone at all (it may still resolve to nobody). */
export const selectsAnyone = (r: EmailRecipients) => r.userIds.length > 0 || r.startupIds.length > 0 || r.applicants !== null || r.savedViewId !== null;

const copies = () =>
  z
    .array(email())
    .max(EMAIL_COPIES_MAX, 'emails.tooManyCopies')
    .transform((list) => [...new Set(list)]);

/**
 * createEmail / updateEmail: a draft is saved as it is written, so every field is optional and
 * only those sent change; what sending needs (a subject, a body, someone to send to) is checked
 * when it is sent. Placeholders must be known ones from the first save.
 */
export const emailDraftSchema = () =>
  z
    .object({
      subject: withKnownPlaceholders(z.string('validation.invalid').trim().max(EMAIL_SUBJECT_MAX_LENGTH)),
      content: withKnownPlaceholders(z.string('validation.invalid').max(EMAIL_CONTENT_MAX_LENGTH)),
      recipients: emailRecipientsSchema,
      cc: copies(),
      bcc: copies(),
      layoutId: recordId()
        .nullish()
        .transform((value) => value ?? null),
    })
    .partial()
    .strict();
export type EmailDraftInput = z.input<ReturnType<typeof emailDraftSchema>>;

/** The campaigns list: words of the subject, a status. */
export const emailListFilterSchema = z
  .object({
    search: z.string('validation.invalid').trim().max(EMAIL_SEARCH_MAX_LENGTH).nullish(),
    status: z.enum(EMAIL_STATUSES, 'validation.invalid').nullish(),
  })
  .strict()
  .nullish();

export interface PlanningOptions {
  now?: () => Date;
}

/** A time to run at: an instant after now. */
const runAt = ({ now = () => new Date() }: PlanningOptions) =>
  z
    .string('validation.required')
    .min(1, 'validation.required')
    .pipe(instant())
    .pipe(z.date().refine((at) => at.getTime() > now().getTime(), 'emails.runAtPast'));

/** scheduleEmail: the campaign leaves at `runAt`. */
export const scheduleEmailSchema = (options: PlanningOptions = {}) => z.object({ runAt: runAt(options) });

/** A payload travels as JSON text (GraphQL has no object scalar here) and is stored as the object it holds. */
const payloadObject = () =>
  z.string('validation.required').transform((text, ctx): Record<string, unknown> => {
    if (new TextEncoder().encode(text).length > PLANNED_ACTION_PAYLOAD_MAX_BYTES) return refuse(ctx, { key: 'emails.payloadTooLarge' });
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Not JSON: refused below like any other non-object.
    }
    return refuse(ctx, { key: 'validation.invalid' });
  });

export interface PayloadOptions {
  /** The organisation's time zone: a task's or a request's due date is read there. */
  timeZone: string;
  /** When the action runs: the task or request must be valid then (its due date not before it). */
  runAt: Date;
}

/** What a planned action of each kind makes when it runs, checked by the very schema of that feature. */
export function plannedPayloadSchema(kind: PlannedActionKind, { timeZone, runAt: at }: PayloadOptions): z.ZodType {
  const now = () => at;
  switch (kind) {
    case 'EMAIL':
      return z.object({ emailId: recordId() }).strict();
    case 'FEEDBACK_REQUEST':
      return feedbackRequestInputSchema({ timeZone, now });
    case 'TASK':
      return taskInputSchema({ timeZone, now });
  }
}

/** Checks `payload` for `kind` at `runAt`, reporting each failure under `payload.`. */
function checkPayload(ctx: z.RefinementCtx, kind: PlannedActionKind, payload: Record<string, unknown>, options: PayloadOptions) {
  const checked = plannedPayloadSchema(kind, options).safeParse(payload);
  if (checked.success) return;
  for (const issue of checked.error.issues) ctx.addIssue({ ...(issue as never as z.core.$ZodRawIssue), path: ['payload', ...issue.path] });
}

/**
 * createPlannedAction: what to do (a feedback request, a task: the same input as creating one now;
 * an e-mail: the campaign) and when. The payload is checked as it will be when the action runs.
 */
export const plannedActionInputSchema = ({ timeZone, now }: PlanningOptions & { timeZone: string }) =>
  z
    .object({ kind: z.enum(PLANNED_ACTION_KINDS, 'validation.invalid'), runAt: runAt({ now }), payload: payloadObject() })
    .superRefine((input, ctx) => checkPayload(ctx, input.kind, input.payload, { timeZone, runAt: input.runAt }));

/** updatePlannedAction: another time, another payload of the same kind; only what is sent changes. */
export const plannedActionChangesSchema = ({ timeZone, now, kind, runAt: current }: PlanningOptions & { timeZone: string; kind: PlannedActionKind; runAt: Date }) =>
  z
    .object({ runAt: runAt({ now }).optional(), payload: payloadObject().optional() })
    .strict()
    .superRefine((input, ctx) => {
      if (input.payload) checkPayload(ctx, kind, input.payload, { timeZone, runAt: input.runAt ?? current });
    });

export const plannedActionListFilterSchema = z
  .object({
    kinds: z.array(z.enum(PLANNED_ACTION_KINDS, 'validation.invalid')).max(PLANNED_ACTION_KINDS.length).nullish(),
    statuses: z.array(z.enum(PLANNED_ACTION_STATUSES, 'validation.invalid')).max(PLANNED_ACTION_STATUSES.length).nullish(),
  })
  .strict()
  .nullish();
