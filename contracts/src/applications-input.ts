/**
 * Input schemas of the application funnels (zod), shared by the server's changes and the web forms.
 * Each slice keeps its schemas under a comment with its name.
 */
import { z } from './zod.ts';
import { APPLICATION_STATUSES, APPLICATION_STATUS_GROUPS, EVALUATION_SCORE_MAX, ROUND_DECISIONS } from './applications.ts';

// ── Slice 3: the applications overview, tags and bulk actions ──

const OVERVIEW_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const overviewId = () => z.string('validation.invalid').trim().regex(OVERVIEW_UUID, 'validation.invalid');
const overviewIds = (max: number) =>
  z
    .array(overviewId())
    .max(max)
    .transform((list) => [...new Set(list)]);

/** Ids one overview filter may name at once (funnels, rounds, tags, evaluators). */
export const APPLICATION_FILTER_IDS_MAX = 50;
/** A search is a few words: names, an e-mail address, a blind-review reference. */
export const APPLICATION_SEARCH_MAX_LENGTH = 200;
/** The overview's orders. */
export const APPLICATION_SORTS = ['NEWEST', 'OLDEST', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const APPLICATION_STATUS_GROUP_NAMES = Object.keys(APPLICATION_STATUS_GROUPS) as Array<keyof typeof APPLICATION_STATUS_GROUPS>;

/** The overview's filters; without APPLICATION_OVERVIEW/FILTERS:VIEW only `funnelIds` may be set. */
export const applicationFilterSchema = z
  .object({
    funnelIds: overviewIds(APPLICATION_FILTER_IDS_MAX).nullish(),
    roundIds: overviewIds(APPLICATION_FILTER_IDS_MAX).nullish(),
    statuses: z.array(z.enum(APPLICATION_STATUSES, 'validation.invalid')).max(APPLICATION_STATUSES.length).nullish(),
    statusGroup: z.enum(APPLICATION_STATUS_GROUP_NAMES as [keyof typeof APPLICATION_STATUS_GROUPS], 'validation.invalid').nullish(),
    tagIds: overviewIds(APPLICATION_FILTER_IDS_MAX).nullish(),
    evaluatorIds: overviewIds(APPLICATION_FILTER_IDS_MAX).nullish(),
    scoreMin: z.number('validation.invalid').min(0, 'validation.invalid').max(EVALUATION_SCORE_MAX, 'validation.invalid').nullish(),
    scoreMax: z.number('validation.invalid').min(0, 'validation.invalid').max(EVALUATION_SCORE_MAX, 'validation.invalid').nullish(),
    search: z.string('validation.invalid').max(APPLICATION_SEARCH_MAX_LENGTH).nullish(),
    assignedToMe: z.boolean('validation.invalid').nullish(),
  })
  .strict()
  .superRefine((filter, ctx) => {
    if (filter.scoreMin != null && filter.scoreMax != null && filter.scoreMin > filter.scoreMax)
      ctx.addIssue({ code: 'custom', path: ['scoreMax'], message: 'applications.overview.scoreRange' });
  });
export type ApplicationFilterInput = z.input<typeof applicationFilterSchema>;

/** Tags one application may carry. */
export const APPLICATION_TAGS_MAX = 50;
/** Sets an application's tags (category Application) to exactly these. */
export const tagApplicationInputSchema = z.object({
  applicationId: overviewId(),
  tagIds: overviewIds(APPLICATION_TAGS_MAX),
});

/** Bulk actions of the overview, each run as a batch operation. */
export const APPLICATION_BATCH_ACTIONS = ['DECIDE', 'RESET', 'MOVE_TO_ROUND', 'TAG', 'ASSIGN_EVALUATORS', 'DELETE'] as const;
export type ApplicationBatchAction = (typeof APPLICATION_BATCH_ACTIONS)[number];
/** Applications one bulk action may select at once. */
export const APPLICATION_BATCH_MAX = 5000;
/** Evaluators one bulk assignment may name. */
export const APPLICATION_BATCH_EVALUATORS_MAX = 20;
/** Rejection reasons told at once, each a short sentence. */
export const APPLICATION_REASONS_MAX = 20;
export const APPLICATION_REASON_MAX_LENGTH = 500;
/**
 * A bulk decision's mails wait this long (the undo window): until then undoApplicationBatch
 * resets the decided applications and no applicant hears of it.
 */
export const APPLICATION_DECISION_UNDO_MS = 10 * 60 * 1000;

const applicationSelection = z
  .array(overviewId())
  .min(1, 'applications.batch.applicationsRequired')
  .max(APPLICATION_BATCH_MAX, 'applications.batch.tooMany')
  .transform((list) => [...new Set(list)]);

/** A bulk action: the applications and what the action needs (a decision, a round, tags, evaluators). */
export const applicationBatchInputSchema = z
  .object({
    action: z.enum(APPLICATION_BATCH_ACTIONS, 'validation.invalid'),
    applicationIds: applicationSelection,
    decision: z.enum(ROUND_DECISIONS, 'validation.invalid').nullish(),
    rejectionMailId: overviewId().nullish(),
    reasons: z.array(z.string('validation.invalid').trim().min(1, 'validation.required').max(APPLICATION_REASON_MAX_LENGTH)).max(APPLICATION_REASONS_MAX).nullish(),
    roundId: overviewId().nullish(),
    tagIds: overviewIds(APPLICATION_TAGS_MAX).nullish(),
    evaluatorIds: overviewIds(APPLICATION_BATCH_EVALUATORS_MAX).nullish(),
  })
  .superRefine((input, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.action === 'DECIDE' && !input.decision) missing('decision', 'applications.batch.decisionRequired');
    if (input.action === 'MOVE_TO_ROUND' && !input.roundId) missing('roundId', 'applications.batch.roundRequired');
    if (input.action === 'TAG' && !input.tagIds?.length) missing('tagIds', 'applications.batch.tagsRequired');
    if (input.action === 'ASSIGN_EVALUATORS' && !input.evaluatorIds?.length) missing('evaluatorIds', 'applications.batch.evaluatorsRequired');
  });
