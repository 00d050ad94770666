/**
 * Funnels' limits and the pure helpers their screens and the server share (no zod, so the public
 * programme page stays light): how a name becomes a slug, and which video addresses embed.
 */

export const FUNNEL_NAME_MAX_LENGTH = 200;
export const FUNNEL_SUMMARY_MAX_LENGTH = 500;
export const FUNNEL_SLUG_MAX_LENGTH = 60;
/** Lower-case letters, digits and inner hyphens: the last part of /apply/program/<slug>. */
export const FUNNEL_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const FUNNEL_PAGE_BLOCKS_MAX = 50;
/** One rich-text block, accordion item or column, as sanitised HTML. */
export const FUNNEL_HTML_MAX_LENGTH = 20_000;
export const FUNNEL_ACCORDION_ITEMS_MAX = 30;
export const FUNNEL_COLUMNS_MIN = 2;
export const FUNNEL_COLUMNS_MAX = 4;
export const FUNNEL_ADMINS_MAX = 50;
export const FUNNEL_ROUND_NAME_MAX_LENGTH = 200;
export const FUNNEL_ROUND_EVALUATORS_MAX = 500;
export const FUNNEL_CRITERIA_MAX = 20;
export const FUNNEL_CRITERION_WEIGHT_MAX = 10;
export const EVALUATORS_PER_APPLICATION_MAX = 20;
export const REQUIRED_EVALUATIONS_MAX = 20;
export const MAIL_SUBJECT_MAX_LENGTH = 200;
export const MAIL_BODY_MAX_LENGTH = 20_000;
export const REJECTION_MAIL_NAME_MAX_LENGTH = 200;
export const REJECTION_REASONS_MAX = 20;
export const REJECTION_REASON_MAX_LENGTH = 200;

/** "Spring 2027 — Fintech!" → "spring-2027-fintech"; accents dropped; "programme" when nothing is left. */
export function slugifyFunnelName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FUNNEL_SLUG_MAX_LENGTH - 4)
    .replace(/-+$/g, '');
  return slug || 'programme';
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

/**
 * The player address of a YouTube or Vimeo link, or null: only these two players are embedded, so
 * a page never frames an arbitrary site.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = parts[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(parts[0]) ? parts[1] : undefined;
  }
  if (youtube) return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((part) => VIMEO_ID.test(part));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
