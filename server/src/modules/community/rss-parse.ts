import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import { plainText, richTextSanitiser } from '../../core/rich-text.ts';

/**
 * Reading an outside feed: RSS 2.0, RSS 1.0 (RDF) and Atom, through htmlparser2's feed reader
 * (its parseFeed, on a document also read for what that reader leaves out: an Atom entry's page
 * link and publication date). Whatever the feed says is untrusted: texts are cut to sane lengths,
 * summaries sanitised, links kept only when http(s).
 */

export const RSS_TITLE_MAX = 300;
export const RSS_SUMMARY_MAX = 4_000;
const GUID_MAX = 500;
const LINK_MAX = 2_000;

export interface ParsedItem {
  /** What identifies the item across reads: its id / guid, else its link, else a hash of its title and date. */
  guid: string;
  title: string;
  link: string | null;
  /** Sanitised HTML. */
  summary: string;
  publishedAt: Date | null;
}

export interface ParsedFeed {
  title: string;
  siteUrl: string | null;
  items: ParsedItem[];
}

/** The few tags a feed item's summary keeps: text structure and links, never media or scripts. */
const sanitiseSummary = richTextSanitiser({ tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote'] });

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Plain text of something a feed calls a title (which may carry escaped markup). */
const titleText = (raw: string | undefined) => cut(plainText(raw ?? ''), RSS_TITLE_MAX);

/** An http(s) address, resolved against the feed's own, or null. */
function httpLink(raw: string | undefined, base: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= LINK_MAX ? url.href : null;
  } catch {
    return null;
  }
}

const validDate = (date: Date | undefined | null) => (date && !Number.isNaN(date.getTime()) ? date : null);

/**
 * The summary as sanitised HTML, cut to RSS_SUMMARY_MAX: a summary too long is shortened as plain
 * text, so that a tag is never cut in half.
 */
function summaryOf(raw: string | undefined): string {
  const clean = sanitiseSummary(raw ?? '');
  if (clean.length <= RSS_SUMMARY_MAX) return clean;
  const text = cut(plainText(clean), RSS_SUMMARY_MAX - 10);
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}

type DomElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** An Atom element's page link: rel="alternate" (or no rel) first, whatever order the links come in. */
function atomLink(element: DomElement): string | undefined {
  const links = DomUtils.getElementsByTagName('link', element.children, false);
  const page = links.find((l) => !l.attribs.rel || l.attribs.rel === 'alternate') ?? links.find((l) => l.attribs.rel !== 'self');
  return page?.attribs.href;
}

function atomPublished(element: DomElement): Date | null {
  const published = DomUtils.getElementsByTagName('published', element.children, false, 1)[0];
  return published ? validDate(new Date(DomUtils.textContent(published).trim())) : null;
}

/** The feed read from its text, or null when it is no feed (an HTML page, garbage, an empty document). */
export function parseFeedText(text: string, feedUrl: string | null = null): ParsedFeed | null {
  const document = parseDocument(text.replace(/^\uFEFF/, ''), { xmlMode: true });
  const feed = DomUtils.getFeed(document.children);
  if (!feed) return null;
  const atom = feed.type === 'atom';
  const entries = atom ? DomUtils.getElementsByTagName('entry', document.children) : [];
  const root = atom ? DomUtils.getElementsByTagName('feed', document.children, true, 1)[0] : undefined;
  const siteUrl = httpLink(atom && root ? atomLink(root) : feed.link, feedUrl);
  const title = titleText(feed.title);
  if (!title && !feed.items.length) return null;

  const items = feed.items.map((item, index): ParsedItem => {
    const entry = entries[index];
    const link = httpLink(atom && entry ? atomLink(entry) : item.link, siteUrl ?? feedUrl);
    const publishedAt = (atom && entry ? atomPublished(entry) : null) ?? validDate(item.pubDate);
    const itemTitle = titleText(item.title);
    const guid =
      item.id?.trim() ||
      link ||
      createHash('sha256')
        .update(`${itemTitle}\n${publishedAt?.toISOString() ?? ''}\n${item.description ?? ''}`)
        .digest('hex');
    return { guid: guid.slice(0, GUID_MAX), title: itemTitle, link, summary: summaryOf(item.description), publishedAt };
  });
  return { title, siteUrl, items: items.filter((item) => item.title || item.summary || item.link) };
}
