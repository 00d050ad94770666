import { and, eq, inArray } from 'drizzle-orm';
import type { FunnelMail, PageBlock } from '@seedbed/contracts/applications';
import type { pageBlockSchema } from '@seedbed/contracts/applications-input';
import type { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { validationError, type FieldError } from '../../core/errors.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import type { FunnelRow } from './repo.ts';

/** The tags of the product's rich-text editor, as the dashboard texts keep them. */
export const sanitizeFunnelHtml = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'] });

export const sanitizeMail = (mail: FunnelMail): FunnelMail => ({ subject: mail.subject, body: sanitizeFunnelHtml(mail.body) });

/** The kind of record a funnel's page images are attached to (upload with reference 'funnel'). */
export const FUNNEL_FILES = 'funnel';

type BlockInput = z.output<typeof pageBlockSchema>;

/** Each block as stored: its HTML sanitised, nothing but its own fields kept. */
function storedBlock(block: BlockInput): PageBlock {
  switch (block.type) {
    case 'text':
      return { id: block.id, type: 'text', html: sanitizeFunnelHtml(block.html) };
    case 'image':
      return { id: block.id, type: 'image', attachmentId: block.attachmentId.toLowerCase(), alt: block.alt };
    case 'video':
      return { id: block.id, type: 'video', url: block.url, title: block.title };
    case 'accordion':
      return { id: block.id, type: 'accordion', items: block.items.map((item) => ({ title: item.title, html: sanitizeFunnelHtml(item.html) })) };
    case 'columns':
      return { id: block.id, type: 'columns', columns: block.columns.map(sanitizeFunnelHtml) };
    case 'funnel':
      return { id: block.id, type: 'funnel' };
  }
}

/**
 * The page as stored. An image must be a file uploaded to this funnel (so its editors reached it)
 * or one the page already shows (a clone keeps its source's pictures); anything else is refused on
 * its block, so a page never points at another record's file.
 */
export async function checkedPage(ctx: Context, db: Db, funnel: FunnelRow, blocks: BlockInput[]): Promise<PageBlock[]> {
  const page = blocks.map(storedBlock);
  const kept = new Set(funnel.page.flatMap((b) => (b.type === 'image' ? [b.attachmentId] : [])));
  const wanted = [...new Set(page.flatMap((b) => (b.type === 'image' && !kept.has(b.attachmentId) ? [b.attachmentId] : [])))];
  if (wanted.length) {
    const a = schema.attachments;
    const found = await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, wanted), eq(a.referenceKind, FUNNEL_FILES), eq(a.referenceId, funnel.id)));
    const ok = new Set(found.map((r) => r.id));
    const errors: FieldError[] = [];
    page.forEach((b, i) => {
      if (b.type === 'image' && !kept.has(b.attachmentId) && !ok.has(b.attachmentId)) errors.push({ field: `page.${i}.attachmentId`, key: 'funnels.imageUnknown' });
    });
    if (errors.length) throw validationError(errors);
  }
  return page;
}