export type ApplicationBatchInput = z.input<typeof applicationBatchInputSchema>;

/** What the preview of a bulk decision is asked about. */
export const previewApplicationDecisionsSchema = z.object({
  applicationIds: applicationSelection,
  decision: z.enum(ROUND_DECISIONS, 'validation.invalid'),
});

// ── Slice 2: applying (the applicant's sign-up, a new application) ──

import { email } from './schemas.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation.ts';

const APPLY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const applyId = () => z.string('validation.invalid').trim().regex(APPLY_UUID, 'validation.invalid');

export const APPLICANT_NAME_MAX_LENGTH = 100;
/** The project or startup name an applicant gives. */
export const APPLICATION_NAME_MAX_LENGTH = 200;

/** A visitor's sign-up as an applicant (createApplicant); the password follows the account's rules. */
export const createApplicantSchema = z.object({
  email: email(),
  firstName: z.string().trim().min(1).max(APPLICANT_NAME_MAX_LENGTH),
  lastName: z.string().trim().min(1).max(APPLICANT_NAME_MAX_LENGTH),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  funnelId: applyId().nullish(),
});
export type CreateApplicantInput = z.input<typeof createApplicantSchema>;

/** A new application to a funnel, named after the project (createApplication). */
export const createApplicationSchema = z.object({
  funnelId: applyId(),
  name: z.string('applications.apply.nameRequired').trim().min(1, 'applications.apply.nameRequired').max(APPLICATION_NAME_MAX_LENGTH),
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;

// ── Slice 4: one application's page (comments, decisions) ──

import { NOTE_MAX_LENGTH, noteText } from './startups.ts';
import { hasControlCharacters, refuse } from './schemas.ts';

const FILE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileId = () => z.string('validation.invalid').trim().regex(FILE_UUID, 'validation.invalid');

/** Decisions and actions the application page offers, as `availableDecisions` names them. */
export const APPLICATION_DECISION_ACTIONS = ['accept', 'reject', 'delay_reject', 'reset', 'send_rejection'] as const;
export type ApplicationDecisionAction = (typeof APPLICATION_DECISION_ACTIONS)[number];

/**
 * A comment on an application's activities: rich text (sanitised by the server before it is
 * stored; empty once the markup is gone counts as empty), private ones for staff only.
 */
export const applicationCommentSchema = z.object({
  message: z
    .string('applications.file.messageRequired')
    .max(NOTE_MAX_LENGTH, 'applications.file.messageTooLong')
    .transform((html, ctx) => {
      if (!noteText(html)) return refuse(ctx, { key: 'applications.file.messageRequired' });
      return hasControlCharacters(html) ? refuse(ctx, { key: 'validation.controlCharacters' }) : html;
    }),
  isPrivate: z.boolean('validation.invalid').nullish(),
});
export type ApplicationCommentInput = z.input<typeof applicationCommentSchema>;

/**
 * A decision on the application's current round. A rejection may name one of the rejection mails
 * and the reasons told; without one the organisation's default rejection mail is sent.
 */
export const decideApplicationSchema = z.object({
  decision: z.enum(ROUND_DECISIONS, 'validation.invalid'),
  rejectionMailId: fileId().nullish(),
  reasons: z.array(z.string('validation.invalid').trim().min(1, 'validation.required').max(APPLICATION_REASON_MAX_LENGTH)).max(APPLICATION_REASONS_MAX).nullish(),
});
export type DecideApplicationInput = z.input<typeof decideApplicationSchema>;

// ── Slice 1: funnels, their rounds, rejection mails ──
import { EVALUATOR_ASSIGNMENT_MODES as FUNNEL_ASSIGNMENT_MODES, FUNNEL_STATUSES as FUNNEL_STATUS_VALUES } from './applications.ts';
import * as funnelLimits from './funnel-page.ts';
import { ROLE_TYPES as FUNNEL_ROLE_TYPES } from './roles.ts';
import { instant as funnelInstant } from './schemas.ts';

const FUNNEL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const funnelRef = () => z.string('validation.invalid').trim().regex(FUNNEL_UUID, 'validation.invalid');
const distinctIds = (list: string[]) => [...new Set(list)];
const funnelHtml = () => z.string('validation.invalid').max(funnelLimits.FUNNEL_HTML_MAX_LENGTH);
const funnelName = () => z.string('validation.required').trim().min(1, 'funnels.nameRequired').max(funnelLimits.FUNNEL_NAME_MAX_LENGTH);

/** createFunnel and cloneFunnel: the new funnel's name. */
export const funnelNameSchema = z.object({ name: funnelName() });

/** The funnels list's filter. */
export const funnelListFilterSchema = z
  .object({
    search: z.string('validation.invalid').max(200).nullish(),
    status: z.enum(FUNNEL_STATUS_VALUES, 'validation.invalid').nullish(),
    archived: z.boolean('validation.invalid').nullish(),
  })
  .nullish();

const blockId = () =>
  z
    .string('validation.required')
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/** One block of a programme page as the builder sends it; its HTML is sanitised by the server. */
export const pageBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ id: blockId(), type: z.literal('text'), html: funnelHtml() }),
    z.object({
      id: blockId(),
      type: z.literal('image'),
      attachmentId: funnelRef(),
      alt: z
        .string()
        .trim()
        .max(300)
        .nullish()
        .transform((v) => v ?? ''),
    }),
    z.object({
      id: blockId(),
      type: z.literal('video'),
      url: z
        .string('validation.required')
        .trim()
        .min(1)
        .max(funnelLimits.FUNNEL_HTML_MAX_LENGTH)
        .refine((url) => funnelLimits.videoEmbedUrl(url) !== null, 'funnels.videoUnsupported'),
      title: z
        .string()
        .trim()
        .max(200)
        .nullish()
        .transform((v) => v ?? ''),
    }),
    z.object({
      id: blockId(),
      type: z.literal('accordion'),
      items: z
        .array(z.object({ title: z.string('validation.required').trim().min(1, 'funnels.itemTitleRequired').max(200), html: funnelHtml() }))
        .min(1, 'funnels.itemsRequired')
        .max(funnelLimits.FUNNEL_ACCORDION_ITEMS_MAX),
    }),
    z.object({
      id: blockId(),
      type: z.literal('columns'),
      columns: z.array(funnelHtml()).min(funnelLimits.FUNNEL_COLUMNS_MIN).max(funnelLimits.FUNNEL_COLUMNS_MAX),
    }),
    z.object({ id: blockId(), type: z.literal('funnel') }),
  ],
  'validation.invalid',
);
export type PageBlockInput = z.input<typeof pageBlockSchema>;

