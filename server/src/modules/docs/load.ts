import { access } from 'node:fs/promises';
import type pg from 'pg';
import type { Services } from '../../core/services.ts';
import { readDocsFolder, type DocFile } from './files.ts';

// Servers starting together (tests, a rolling deploy) take turns, so their writes never interleave.
const DOCS_LOCK = 'seedbed:docs';

/**
 * Makes the `docs` table hold exactly `docs`: new and changed documents are written, those
 * whose file is gone are deleted. Runs in the caller's transaction.
 */
export async function syncDocs(client: pg.ClientBase, docs: DocFile[]): Promise<{ written: number; deleted: number }> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [DOCS_LOCK]);
  const column = (key: keyof DocFile) => docs.map((d) => d[key]);
  const written = await client.query(
    `INSERT INTO docs (language, user_type, category, slug, category_name, title, description, body, html)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
     ON CONFLICT (language, user_type, category, slug) DO UPDATE SET
       category_name = excluded.category_name, title = excluded.title, description = excluded.description,
       body = excluded.body, html = excluded.html, updated_at = now()
     WHERE (docs.category_name, docs.title, docs.description, docs.html)
       IS DISTINCT FROM (excluded.category_name, excluded.title, excluded.description, excluded.html)`,
    [column('language'), column('userType'), column('category'), column('slug'), column('categoryName'), column('title'), column('description'), column('body'), column('html')],
  );
  const deleted = await client.query(
    `DELETE FROM docs d WHERE NOT EXISTS (
       SELECT 1 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS f(language, user_type, category, slug)
       WHERE f.language = d.language AND f.user_type = d.user_type AND f.category = d.category AND f.slug = d.slug)`,
    [column('language'), column('userType'), column('category'), column('slug')],
  );
  return { written: written.rowCount ?? 0, deleted: deleted.rowCount ?? 0 };
}

/**
 * Loads the documentation folder into the database at start, as the owner: the documentation
 * describes the product, it belongs to no tenant. Without the folder the table is left as it is.
 */
export async function loadDocs(services: Services): Promise<void> {
  const root = services.config.docsDir;
  if (
    !(await access(root).then(
      () => true,
      () => false,
    ))
  ) {
    services.log.warn({ root }, 'documentation folder not found; documentation search keeps what it had');
    return;
  }
  const docs = await readDocsFolder(root);
  const client = await services.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await syncDocs(client, docs);
    await client.query('COMMIT');
    services.log.info({ documents: docs.length, ...result }, 'documentation loaded');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
