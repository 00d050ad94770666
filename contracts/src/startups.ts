import { z } from './zod.ts';
import { NAME_MAX_LENGTH, SHORT_LABEL_MAX_LENGTH, TEXT_MAX_LENGTH } from './validation.ts';
import { calendarDate, hasControlCharacters, link, optionalText, refuse } from './schemas.ts';
import { ORGANISATION_ADMINS, type RoleType } from './roles.ts';
import { TAG_NAME_MAX_LENGTH } from './taxonomy.ts';

/** Where a startup stands; the order is the order of the filter and the select. */
export const STARTUP_STAGES = ['idea', 'mvp', 'pre_seed', 'seed', 'series_a', 'growth'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

/** A founder is a co-founder or one of the startup's staff (spec 2 "people"). */
export const FOUNDER_TYPES = ['cofounder', 'staff'] as const;
export type FounderType = (typeof FOUNDER_TYPES)[number];

/** Spec 2 §9: the company-year list runs from 1950 to the current year. */
export const YEAR_FOUNDED_MIN = 1950;

/** The startups list shows cards or a table (spec: view modes CARD and TABLE), remembered per browser. */
export const STARTUP_VIEW_MODES = ['CARD', 'TABLE'] as const;
export type StartupViewMode = (typeof STARTUP_VIEW_MODES)[number];

export const MILESTONE_STATUSES = ['planned', 'in_progress', 'reached', 'missed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** A note's text as stored (sanitised HTML): room for a long update, far below what would burden a page. */
export const NOTE_MAX_LENGTH = 20_000;
/** Files one note may carry. */
export const NOTE_MAX_ATTACHMENTS = 10;
/** Tags, industries, programmes or people chosen at once on one startup. */
export const STARTUP_LINKS_MAX = 50;

const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = () => z.string().trim().min(1).regex(UUID, 'validation.invalid');
const ids = () =>
  z
    .array(id())
    .max(STARTUP_LINKS_MAX)
    .transform((list) => [...new Set(list)]);

/** The text a note shows, without its markup: what "empty" and "too long" are measured on. */
export const noteText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

export interface StartupSchemaOptions {
  /** "This year" for the year founded; the server passes its clock, the web its own. */
  now?: () => Date;
}

/**
 * A startup's profile (the company tab and the management form). Every field but the name may
 * be left empty; sent as null or '' it is cleared. The server checks each change with it and the
 * web form checks what it is about to send with the same schema.
 */
export const startupInputSchema = ({ now = () => new Date() }: StartupSchemaOptions = {}) =>
  z.object({
    name: z.string().trim().min(1, 'startups.nameRequired').max(NAME_MAX_LENGTH),
    description: optionalText(TEXT_MAX_LENGTH),
    website: link(),
    // A picture served by the product itself (an uploaded file, a bundled image): never another
    // site's address, which would learn who opens the page.
    logo: optionalText(2000).refine((path) => path === null || SAME_SITE_PATH.test(path), 'validation.url'),
    yearFounded: z
      .number()
      .int('startups.yearFounded')
      .nullish()
      .transform((year, ctx) => {
        if (year === undefined || year === null) return null;
        const thisYear = now().getUTCFullYear();
        return year < YEAR_FOUNDED_MIN || year > thisYear ? refuse(ctx, { key: 'startups.yearFounded', params: { min: YEAR_FOUNDED_MIN, max: thisYear } }) : year;
      }),
    stage: z.enum(STARTUP_STAGES, 'validation.invalid').nullish(),
    country: optionalText(SHORT_LABEL_MAX_LENGTH),
    city: optionalText(SHORT_LABEL_MAX_LENGTH),
    industryIds: ids().optional(),
    tagIds: ids().optional(),
    programIds: ids().optional(),
  });

/** What updateStartup accepts: only the fields sent change. */
export const startupChangesSchema = (options: StartupSchemaOptions = {}) => startupInputSchema(options).partial();

/** A programme: its name, what it is, when it runs (the end never before the start). */
export const programInputSchema = z
  .object({
    name: z.string().trim().min(1, 'startups.programNameRequired').max(NAME_MAX_LENGTH),
    description: optionalText(TEXT_MAX_LENGTH),
    cohort: optionalText(SHORT_LABEL_MAX_LENGTH),
    startDate: calendarDate().nullish(),
    endDate: calendarDate().nullish(),
  })
  .superRefine((p, ctx) => {
    if (p.startDate && p.endDate && p.endDate < p.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'startups.endBeforeStart', params: { key: 'startups.endBeforeStart' } });
  });

/** A person placed on a startup: a founder (with their founder type) or someone assigned to it. */
export const startupPersonSchema = z.object({
  startupId: id(),
  userId: id(),
  founderType: z.enum(FOUNDER_TYPES, 'validation.invalid').nullish(),
});

/**
 * A note on the timeline: its text (rich text, sanitised by the server before it is stored),
 * who may read it, and its files. Empty once the markup is gone counts as empty.
 */
export const noteInputSchema = z.object({
  message: z
    .string()
    .max(NOTE_MAX_LENGTH, 'timeline.messageTooLong')
    .transform((html, ctx) => {
      if (!noteText(html)) return refuse(ctx, { key: 'timeline.messageRequired' });
      return hasControlCharacters(html) ? refuse(ctx, { key: 'validation.controlCharacters' }) : html;
    }),
  isPublic: z.boolean().nullish(),
  isPinned: z.boolean().nullish(),
  isUpdate: z.boolean().nullish(),
  attachmentIds: z.array(id()).max(NOTE_MAX_ATTACHMENTS).nullish(),
});

/** What updateStartupNote accepts: only the fields sent change. */
export const noteChangesSchema = noteInputSchema.partial();

/** A milestone of the startup's plan. */
export const milestoneInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'startups.milestoneNameRequired')
    .max(NAME_MAX_LENGTH * 2),
  description: optionalText(TEXT_MAX_LENGTH),
  dueDate: calendarDate().nullish(),
  ownerId: id().nullish(),
  status: z.enum(MILESTONE_STATUSES, 'validation.invalid').nullish(),
});

