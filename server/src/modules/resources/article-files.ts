import { and, eq, inArray } from 'drizzle-orm';
import { ARTICLE_FILE_ADDRESS } from '@seedbed/contracts/resources-input';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { mayManageLibrary, mayReadArticle } from './access.ts';
import { resourceLoaders } from './loaders.ts';
import { ARTICLE_REFERENCE } from './repo.ts';

/**
 * An article's files: its cover and the pictures in its text, attachments of reference kind
 * 'article' uploaded from its editor, read by whoever may read the article and changed by the
 * library's managers. An address names a file by its id and access key (/api/files/{id}/{key}/{name}).
 */

const a = schema.attachments;
/** A picture is kept only when it is one of the article's files; this unknown tag drops it (and its text). */
const DROPPED = 'seedbed-dropped';
const TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'h2', 'h3', 'h4', 'img'];

/** The files (id and access key) an HTML text or a cover names. */
function namedFiles(html: string): Array<{ id: string; key: string }> {
  const found: Array<{ id: string; key: string }> = [];
  for (const match of html.matchAll(/\/api\/files\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{10,100})\//gi)) {
    const id = match[1].toLowerCase();
    if (isId(id)) found.push({ id, key: match[2] });
  }
  return found;
}

/** Of these files, the article's own images, as 'id/key'. */
async function ownImages(ctx: Pick<Context, 'incubator'>, db: Db, articleId: string, files: Array<{ id: string; key: string }>): Promise<Set<string>> {
  if (!files.length) return new Set();
  const rows = await db
    .select({ id: a.id, key: a.accessKey, fileType: a.fileType })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, ARTICLE_REFERENCE), eq(a.referenceId, articleId), inArray(a.id, [...new Set(files.map((f) => f.id))])));
  return new Set(rows.filter((r) => r.fileType.startsWith('image/')).map((r) => `${r.id}/${r.key}`));
}

/**
 * The article's text as stored: what the editor produces (blocks, emphasis, lists, quotes, code,
 * links) with no script, style or handler surviving, and pictures only when they are the
 * article's own uploaded images.
 */
export async function sanitiseArticle(ctx: Pick<Context, 'incubator'>, db: Db, articleId: string, html: string): Promise<string> {
  const own = await ownImages(ctx, db, articleId, namedFiles(html));
  const sanitise = richTextSanitiser({
    tags: TAGS,
    attributes: { img: ['src', 'alt', 'title'] },
    transformTags: {
      img: (_tag, attribs) => {
        const [, id, key] = (attribs.src && ARTICLE_FILE_ADDRESS.exec(attribs.src)) || [];
        return id && key && own.has(`${id.toLowerCase()}/${key}`)
          ? { tagName: 'img', attribs: { src: attribs.src, ...(attribs.alt ? { alt: attribs.alt } : {}), ...(attribs.title ? { title: attribs.title } : {}) } }
          : { tagName: DROPPED, attribs: {} };
      },
    },
  });
  return sanitise(html);
}

/** A cover: one of the article's own uploaded images. */
export async function coverProblems(ctx: Pick<Context, 'incubator'>, db: Db, articleId: string, address: string | null | undefined): Promise<FieldError[]> {
  if (!address) return [];
  const files = namedFiles(address);
  const own = await ownImages(ctx, db, articleId, files);
  return files.length === 1 && own.has(`${files[0].id}/${files[0].key}`) ? [] : [{ field: 'cover', key: 'resources.unknownImage' }];
}

/** Before an article is deleted: its files go, their stored bytes once the deletion commits. */
export async function removeArticleFiles(ctx: Context, db: Db, articleId: string): Promise<void> {
  const gone = await db
    .delete(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, ARTICLE_REFERENCE), eq(a.referenceId, articleId)))
    .returning({ storageKey: a.storageKey });
  for (const file of gone) ctx.afterCommit.push(() => ctx.services.storage.remove(file.storageKey));
}

const load = (ctx: Context, id: string) => (isId(id) ? resourceLoaders(ctx).article.load(id) : Promise.resolve(null));

/** An article's files go with the article: its readers read them, the library's managers change them. */
export const articleFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    const article = await load(ctx, id);
    return article ? mayReadArticle(ctx, article) : false;
  },
  async canEdit(ctx, id) {
    const article = await load(ctx, id);
    return article ? mayManageLibrary(ctx) : false;
  },
};
