import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { EMAIL_BLUEPRINT_KEYS, EMAIL_BLUEPRINTS, EMAIL_TEMPLATE_SEARCH_MAX, EMAIL_TEMPLATES_PAGE_SIZE, type EmailBlueprintKey } from '@seedbed/contracts/email-templates';
import { LANGUAGES, type Language } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { validationError } from '../../core/errors.ts';
import type { EmailContentTemplateRow, EmailTemplateRow } from '../../db/schema/index.ts';
import { matchesQuery, searchQuery } from '../search/query.ts';
import { requireBlueprints, requireTemplates } from './access.ts';
import { defaultWording } from './blueprints.ts';
import { contents, designs, wordings } from './repo.ts';
import type { BlueprintTarget } from './service.ts';

export interface Page<T> {
  results: T[];
  next: string | null;
}

const pageSize = (limit: number | null | undefined) => Math.min(Math.max(limit ?? EMAIL_TEMPLATES_PAGE_SIZE, 1), 100);

/** Keyset over (name, id), the order of both lists and of their indexes. */
function byName(table: typeof designs | typeof contents, cursor: string | null | undefined) {
  if (!cursor) return undefined;
  const [name, id] = decodeCursor(cursor, [cursorPart.text, cursorPart.id] as const);
  return or(gt(table.name, name), and(eq(table.name, name), gt(table.id, id)));
}

function paged<T extends { name: string; id: string }>(rows: T[], limit: number): Page<T> {
  const results = rows.slice(0, limit);
  const last = results.at(-1);
  return { results, next: rows.length > limit && last ? encodeCursor([last.name, last.id]) : null };
}

/** The organisation's designs by name. */
export async function designList(ctx: Context, args: { cursor?: string | null; limit?: number | null }): Promise<Page<EmailTemplateRow>> {
  requireTemplates(ctx);
  const limit = pageSize(args.limit);
  const rows = await (await ctx.tx.db())
    .select()
    .from(designs)
    .where(and(eq(designs.incubatorId, ctx.incubator.id), byName(designs, args.cursor)))
    .orderBy(asc(designs.name), asc(designs.id))
    .limit(limit + 1);
  return paged(rows, limit);
}

/** The content templates by name; a search keeps those whose name or subject hold every word (as prefixes). */
export async function contentList(ctx: Context, args: { search?: string | null; cursor?: string | null; limit?: number | null }): Promise<Page<EmailContentTemplateRow>> {
  requireTemplates(ctx);
  if ((args.search?.length ?? 0) > EMAIL_TEMPLATE_SEARCH_MAX) throw validationError([{ field: 'search', key: 'validation.maxLength', params: { max: EMAIL_TEMPLATE_SEARCH_MAX } }]);
  const limit = pageSize(args.limit);
  const query = args.search ? searchQuery(args.search) : null;
  const rows = await (await ctx.tx.db())
    .select()
    .from(contents)
    .where(
      and(
        eq(contents.incubatorId, ctx.incubator.id),
        query ? matchesQuery(sql`to_tsvector('simple', ${contents.name} || ' ' || ${contents.subject})`, query) : undefined,
        byName(contents, args.cursor),
      ),
    )
    .orderBy(asc(contents.name), asc(contents.id))
    .limit(limit + 1);
  return paged(rows, limit);
}

export interface BlueprintSummary {
  key: EmailBlueprintKey;
  placeholders: readonly string[];
  customisedLanguages: Language[];
}

/** Every product mail with the languages the organisation reworded it in. */
export async function blueprintList(ctx: Context): Promise<BlueprintSummary[]> {
  await requireBlueprints(ctx);
  const rows = await (await ctx.tx.db()).select({ key: wordings.key, language: wordings.language }).from(wordings).where(eq(wordings.incubatorId, ctx.incubator.id));
  return EMAIL_BLUEPRINT_KEYS.map((key) => ({
    key,
    placeholders: EMAIL_BLUEPRINTS[key],
    customisedLanguages: LANGUAGES.filter((language) => rows.some((row) => row.key === key && row.language === language)),
  }));
}

export interface BlueprintWording extends BlueprintTarget {
  subject: string;
  body: string;
  customised: boolean;
  placeholders: readonly string[];
  defaultSubject: string;
  defaultBody: string;
  updatedAt: Date | null;
}

/** One product mail in one language: the organisation's wording, else the product's. */
export async function blueprintWording(ctx: Context, target: BlueprintTarget): Promise<BlueprintWording> {
  await requireBlueprints(ctx);
  const [row] = await (await ctx.tx.db())
    .select()
    .from(wordings)
    .where(and(eq(wordings.incubatorId, ctx.incubator.id), eq(wordings.key, target.key), eq(wordings.language, target.language)));
  const fallback = defaultWording(target.key, target.language);
  return {
    ...target,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    customised: Boolean(row),
    placeholders: EMAIL_BLUEPRINTS[target.key],
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
    updatedAt: row?.updatedAt ?? null,
  };
}
