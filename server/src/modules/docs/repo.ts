import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/pool.ts';
import { HEADLINE_OPTIONS } from './query.ts';

export interface DocRow {
  language: string;
  userType: string;
  category: string;
  slug: string;
  categoryName: string;
  title: string;
  description: string;
}

export interface DocHitRow extends DocRow {
  headline: string;
}

const COLUMNS = sql`language, user_type AS "userType", category, slug, category_name AS "categoryName", title, description`;

/** Whether any document exists for this audience in this language (else English is read). */
export async function hasDocs(db: Db, language: string, userType: string): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM docs WHERE language = ${language} AND user_type = ${userType} LIMIT 1`);
  return rows.length > 0;
}

/**
 * The best matches, titles first (their weight is highest), then descriptions, then bodies.
 * Excerpts are cut only for the rows kept, since ts_headline reads the whole body.
 */
export async function searchDocs(db: Db, language: string, userType: string, tsquery: string, limit: number): Promise<DocHitRow[]> {
  const { rows } = await db.execute(sql`
    WITH q AS (SELECT to_tsquery('simple', ${tsquery}) AS query),
    best AS (
      SELECT d.*, ts_rank(d.search, q.query) AS rank
      FROM docs d, q
      WHERE d.language = ${language} AND d.user_type = ${userType} AND d.search @@ q.query
      ORDER BY rank DESC, d.title
      LIMIT ${limit}
    )
    SELECT ${COLUMNS}, ts_headline('simple', body, q.query, ${HEADLINE_OPTIONS}) AS headline
    FROM best, q
    ORDER BY rank DESC, title`);
  return rows as unknown as DocHitRow[];
}

export async function findDoc(db: Db, key: Omit<DocRow, 'categoryName' | 'title' | 'description'>): Promise<(DocRow & { html: string }) | null> {
  const { rows } = await db.execute(sql`
    SELECT ${COLUMNS}, html FROM docs
    WHERE language = ${key.language} AND user_type = ${key.userType} AND category = ${key.category} AND slug = ${key.slug}`);
  return (rows[0] as unknown as (DocRow & { html: string }) | undefined) ?? null;
}

/** Every document of an audience, grouped by category, for the documentation's home. */
export async function listDocs(db: Db, language: string, userType: string): Promise<DocRow[]> {
  const { rows } = await db.execute(sql`
    SELECT ${COLUMNS} FROM docs WHERE language = ${language} AND user_type = ${userType}
    ORDER BY category_name, category, title`);
  return rows as unknown as DocRow[];
}
