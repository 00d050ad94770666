import { z } from 'zod';
import { DEFAULT_LANGUAGE, pickLanguage } from '@seedbed/contracts/languages';
import { DOC_SLUG_PATTERN, DOC_USER_TYPES, docAudienceOf } from '@seedbed/contracts/docs';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { findDoc, hasDocs, listDocs, searchDocs, type DocRow } from './repo.ts';
import { excerptHtml, prefixQuery } from './query.ts';

export const SEARCH_LIMIT = 20;

/** An audience, or a role type standing for the audience its people read (`admin` → `incubator`). */
const userType = z.preprocess((value) => (typeof value === 'string' ? (docAudienceOf(value) ?? value) : value), z.enum(DOC_USER_TYPES));
const audience = z.object({ userType, language: z.string().max(35).nullish() });

/** The documentation in the asked language (else the viewer's), or in English where it has none. */
async function readingLanguage(ctx: Context, userType: string, asked: string | null | undefined): Promise<string> {
  const language = pickLanguage(asked, ctx.language);
  if (language === DEFAULT_LANGUAGE || (await hasDocs(await ctx.tx.db(), language, userType))) return language;
  return DEFAULT_LANGUAGE;
}

export async function searchDocumentation(ctx: Context, input: { query: string; userType: string; language?: string | null }) {
  requireViewer(ctx);
  const { userType, language } = parseInput(audience, { userType: input.userType, language: input.language });
  // A pasted paragraph is cut: the first words are the question.
  const tsquery = prefixQuery(input.query.slice(0, 200));
  if (!tsquery) return [];
  const rows = await searchDocs(await ctx.tx.db(), await readingLanguage(ctx, userType, language), userType, tsquery, SEARCH_LIMIT);
  return rows.map((row) => ({ ...row, excerpt: excerptHtml(row.headline) }));
}

export async function documentationPage(ctx: Context, input: { userType: string; category: string; slug: string; language?: string | null }) {
  requireViewer(ctx);
  const { userType, language } = parseInput(audience, { userType: input.userType, language: input.language });
  if (!DOC_SLUG_PATTERN.test(input.category) || !DOC_SLUG_PATTERN.test(input.slug)) throw notFound();
  const db = await ctx.tx.db();
  const key = { userType, category: input.category, slug: input.slug };
  const asked = pickLanguage(language, ctx.language);
  const doc = (await findDoc(db, { ...key, language: asked })) ?? (asked === DEFAULT_LANGUAGE ? null : await findDoc(db, { ...key, language: DEFAULT_LANGUAGE }));
  if (!doc) throw notFound();
  return doc;
}

export async function documentationIndex(ctx: Context, input: { userType: string; language?: string | null }): Promise<DocRow[]> {
  requireViewer(ctx);
  const { userType, language } = parseInput(audience, input);
  return listDocs(await ctx.tx.db(), await readingLanguage(ctx, userType, language), userType);
}
