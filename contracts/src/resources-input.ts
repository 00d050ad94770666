/**
 * Input schemas of the resource library and its articles (zod), checked by the server's changes and
 * the web forms alike. A message key of the feature ('resources.urlRequired') reads in the web as
 * resources:validation.urlRequired.
 */
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_KINDS,
  RESOURCE_SECTIONS_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCES_PER_SECTION_MAX,
} from './community.ts';
import { ROLE_TYPES, type RoleType } from './roles.ts';
import { link, recordId, recordIds, refuse } from './schemas.ts';
import { LINK_MAX_LENGTH } from './validation.ts';
import { z } from './zod.ts';

/** The role types a section or resource may be kept to: every role a person can hold (not the system's). */
export const RESOURCE_ROLE_TYPES = ROLE_TYPES.filter((type) => type !== 'system') as [Exclude<RoleType, 'system'>, ...Array<Exclude<RoleType, 'system'>>];
/** The most programmes one section or resource may name. */
export const RESOURCE_PROGRAMS_MAX = 100;
/** The longest search text of the library and of the articles list. */
export const RESOURCE_SEARCH_MAX = 200;
/** The first resources shown under each section's card on /resources. */
export const SECTION_PREVIEW_SIZE = 5;

/**
 * An uploaded file as the attachments serve it (/api/files/{id}/{key}/{name}): an article's cover
 * and the pictures in its text are never another site's address, which would learn who reads it.
 * The server checks that the file is one of the article's own.
 */
export const ARTICLE_FILE_ADDRESS = /^\/api\/files\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{10,100})\/[^\s\\"<>]*$/i;

const roleTypes = () =>
  z
    .array(z.enum(RESOURCE_ROLE_TYPES, 'validation.invalid'))
    .max(RESOURCE_ROLE_TYPES.length)
    .transform((list) => [...new Set(list)]);
const audience = () => ({ roleTypes: roleTypes(), programIds: recordIds(RESOURCE_PROGRAMS_MAX) });
const description = () => z.string('validation.invalid').trim().max(RESOURCE_DESCRIPTION_MAX);

// ── sections ──
const sectionTitle = () => z.string('validation.invalid').trim().min(1, 'resources.titleRequired').max(RESOURCE_TITLE_MAX);

/** createResourceSection: a titled section; who sees it (empty lists: everyone) matters with the plan's resourceVisibility. */
export const resourceSectionSchema = () =>
  z.object({
    title: sectionTitle(),
    description: description().default(''),
    roleTypes: roleTypes().default([]),
    programIds: recordIds(RESOURCE_PROGRAMS_MAX).default([]),
  });
export type ResourceSectionInput = z.input<ReturnType<typeof resourceSectionSchema>>;

/** updateResourceSection: only the fields sent change. */
export const resourceSectionChangesSchema = () =>
  z
    .object({ title: sectionTitle(), description: description(), ...audience() })
    .partial()
    .strict();

/** reorderResourceSections: every section of the library, each once, in the new order. */
export const reorderResourceSectionsSchema = () => z.object({ ids: z.array(recordId()).max(RESOURCE_SECTIONS_MAX) });

// ── resources ──
/**
 * createResource / updateResource: a LINK names its address, a FILE an uploaded file, an INTERNAL
 * resource an article; the fields of the other kinds are dropped. The title is what the library
 * lists (for an article, the form fills in the article's title).
 */
export const resourceInputSchema = () =>
  z
    .object({
      kind: z.enum(RESOURCE_KINDS, 'validation.invalid'),
      title: z.string('validation.invalid').trim().min(1, 'resources.titleRequired').max(RESOURCE_TITLE_MAX),
      description: description()
        .nullish()
        .transform((value) => value ?? ''),
      url: link(),
      attachmentId: recordId().nullish(),
      articleId: recordId().nullish(),
      roleTypes: roleTypes()
        .nullish()
        .transform((value) => value ?? []),
      programIds: recordIds(RESOURCE_PROGRAMS_MAX)
        .nullish()
        .transform((value) => value ?? []),
    })
    .superRefine((input, ctx) => {
      const missing = (path: string, key: string) => ctx.addIssue({ code: 'custom', path: [path], message: key, params: { key } });
      if (input.kind === 'LINK' && !input.url) missing('url', 'resources.urlRequired');
      if (input.kind === 'FILE' && !input.attachmentId) missing('attachmentId', 'resources.fileRequired');
      if (input.kind === 'INTERNAL' && !input.articleId) missing('articleId', 'resources.articleRequired');
    })
    .transform((input) => ({
      ...input,
      url: input.kind === 'LINK' ? input.url : null,
      attachmentId: input.kind === 'FILE' ? (input.attachmentId ?? null) : null,
      articleId: input.kind === 'INTERNAL' ? (input.articleId ?? null) : null,
    }));
export type ResourceInput = z.input<ReturnType<typeof resourceInputSchema>>;
export type CheckedResourceInput = z.output<ReturnType<typeof resourceInputSchema>>;

/** moveResource: to a place (from 0) in a section; past the end means last. */
export const moveResourceSchema = () =>
  z.object({
    sectionId: recordId(),
    position: z.number('validation.invalid').int('validation.invalid').min(0).max(RESOURCES_PER_SECTION_MAX),
  });

/** The library's search: words of a resource's title or description. */
export const resourceSearchSchema = () => z.object({ search: z.string('validation.invalid').trim().max(RESOURCE_SEARCH_MAX) });

// ── articles ──
const articleTitle = () => z.string('validation.invalid').trim().min(1, 'resources.articleTitleRequired').max(ARTICLE_TITLE_MAX);

/** createArticle: a draft with its title; the rest is written in the editor. */
export const createArticleSchema = () => z.object({ title: articleTitle() });

/** updateArticle: only the fields sent change; the content is rich text (HTML), sanitised when stored. */
export const articleChangesSchema = () =>
  z
    .object({
      title: articleTitle(),
      summary: z.string('validation.invalid').trim().max(ARTICLE_SUMMARY_MAX),
      content: z.string('validation.invalid').max(ARTICLE_CONTENT_MAX),
      cover: z
        .string('validation.invalid')
        .trim()
        .max(LINK_MAX_LENGTH)
        .nullable()
        .transform((value, ctx) => (!value ? null : ARTICLE_FILE_ADDRESS.test(value) ? value : refuse(ctx, { key: 'resources.fileInvalid' }))),
    })
    .partial()
    .strict();
export type ArticleChanges = z.output<ReturnType<typeof articleChangesSchema>>;
export type ArticleChangesInput = z.input<ReturnType<typeof articleChangesSchema>>;

/** The articles list's filter: a status, and words of the title or summary. */
export const articleFilterSchema = () =>
  z.object({
    status: z.enum(ARTICLE_STATUSES, 'validation.invalid').nullish(),
    search: z.string('validation.invalid').trim().max(RESOURCE_SEARCH_MAX).nullish(),
  });
/** The arguments of the articles list that need checking, so that a failure names its field ('filter.search'). */
export const articleListArgsSchema = () => z.object({ filter: articleFilterSchema().nullish() });
