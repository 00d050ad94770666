import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Answers, LocalizedText, Question } from '@seedbed/contracts/forms';
import { incubators } from './incubators.ts';
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
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
