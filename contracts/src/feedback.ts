import { z } from './zod.ts';
import { calendarDate, refuse } from './schemas.ts';
import { localDate } from './time.ts';

/**
 * Feedback requests (spec 3 §2, feedbackForms): a published feedback form sent to people and to
 * startups (their founders), optionally about a startup or a person, with a due date. The server
 * checks each request with these schemas and the web's dialog with the very same objects.
 */
export const FEEDBACK_SUBJECT_KINDS = ['startup', 'person'] as const;
export type FeedbackSubjectKind = (typeof FEEDBACK_SUBJECT_KINDS)[number];

export const FEEDBACK_TITLE_MAX_LENGTH = 200;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
/** People asked at once (startups count as their founders): a request is a survey, not a mailing. */
export const FEEDBACK_RECIPIENTS_MAX = 500;
export const FEEDBACK_STARTUPS_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = () => z.string('validation.required').trim().min(1, 'validation.required').regex(UUID, 'validation.invalid');
const ids = (max: number) =>
  z
    .array(id())
    .max(max, 'feedback.tooManyRecipients')
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

export interface FeedbackSchemaOptions {
  /** The organisation's time zone: a due date may not be before its today. */
  timeZone: string;
  now?: () => Date;
}

const title = () => z.string('feedback.titleRequired').trim().min(1, 'feedback.titleRequired').max(FEEDBACK_TITLE_MAX_LENGTH);
const message = () =>
  z
    .string()
    .trim()
    .max(FEEDBACK_MESSAGE_MAX_LENGTH)
    .nullish()
    .transform((v) => (v ? v : null));
const dueDate = ({ timeZone, now = () => new Date() }: FeedbackSchemaOptions) =>
  calendarDate()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      return value < localDate(now(), timeZone) ? refuse(ctx, { key: 'feedback.dueDatePast' }) : value;
    });

/** What createFeedbackRequest accepts: someone to ask, and a subject named whole or not at all. */
export const feedbackRequestInputSchema = (options: FeedbackSchemaOptions) =>
  z
    .object({
      formId: id(),
      recipientIds: ids(FEEDBACK_RECIPIENTS_MAX),
      startupIds: ids(FEEDBACK_STARTUPS_MAX),
      subjectKind: z.enum(FEEDBACK_SUBJECT_KINDS, 'validation.invalid').nullish(),
      subjectId: id().nullish(),
      title: title(),
      message: message(),
      dueDate: dueDate(options),
    })
    .superRefine((input, ctx) => {
      if (!input.recipientIds.length && !input.startupIds.length) {
        ctx.addIssue({ code: 'custom', path: ['recipientIds'], message: 'feedback.recipientsRequired' });
      }
      if (Boolean(input.subjectKind) !== Boolean(input.subjectId)) {
        ctx.addIssue({ code: 'custom', path: ['subjectId'], message: 'feedback.subjectRequired' });
      }
    });

export type FeedbackRequestInput = z.input<ReturnType<typeof feedbackRequestInputSchema>>;

/** What updateFeedbackRequest accepts: only the fields sent change; people and startups sent are added. */
export const feedbackRequestChangesSchema = (options: FeedbackSchemaOptions) =>
  z.object({
    title: title().optional(),
    message: message().optional(),
    dueDate: dueDate(options).optional(),
    recipientIds: ids(FEEDBACK_RECIPIENTS_MAX).optional(),
    startupIds: ids(FEEDBACK_STARTUPS_MAX).optional(),
  });