export const funnelPageSchema = z
  .array(pageBlockSchema)
  .max(funnelLimits.FUNNEL_PAGE_BLOCKS_MAX, 'funnels.pageTooLong')
  .superRefine((blocks, ctx) => {
    const seen = new Set<string>();
    blocks.forEach((block, i) => {
      if (seen.has(block.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'validation.invalid' });
      seen.add(block.id);
    });
  });

/** A mail of the funnel (acceptance, a round's instructions): subject and rich-text body. */
export const funnelMailSchema = z.object({
  subject: z.string('validation.required').trim().min(1, 'funnels.mailSubjectRequired').max(funnelLimits.MAIL_SUBJECT_MAX_LENGTH),
  body: z.string('validation.invalid').max(funnelLimits.MAIL_BODY_MAX_LENGTH),
});

/** updateFunnel: only the fields sent change; null clears what may be empty. */
export const funnelChangesSchema = z.object({
  name: funnelName().optional(),
  summary: z.string('validation.invalid').trim().max(funnelLimits.FUNNEL_SUMMARY_MAX_LENGTH).nullish(),
  slug: z
    .string('validation.required')
    .trim()
    .toLowerCase()
    .min(1, 'funnels.slugRequired')
    .max(funnelLimits.FUNNEL_SLUG_MAX_LENGTH)
    .regex(funnelLimits.FUNNEL_SLUG_PATTERN, 'funnels.slugInvalid')
    .optional(),
  status: z.enum(FUNNEL_STATUS_VALUES, 'validation.invalid').optional(),
  programId: funnelRef().nullish(),
  anonymous: z.boolean('validation.invalid').optional(),
  archived: z.boolean('validation.invalid').optional(),
  page: funnelPageSchema.optional(),
  acceptanceMail: funnelMailSchema.nullish(),
  administratorIds: z.array(funnelRef()).min(1, 'funnels.administratorsRequired').max(funnelLimits.FUNNEL_ADMINS_MAX).transform(distinctIds).optional(),
});
export type FunnelChangesInput = z.input<typeof funnelChangesSchema>;