export const milestoneChangesSchema = milestoneInputSchema.partial();

/**
 * Who runs the startups of the organisation: creates, archives and places them in programmes —
 * the programme's staff and the organisation admins (coaches, mentors and experts work on the
 * startups they are assigned to instead).
 */
export const STARTUP_MANAGERS: readonly RoleType[] = ['staff', ...ORGANISATION_ADMINS];

/** Role types that can be assigned to a startup (its coaches, mentors, experts and programme staff). */
export const STARTUP_ASSIGNABLE_ROLE_TYPES: readonly RoleType[] = ['staff', 'coach', 'admin&coach', 'mentor', 'expert'];

/** A new startup tag (taxonomy category Startup), named as the tags editor names tags. */
export const startupTagInputSchema = z.object({
  name: z.string().trim().min(1, 'startups.tagNameRequired').max(TAG_NAME_MAX_LENGTH),
});

/** Bulk actions on the startups selected in the list, each run as a batch operation. */
export const STARTUP_BATCH_ACTIONS = ['ADD_TO_PROGRAM', 'ASSIGN_PERSON', 'ADD_TAG', 'ARCHIVE'] as const;
export type StartupBatchAction = (typeof STARTUP_BATCH_ACTIONS)[number];
/** Startups one bulk action may select at once. */
export const STARTUP_BATCH_MAX = 500;

/** A bulk action: the startups and, but for archiving, the programme, person or tag it adds. */
export const startupBatchInputSchema = z
  .object({
    action: z.enum(STARTUP_BATCH_ACTIONS, 'validation.invalid'),
    startupIds: z
      .array(id())
      .min(1, 'startups.batchStartupsRequired')
      .max(STARTUP_BATCH_MAX)
      .transform((list) => [...new Set(list)]),
    targetId: id().nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.action !== 'ARCHIVE' && !input.targetId)
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: 'startups.batchTargetRequired', params: { key: 'startups.batchTargetRequired' } });
  });

/** How deep and long a documents folder path may be ('Legal/Contracts/2026'). */
export const DOCUMENT_FOLDER_MAX_LENGTH = 200;
export const DOCUMENT_FOLDER_MAX_DEPTH = 5;

/** A folder path as stored: its names trimmed, empty ones dropped, joined by '/'; '' is the top level. */
export const normaliseFolder = (path: string) =>
  path
    .split('/')
    .map((name) => name.trim())
    .filter(Boolean)
    .join('/');

/** A folder among a record's documents, as the upload form, the move and the folder rename send it. */
export const documentFolder = () =>
  z
    .string()
    .max(DOCUMENT_FOLDER_MAX_LENGTH)
    .transform((value, ctx) => {
      const folder = normaliseFolder(value);
      const names = folder ? folder.split('/') : [];
      if (names.length > DOCUMENT_FOLDER_MAX_DEPTH || names.some((name) => name === '.' || name === '..' || hasControlCharacters(name)))
        return refuse(ctx, { key: 'startups.folderInvalid', params: { depth: DOCUMENT_FOLDER_MAX_DEPTH } });
      return folder;
    });
