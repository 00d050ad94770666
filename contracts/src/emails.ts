/**
 * E-mail campaigns and planned actions: the registries both sides read without loading zod (the
 * list's badges, the menu's roles, the composer's placeholder menu). The input schemas are in
 * emails-input.ts.
 */
import { ORGANISATION_ADMINS, type RoleType } from './roles.ts';

/** A campaign's life: written, waiting for its planned time, being handed to delivery, handed over, called off. */
export const EMAIL_STATUSES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Spec 3 §3: what a planned action does when its time comes. */
export const PLANNED_ACTION_KINDS = ['EMAIL', 'FEEDBACK_REQUEST', 'TASK'] as const;
export type PlannedActionKind = (typeof PLANNED_ACTION_KINDS)[number];

export const PLANNED_ACTION_STATUSES = ['PLANNED', 'DONE', 'CANCELLED', 'FAILED'] as const;
export type PlannedActionStatus = (typeof PLANNED_ACTION_STATUSES)[number];

/**
 * Who composes campaigns: the organisation's own staff and its administrators (who invite people
 * and run the programmes), never coaches, mentors or the startups' side.
 */
export const EMAIL_COMPOSERS: readonly RoleType[] = ['staff', ...ORGANISATION_ADMINS];

/** The placeholders a subject or body may hold, each filled per recipient when the mail is sent. */
export const EMAIL_PLACEHOLDERS = ['firstName', 'lastName', 'fullName', 'startupName', 'organisationName', 'loginLink', 'profileLink'] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

/** `{{ name }}`: spaces inside the braces are allowed, as people type them. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text that are not in EMAIL_PLACEHOLDERS, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(EMAIL_PLACEHOLDERS);
  const unknown = [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]).filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

export const EMAIL_SUBJECT_MAX_LENGTH = 300;
/** The body's HTML: a long newsletter fits; a pasted page of base64 pictures does not. */
export const EMAIL_CONTENT_MAX_LENGTH = 100_000;
export const EMAIL_COPIES_MAX = 20;
export const EMAIL_PEOPLE_MAX = 2000;
export const EMAIL_STARTUPS_MAX = 500;
export const EMAIL_ROUNDS_MAX = 50;
/** People one campaign reaches once its selection is resolved: past this, a list is a mailing tool's job. */
export const EMAIL_RECIPIENTS_MAX = 5000;
export const EMAIL_SEARCH_MAX_LENGTH = 200;
export const EMAILS_PAGE_SIZE = 25;
export const PLANNED_ACTIONS_PAGE_SIZE = 25;
/** The most a planned action's payload (a task or a feedback request, as JSON) may weigh. */
export const PLANNED_ACTION_PAYLOAD_MAX_BYTES = 64 * 1024;