/** createFunnelRound: the new round's name. */
export const funnelRoundNameSchema = z.object({
  name: z.string('validation.required').trim().min(1, 'funnels.roundNameRequired').max(funnelLimits.FUNNEL_ROUND_NAME_MAX_LENGTH),
});

const roleTypeList = () => z.array(z.enum(FUNNEL_ROLE_TYPES, 'validation.invalid')).max(FUNNEL_ROLE_TYPES.length).transform(distinctIds);

/** updateFunnelRound: only the fields sent change. */
export const funnelRoundChangesSchema = z
  .object({
    name: funnelRoundNameSchema.shape.name.optional(),
    formId: funnelRef().nullish(),
    evaluationFormId: funnelRef().nullish(),
    meeting: z.boolean('validation.invalid').optional(),
    opensAt: funnelInstant().nullish(),
    closesAt: funnelInstant().nullish(),
    assignment: z.enum(FUNNEL_ASSIGNMENT_MODES, 'validation.invalid').optional(),
    evaluatorsPerApplication: z.number('validation.invalid').int('validation.invalid').min(1).max(funnelLimits.EVALUATORS_PER_APPLICATION_MAX).optional(),
    requiredEvaluations: z.number('validation.invalid').int('validation.invalid').min(0).max(funnelLimits.REQUIRED_EVALUATIONS_MAX).optional(),
    selfAssignment: z.boolean('validation.invalid').optional(),
    criteria: z
      .array(z.object({ tagId: funnelRef(), weight: z.number('validation.invalid').int('validation.invalid').min(1).max(funnelLimits.FUNNEL_CRITERION_WEIGHT_MAX) }))
      .max(funnelLimits.FUNNEL_CRITERIA_MAX)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((c, i) => {
          if (seen.has(c.tagId)) ctx.addIssue({ code: 'custom', path: [i, 'tagId'], message: 'funnels.criterionTwice' });
          seen.add(c.tagId);
        });
      })
      .optional(),
    evaluatorIds: z.array(funnelRef()).max(funnelLimits.FUNNEL_ROUND_EVALUATORS_MAX).transform(distinctIds).optional(),
    hiddenQuestions: z
      .array(z.object({ questionId: z.string('validation.required').trim().min(1).max(100), roleTypes: roleTypeList() }))
      .max(500)
      .optional(),
    evaluationsVisibleTo: roleTypeList().optional(),
    instructionsMail: funnelMailSchema.nullish(),
  })
  .superRefine((round, ctx) => {
    if (round.opensAt && round.closesAt && round.closesAt <= round.opensAt) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'funnels.closesBeforeOpens' });
  });
export type FunnelRoundChangesInput = z.input<typeof funnelRoundChangesSchema>;

