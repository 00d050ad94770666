import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EvaluationCriterion, FunnelMail, PageBlock, RoundVisibility } from '@seedbed/contracts/applications';
import { programs, tags } from './programs.ts';
import { users } from './users.ts';
import { linkTable } from './link.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * An application funnel (spec 3 §2–§3): its public programme page (`/apply/program/:slug`, built
 * from content blocks), its rounds, and the programme accepted startups join. `status` is draft,
 * open (listed on /apply/explore, taking applications) or closed. `anonymous` is blind review
 * (anonymityApplications): evaluators never learn who applied.
 */
export const funnels = pgTable(
  'funnels',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** A short plain-text summary shown on /apply/explore. */
    summary: text('summary'),
    slug: text('slug').notNull(),
    status: text('status').notNull().default('draft'),
    programId: uuid('program_id'),
    page: jsonb('page').$type<PageBlock[]>().notNull().default(sql`'[]'::jsonb`),
    anonymous: boolean('anonymous').notNull().default(false),
    acceptanceMail: jsonb('acceptance_mail').$type<FunnelMail>(),
    archived: boolean('archived').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }),
    // The management list, recently changed first; the public list of open funnels.
    index('funnels_list_idx').on(t.incubatorId, t.archived, t.updatedAt, t.id),
    index('funnels_open_idx').on(t.incubatorId, t.status, t.name).where(sql`NOT ${t.archived}`),
    uniqueIndex('funnels_slug_unique').on(t.incubatorId, t.slug),
  ],
);

/** A funnel's administrators: its creator (FUNNEL:CREATE) and whoever they add; they keep access to it whatever their role. */
export const funnelAdmins = linkTable('funnel_admins', { funnelId: funnels, userId: users });

/**
 * One step of a funnel, in `position` order. `form_id` is the form applicants fill in this round
 * (intake kind; none for a round that only reviews), `evaluation_form_id` the one evaluators fill.
 * Form ids carry no foreign key: a form archived or removed leaves the round without it, which
 * the builder shows, rather than blocking the form's own lifecycle.
 */
export const funnelRounds = pgTable(
  'funnel_rounds',
  {
    ...tenantColumns(),
    funnelId: uuid('funnel_id').notNull(),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    formId: uuid('form_id'),
    evaluationFormId: uuid('evaluation_form_id'),
    /** An interview round: accepting into it makes the application ready_for_meeting. */
    meeting: boolean('meeting').notNull().default(false),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** One of EVALUATOR_ASSIGNMENT_MODES. */
    assignment: text('assignment').notNull().default('manual'),
    evaluatorsPerApplication: integer('evaluators_per_application').notNull().default(2),
    requiredEvaluations: integer('required_evaluations').notNull().default(2),
    selfAssignment: boolean('self_assignment').notNull().default(false),
    criteria: jsonb('criteria').$type<EvaluationCriterion[]>().notNull().default(sql`'[]'::jsonb`),
    visibility: jsonb('visibility').$type<RoundVisibility>().notNull().default(sql`'{"hiddenQuestions":{},"evaluationsVisibleTo":[]}'::jsonb`),
    /** The instructions mail sent to applicants invited into the round (FindOrCreateFunnelInstructionEmail). */
    instructionsMail: jsonb('instructions_mail').$type<FunnelMail>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete('cascade'),
    index('funnel_rounds_funnel_idx').on(t.incubatorId, t.funnelId, t.position),
  ],
);

/** The people who may evaluate a round's applications (its pool for random, tag and industry assignment). */
export const funnelRoundEvaluators = linkTable('funnel_round_evaluators', { roundId: funnelRounds, userId: users });

/**
 * A rejection mail (EMAIL_REJECTION:CREATE/EDIT): subject and body, and the reasons a rejected
 * applicant may be told (chosen per decision). Belongs to a funnel, or to every funnel when none.
 */
export const rejectionMails = pgTable(
  'rejection_mails',
  {
    ...tenantColumns(),
    funnelId: uuid('funnel_id'),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete('cascade'),
    index('rejection_mails_funnel_idx').on(t.incubatorId, t.funnelId, t.name),
  ],
);

/**
 * One applicant's application to a funnel: its current round and status (APPLICATION_STATUSES,
 * moved only along APPLICATION_TRANSITIONS), the startup it became or was linked to, and the
 * current round's evaluation state kept here so the overview sorts and filters on one row:
 * `score` is the weighted mean of the submitted evaluations, `evaluations_done` of `evaluations_needed`.
 */
/**
 * What the record search (modules/search) matches an application (its project name) by. Its GIN index is built on this very
 * expression, so a search reads the index; 'simple' (no stemming) matches every language alike.
 */
export const applicationSearchDocument = (t: { name: SQLWrapper }) => sql`to_tsvector('simple', ${t.name})`;

