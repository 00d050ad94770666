import { externalHref } from '../../../../ui/externalHref';

/** What an RSS item's post carries: its outside feed, and the item's title and address. */
export interface RssData {
  title: string;
  link: string | null;
  feedTitle: string;
  siteUrl: string | null;
}

/** An article's announcement: its title and summary. */
export interface ArticleData {
  title: string;
  summary: string;
}

/** A programme's event: its title and when it takes place. */
export interface EventData {
  title: string;
  startsAt: string | null;
  endsAt: string | null;
  location: string | null;
  online: boolean;
}

const record = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

// `data` is free JSON written by the server for each kind: read field by field, never trusted whole.

export function rssData(data: unknown): RssData {
  const d = record(data);
  // An outside address is only ever followed when it is http(s).
  return { title: text(d.title), link: externalHref(text(d.link)) ?? null, feedTitle: text(d.feedTitle), siteUrl: externalHref(text(d.siteUrl)) ?? null };
}

export function articleData(data: unknown): ArticleData {
  const d = record(data);
  return { title: text(d.title), summary: text(d.summary) };
}

export function eventData(data: unknown): EventData {
  const d = record(data);
  return { title: text(d.title), startsAt: optionalText(d.startsAt), endsAt: optionalText(d.endsAt), location: optionalText(d.location), online: d.online === true };
}