/** reorderFunnelRounds: every round of the funnel, once, in the new order. */
export const funnelRoundOrderSchema = z.object({ roundIds: z.array(funnelRef()).min(1).max(100) });

const rejectionReasons = () =>
  z.array(z.string('validation.required').trim().min(1, 'funnels.reasonRequired').max(funnelLimits.REJECTION_REASON_MAX_LENGTH)).max(funnelLimits.REJECTION_REASONS_MAX);

/** createRejectionMail: a funnel's own mail, or one every funnel may use when `funnelId` is empty. */
export const rejectionMailSchema = z.object({
  funnelId: funnelRef().nullish(),
  name: z.string('validation.required').trim().min(1, 'funnels.nameRequired').max(funnelLimits.REJECTION_MAIL_NAME_MAX_LENGTH),
  subject: funnelMailSchema.shape.subject,
  body: funnelMailSchema.shape.body,
  reasons: rejectionReasons()
    .nullish()
    .transform((v) => v ?? []),
});
export type RejectionMailInput = z.input<typeof rejectionMailSchema>;

/** updateRejectionMail: only the fields sent change. */
export const rejectionMailChangesSchema = z.object({
  name: rejectionMailSchema.shape.name.optional(),
  subject: funnelMailSchema.shape.subject.optional(),
  body: funnelMailSchema.shape.body.optional(),
  reasons: rejectionReasons().optional(),
});

// ── Slice 5: evaluations (scores, comments, conflicts, assignments) ──
import { EVALUATION_SCORE_MAX as EVALUATION_MAX } from './applications.ts';

const EVALUATION_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const evaluationRef = () => z.string('validation.invalid').trim().regex(EVALUATION_UUID, 'validation.invalid');

/** An evaluator's comment is a few paragraphs of plain text. */
export const EVALUATION_COMMENT_MAX_LENGTH = 5000;
/** Why an evaluator steps out of an application. */
export const CONFLICT_REASON_MAX_LENGTH = 1000;
/** People named in one assignment. */
export const EVALUATORS_PER_ASSIGNMENT_MAX = 20;
/** More criteria than a round may have (funnel-page.ts FUNNEL_CRITERIA_MAX) is refused anyway. */
const EVALUATION_SCORES_MAX = 100;

/**
 * An evaluation: a score from 1 to EVALUATION_SCORE_MAX per criterion and a comment. Given the
 * round's criteria, every one must be scored (its missing score is reported on `scores.<tagId>`)
 * and nothing else may be; without them only the shape is checked (the server checks again once
 * it has read the round).
 */
export function evaluationInputSchema(criteria?: ReadonlyArray<{ tagId: string }>) {
  return z.object({
    scores: z
      .array(
        z.object({
          tagId: evaluationRef(),
          score: z
            .number('applications.evaluations.scoreRequired')
            .int('applications.evaluations.scoreRange')
            .min(1, 'applications.evaluations.scoreRange')
            .max(EVALUATION_MAX, 'applications.evaluations.scoreRange'),
        }),
      )
      .max(EVALUATION_SCORES_MAX)
      .superRefine((scores, ctx) => {
        const seen = new Set<string>();
        scores.forEach((entry, i) => {
          if (seen.has(entry.tagId)) ctx.addIssue({ code: 'custom', path: [i, 'tagId'], message: 'validation.invalid' });
          seen.add(entry.tagId);
        });
        if (!criteria) return;
        const wanted = new Set(criteria.map((c) => c.tagId));
        scores.forEach((entry, i) => {
          if (!wanted.has(entry.tagId)) ctx.addIssue({ code: 'custom', path: [i, 'tagId'], message: 'validation.invalid' });
        });
        for (const criterion of criteria) {
          if (!seen.has(criterion.tagId)) ctx.addIssue({ code: 'custom', path: [criterion.tagId], message: 'applications.evaluations.scoreRequired' });
        }
      }),
    comment: z.string('validation.invalid').trim().max(EVALUATION_COMMENT_MAX_LENGTH, 'applications.evaluations.commentTooLong').nullish(),
  });
}
export type EvaluationInput = z.input<ReturnType<typeof evaluationInputSchema>>;

/** The weighted mean of the scores over the criteria (null without criteria). */
export function weightedTotal(criteria: ReadonlyArray<{ tagId: string; weight: number }>, scores: Readonly<Record<string, number>>): number | null {
  let sum = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const score = scores[criterion.tagId];
    if (typeof score !== 'number') continue;
    sum += score * criterion.weight;
    weights += criterion.weight;
  }
  return weights > 0 ? sum / weights : null;
}

