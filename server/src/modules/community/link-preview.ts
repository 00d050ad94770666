import { and, eq } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import type { Context } from '../../core/context.ts';
import { recordEvent } from '../../core/events.ts';
import { fetchLimited } from '../../core/outbound.ts';
import type { Services } from '../../core/services.ts';
import { asSystem } from '../../core/sweep.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { kindOf, posts, readersOf, type PostRow } from './types.ts';

/** What a post shows of the first page it links to (Open Graph, else the page's title and description). */
export interface LinkPreview {
  url: string;
  title?: string;
  description?: string;
  image?: string;
  siteName?: string;
}

const FETCH = { timeoutMs: 5000, maxBytes: 512 * 1024, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' };
const LINK_MAX = 2048;
const CUT = { title: 200, description: 500, siteName: 100 };

function httpAddress(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= LINK_MAX ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The first http(s) address of a post, in a link or typed as text (in the order they come): what
 * its preview shows. Punctuation that ends a sentence is not part of it.
 */
export function firstLink(html: string): string | null {
  const found = /https?:\/\/[^\s<>"']+/i.exec(html)?.[0];
  if (!found) return null;
  return httpAddress(found.replace(/&amp;/g, '&').replace(/[.,;:!?)\]]+$/, ''));
}

/** Spaces folded, cut to `max` characters with an ellipsis; nothing when nothing is left. */
function cut(value: string | undefined, max: number): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Reads a page's preview: Open Graph first (og:title, og:description, og:image, og:site_name), then
 * Twitter's, then <title> and the description meta. The image only as an http(s) address. No title
 * and no description: no preview.
 */
export function readPreview(html: string, url: string, pageUrl = url): LinkPreview | null {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'title' && !title) inTitle = true;
      if (name !== 'meta') return;
      const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
      if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
    },
    ontext(text) {
      if (inTitle) title += text;
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
    },
  });
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  const preview: LinkPreview = {
    url,
    title: cut(first('og:title', 'twitter:title') ?? title, CUT.title),
    description: cut(first('og:description', 'twitter:description', 'description'), CUT.description),
    siteName: cut(first('og:site_name') ?? new URL(pageUrl).hostname, CUT.siteName),
  };
  const image = first('og:image', 'og:image:url', 'twitter:image');
  const imageUrl = image ? httpAddress(image.trim(), pageUrl) : null;
  if (imageUrl) preview.image = imageUrl;
  return preview.title || preview.description ? preview : null;
}

/** Reads the page and stores its preview, if the post still links to it first; failures leave no preview. */
async function fetchPreview(services: Services, incubator: IncubatorRow, postId: string, url: string): Promise<void> {
  try {
    const page = await fetchLimited(url, FETCH);
    if (page.contentType && !page.contentType.includes('html')) return;
    const preview = readPreview(page.body, url, page.url);
    if (!preview) return;
    await asSystem(services, incubator, async (ctx, db) => {
      const [post] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.incubatorId, incubator.id), eq(posts.id, postId)));
      // Edited meanwhile to another link, or deleted.
      if (!post || firstLink(post.content) !== url) return;
      await db
        .update(posts)
        .set({ linkPreview: preview })
        .where(and(eq(posts.incubatorId, incubator.id), eq(posts.id, postId)));
      const [root] = post.rootId
        ? await db
            .select()
            .from(posts)
            .where(and(eq(posts.incubatorId, incubator.id), eq(posts.id, post.rootId)))
        : [post];
      if (!root) return;
      await recordEvent(ctx, db, {
        kind: 'community.linkPreviewFetched',
        subjectKind: 'communityPost',
        subjectId: post.id,
        data: { rootId: post.rootId, kind: kindOf(post), readers: readersOf(root), url },
      });
    });
  } catch (error) {
    services.log.debug({ err: (error as Error).message, postId }, 'link preview not read');
  }
}

/** The preview a post keeps through an edit: its own while its first link is the same, else none until the new one is read. */
export function keptPreview(post: Pick<PostRow, 'linkPreview'>, content: string): PostRow['linkPreview'] {
  return post.linkPreview && firstLink(content) === post.linkPreview.url ? post.linkPreview : null;
}

/**
 * Once the change is committed, and without holding its answer, reads the preview of the post's
 * first link when it has none for it yet; the live feed hears of it when it is stored.
 */
export function scheduleLinkPreview(ctx: Context, post: Pick<PostRow, 'id' | 'content' | 'linkPreview'>): void {
  const url = firstLink(post.content);
  if (!url || post.linkPreview?.url === url) return;
  const { services, incubator } = ctx;
  ctx.afterCommit.push(async () => {
    void fetchPreview(services, incubator, post.id, url);
  });
}