export const applications = pgTable(
  'applications',
  {
    ...tenantColumns(),
    funnelId: uuid('funnel_id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    /** The project or startup name the applicant gives. */
    name: text('name').notNull(),
    roundId: uuid('round_id').notNull(),
    status: text('status').notNull().default('draft'),
    startupId: uuid('startup_id'),
    score: doublePrecision('score'),
    evaluationsDone: integer('evaluations_done').notNull().default(0),
    evaluationsNeeded: integer('evaluations_needed').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.applicantId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }),
    // One application per applicant and funnel (DUPLICATE_APPLICATION); an applicant's own list.
    uniqueIndex('applications_applicant_unique').on(t.incubatorId, t.funnelId, t.applicantId),
    index('applications_applicant_idx').on(t.incubatorId, t.applicantId, t.createdAt),
    // The overview: newest first, by funnel, by status, by score; each a keyset range.
    index('applications_created_idx').on(t.incubatorId, t.createdAt, t.id),
    index('applications_funnel_idx').on(t.incubatorId, t.funnelId, t.createdAt, t.id),
    index('applications_status_idx').on(t.incubatorId, t.status, t.createdAt, t.id),
    index('applications_funnel_status_idx').on(t.incubatorId, t.funnelId, t.status, t.createdAt, t.id),
    index('applications_score_idx').on(t.incubatorId, t.score, t.id),
    index('applications_round_idx').on(t.incubatorId, t.roundId, t.status),
    index('applications_startup_idx').on(t.incubatorId, t.startupId),
    // The board of applications still short of evaluations, fewest first.
    index('applications_board_idx').on(t.incubatorId, t.funnelId, t.evaluationsDone, t.createdAt, t.id).where(sql`${t.evaluationsDone} < ${t.evaluationsNeeded}`),
    index('applications_search_idx').using('gin', applicationSearchDocument(t)),
  ],
);

export const applicationTags = linkTable('application_tags', { applicationId: applications, tagId: tags });

/**
 * The decision taken on an application in one round, until reset. A rejection names its mail and
 * the reasons told; decision mails leave at `mail_after` (an undo window) and `mail_sent_at`
 * records that they did; a delayed rejection waits with no `mail_after` until staff send it.
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    decision: text('decision').notNull(),
    rejectionMailId: uuid('rejection_mail_id'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    decidedBy: uuid('decided_by'),
    decidedAt: createdAt(),
    mailAfter: timestamp('mail_after', { withTimezone: true }),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.applicationId, t.roundId] }),
    foreignKey({ columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
    // Decision mails whose undo window has passed.
    index('application_decisions_mail_idx').on(t.incubatorId, t.mailAfter).where(sql`${t.mailSentAt} IS NULL AND ${t.mailAfter} IS NOT NULL`),
  ],
);

/**
 * An evaluator's assignment to an application in a round, and their evaluation once given:
 * `status` assigned, submitted, or conflict (declared or detected; the evaluator is out of it).
 * `scores` maps each criterion's tag id to a score (1 to EVALUATION_SCORE_MAX), `total` is their
 * weighted mean; the round's evaluation form answers are a form submission (`submission_id`).
 */
export const applicationEvaluations = pgTable(
  'application_evaluations',
  {
    ...tenantColumns(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    evaluatorId: uuid('evaluator_id').notNull(),
    status: text('status').notNull().default('assigned'),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    total: doublePrecision('total'),
    comment: text('comment'),
    submissionId: uuid('submission_id'),
    conflictReason: text('conflict_reason'),
    assignedBy: uuid('assigned_by'),
    assignedAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.evaluatorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    uniqueIndex('application_evaluations_unique').on(t.incubatorId, t.applicationId, t.roundId, t.evaluatorId),
    // An evaluator's queue, oldest assignment first; a round's evaluations (each evaluator's bias, normalise.ts).
    index('application_evaluations_evaluator_idx').on(t.incubatorId, t.evaluatorId, t.status, t.assignedAt, t.id),
    index('application_evaluations_round_idx').on(t.incubatorId, t.roundId, t.status),
  ],
);

/**
 * An application's activities (spec 3 §3 "a timeline with private and public messages"): comments
 * (`is_private` ones only for staff, TIMELINE/CREATE_PRIVATE_COMMENT:VIEW) and what happened to it
 * (kind 'comment', 'submitted', 'status', 'decision', 'evaluation', 'mail'), newest first.
 */
export const applicationActivities = pgTable(
  'application_activities',
  {
    ...tenantColumns(),
    applicationId: uuid('application_id').notNull(),
    kind: text('kind').notNull(),
    message: text('message'),
    isPrivate: boolean('is_private').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    index('application_activities_feed_idx').on(t.incubatorId, t.applicationId, t.createdAt, t.id),
  ],
);

/**
 * An interview with an applicant (spec 3 §2 "/application/:id/meeting"): when, how long, where or
 * by which link, who from the programme attends. Cancelling keeps it, marked; the applicant and
 * the attendees are told by mail with a calendar invitation.
 */
export const applicationMeetings = pgTable(
  'application_meetings',
  {
    ...tenantColumns(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    location: text('location'),
    link: text('link'),
    notes: text('notes'),
    attendeeIds: uuid('attendee_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('scheduled'),
    /** How many times it was sent (SEQUENCE of its calendar invitation: calendars replace the earlier one). */
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    index('application_meetings_application_idx').on(t.incubatorId, t.applicationId, t.startsAt),
  ],
);

/**
 * A saved view of a list (savedViewsApplications; the users and startups lists later): its filters
 * and order under a name, its owner's, or shared with those holding SAVED_VIEWS:READ.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    ...tenantColumns(),
    list: text('list').notNull(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.ownerId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('saved_views_owner_idx').on(t.incubatorId, t.list, t.ownerId, t.name),
    // A name is used once per owner and list, whatever its case.
    uniqueIndex('saved_views_name_unique').on(t.incubatorId, t.list, t.ownerId, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.incubatorId, t.list, t.name).where(sql`${t.shared}`),
  ],
);

export type FunnelRow = typeof funnels.$inferSelect;
export type FunnelRoundRow = typeof funnelRounds.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEvaluationRow = typeof applicationEvaluations.$inferSelect;
export type ApplicationActivityRow = typeof applicationActivities.$inferSelect;
export type RejectionMailRow = typeof rejectionMails.$inferSelect;
export type ApplicationMeetingRow = typeof applicationMeetings.$inferSelect;
export type SavedViewRow = typeof savedViews.$inferSelect;