/** declareConflict: why the evaluator cannot judge this application. */
export const declareConflictSchema = z.object({
  reason: z.string('applications.evaluations.conflictReasonRequired').trim().min(1, 'applications.evaluations.conflictReasonRequired').max(CONFLICT_REASON_MAX_LENGTH),
});

/** assignApplicationEvaluators: the people to add. */
export const assignEvaluatorsSchema = z.object({
  userIds: z
    .array(evaluationRef())
    .min(1, 'applications.evaluations.evaluatorsRequired')
    .max(EVALUATORS_PER_ASSIGNMENT_MAX)
    .transform((list) => [...new Set(list)]),
});

// ── Slice 6: the applications dashboard ──

import { calendarDate as dashboardDate } from './schemas.ts';

/** The dashboard's period: calendar days in the organisation's time zone, both ends included, either open. */
export const applicationsDashboardRangeSchema = z.object({ from: dashboardDate().nullish(), to: dashboardDate().nullish() }).superRefine((range, ctx) => {
  if (range.from && range.to && range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'applications.analytics.invalidRange' });
});
export type ApplicationsDashboardRange = z.input<typeof applicationsDashboardRangeSchema>;

// ── Slice 7: the interview meeting of an application ──

import { checkInstant as meetingInstant, hasControlCharacters as meetingControl, refuse as meetingRefuse } from './schemas.ts';

/** The durations offered (minutes): the spec's session durations, and longer interviews up to four hours. */
export const MEETING_DURATIONS = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120, 150, 180, 240] as const;
export const MEETING_DURATION_MIN = 15;
export const MEETING_DURATION_MAX = 240;
export const MEETING_LOCATION_MAX_LENGTH = 200;
export const MEETING_LINK_MAX_LENGTH = 500;
export const MEETING_NOTES_MAX_LENGTH = 2000;
export const MEETING_ATTENDEES_MAX = 20;
export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

const MEETING_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Optional text on one line or several, without control characters; empty counts as none. */
const meetingText = (max: number, multiline: boolean) =>
  z
    .string('validation.invalid')
    .trim()
    .max(max)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const checked = multiline ? value.replace(/[\r\n\t]/g, ' ') : value;
      return meetingControl(checked) || (!multiline && /[\r\n]/.test(value)) ? meetingRefuse(ctx, { key: 'validation.controlCharacters' }) : value;
    });

/**
 * scheduleApplicationMeeting / updateApplicationMeeting: when (a future instant), how long, where
 * or by which https link, who from the programme attends, and notes for the staff only.
 * `now` is the clock the future is measured against (the tests give theirs).
 */
export function meetingInputSchema(now: () => number = Date.now) {
  return z
    .object({
      startsAt: z
        .string('validation.required')
        .trim()
        .min(1)
        .max(40)
        .transform((value, ctx) => {
          const checked = meetingInstant(value);
          if (!('date' in checked)) return meetingRefuse(ctx, checked.error);
          return checked.date.getTime() > now() ? checked.date : meetingRefuse(ctx, { key: 'applications.meetings.startsInPast' });
        }),
      durationMinutes: z
        .number('validation.required')
        .int('validation.invalid')
        .min(MEETING_DURATION_MIN, 'applications.meetings.durationRange')
        .max(MEETING_DURATION_MAX, 'applications.meetings.durationRange'),
      location: meetingText(MEETING_LOCATION_MAX_LENGTH, false),
      link: z
        .string('validation.invalid')
        .trim()
        .max(MEETING_LINK_MAX_LENGTH)
        .nullish()
        .transform((value, ctx) => {
          if (!value) return null;
          if (!URL.canParse(value) || new URL(value).protocol !== 'https:' || meetingControl(value) || /\s/.test(value))
            return meetingRefuse(ctx, { key: 'applications.meetings.httpsLink' });
          return value;
        }),
      notes: meetingText(MEETING_NOTES_MAX_LENGTH, true),
      attendeeIds: z
        .array(z.string('validation.invalid').trim().regex(MEETING_UUID, 'validation.invalid'))
        .max(MEETING_ATTENDEES_MAX)
        .nullish()
        .transform((list) => [...new Set(list ?? [])]),
    })
    .strict();
}
export type MeetingInput = z.input<ReturnType<typeof meetingInputSchema>>;
