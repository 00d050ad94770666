import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Answers, LocalizedText, Question } from '@seedbed/contracts/forms';
import { incubators } from './incubators.ts';
import { startups } from './programs.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * A form of the forms engine (spec 3 §3 "Form and question"). `questions` is the draft the builder
 * edits; publishing freezes it into a `form_versions` row and answers are given on a version, so
 * editing a live form never changes what was already answered. `revision` counts the draft's
 * changes; `published_revision` is the one the latest version froze (equal: nothing unpublished).
 */
export const forms = pgTable(
  'forms',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default(sql`'[]'::jsonb`),
    questions: jsonb('questions').$type<Question[]>().notNull().default(sql`'[]'::jsonb`),
    revision: integer('revision').notNull().default(0),
    publishedRevision: integer('published_revision'),
    /** The latest published version, which new answers are given on. */
    versionId: uuid('version_id'),
    publishingState: text('publishing_state'),
    /** The token of the form's public link (/share/forms/:uuid); null while it is not shared. */
    shareId: uuid('share_id'),
    archived: boolean('archived').notNull().default(false),
    /**
     * The organisation's profile form of its kind (startup_profile, user_profile): its questions are
     * the custom fields of startups or of people, and each record's answers are its values.
     */
    profile: boolean('profile').notNull().default(false),
    /** Who made it (FORM:CREATE lets creators edit their own); kept as written if that account goes. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    // The management list: recently changed first, by kind or not, archived ones apart.
    index('forms_list_idx').on(t.incubatorId, t.archived, t.updatedAt, t.id),
    index('forms_kind_idx').on(t.incubatorId, t.archived, t.kind, t.updatedAt, t.id),
    uniqueIndex('forms_share_idx').on(t.incubatorId, t.shareId),
    uniqueIndex('forms_profile_idx').on(t.incubatorId, t.kind).where(sql`${t.profile}`),
  ],
);

/** A published, immutable version of a form: its title, description and questions as they were. */
export const formVersions = pgTable(
  'form_versions',
  {
    ...tenantColumns(),
    formId: uuid('form_id').notNull(),
    number: integer('number').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    /** Set by the database on insert (migration 0023): question id → 'choice' or 'number', the questions whose answers are tallied. */
    tallyKinds: jsonb('tally_kinds').$type<Record<string, 'choice' | 'number'>>(),
    publishedBy: uuid('published_by'),
    publishedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    uniqueIndex('form_versions_number_idx').on(t.incubatorId, t.formId, t.number),
  ],
);

/**
 * One person's answers to a form, given on one version. A draft is saved as it is typed and is
 * only its author's; a submitted one is checked whole. `source` tells a signed-in answer from one
 * given through the public link (no respondent). `subject_*` names what the answers are about
 * (a startup, a person) when the form is filled about something.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    ...tenantColumns(),
    formId: uuid('form_id').notNull(),
    versionId: uuid('version_id').notNull(),
    respondentId: uuid('respondent_id'),
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    status: text('status').notNull(),
    source: text('source').notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.versionId], foreignColumns: [formVersions.incubatorId, formVersions.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.respondentId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // The answers of a form, newest first, and a person's own answers to it (their draft).
    index('form_submissions_list_idx').on(t.incubatorId, t.formId, t.submittedAt, t.id).where(sql`${t.status} = 'submitted'`),
    index('form_submissions_respondent_idx').on(t.incubatorId, t.formId, t.respondentId, t.status),
    // What was answered about one record (a startup's profile values, its assessments), newest first.
    index('form_submissions_subject_idx').on(t.incubatorId, t.subjectKind, t.subjectId, t.formId, t.submittedAt),
  ],
);

/**
 * The submitted answers of a form counted per question, kept by a trigger on form_submissions
 * (migration 0021) so that a form's summary reads a few hundred rows whatever the number of
 * answers: `answered` (value '') counts the answers that say something, `option` each option
 * chosen, `number` each number given (its value as text).
 */
export const formAnswerTallies = pgTable(
  'form_answer_tallies',
  {
    incubatorId: uuid('incubator_id').notNull(),
    formId: uuid('form_id').notNull(),
    questionId: text('question_id').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.formId, t.questionId, t.kind, t.value] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
  ],
);

/**
 * A feedback request (feedbackForms): a published feedback form sent to people, optionally about
 * a startup or a person, with a due date. Its creator edits and deletes it (FEEDBACK_REQUEST:CREATE);
 * FEEDBACK_REQUEST:EDIT any.
 */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    ...tenantColumns(),
    formId: uuid('form_id').notNull(),
    title: text('title').notNull(),
    message: text('message'),
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    dueDate: date('due_date', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    index('feedback_requests_list_idx').on(t.incubatorId, t.createdAt, t.id),
    index('feedback_requests_subject_idx').on(t.incubatorId, t.subjectKind, t.subjectId, t.createdAt),
  ],
);

/** One person a feedback request was sent to, and their answer once given. */
export const feedbackRecipients = pgTable(
  'feedback_recipients',
  {
    incubatorId: uuid('incubator_id').notNull(),
    requestId: uuid('request_id').notNull(),
    userId: uuid('user_id').notNull(),
    submissionId: uuid('submission_id'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.requestId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.requestId], foreignColumns: [feedbackRequests.incubatorId, feedbackRequests.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // A person's requests, those still to answer first.
    index('feedback_recipients_user_idx').on(t.incubatorId, t.userId, t.answeredAt, t.createdAt),
  ],
);

/**
 * A staff assessment of a startup (assessment flag): an evaluation form filled about it at a date;
 * the answers are a form submission whose subject is the startup.
 */
export const startupAssessments = pgTable(
  'startup_assessments',
  {
    ...tenantColumns(),
    startupId: uuid('startup_id').notNull(),
    formId: uuid('form_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    assessorId: uuid('assessor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('cascade'),
    index('startup_assessments_startup_idx').on(t.incubatorId, t.startupId, t.createdAt, t.id),
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type FeedbackRequestRow = typeof feedbackRequests.$inferSelect;
export type FeedbackRecipientRow = typeof feedbackRecipients.$inferSelect;
export type StartupAssessmentRow = typeof startupAssessments.$inferSelect;
