import { externalHref } from '../../../../ui/externalHref';

/** A video link as the lesson shows it: a player to embed, or a plain link to open. */
export type VideoLink = { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' } | { kind: 'link'; href: string } | null;

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return url.pathname.split('/')[1] ?? null;
  if (host === 'player.vimeo.com') {
    const [, section, id] = url.pathname.split('/');
    return section === 'video' ? (id ?? null) : null;
  }
  return null;
}

/**
 * YouTube and Vimeo links become their privacy-friendly players (youtube-nocookie sets no cookie
 * until the video plays; Vimeo's `dnt` turns tracking off); any other link is offered as a link.
 */
export function videoLinkOf(raw: string | null | undefined): VideoLink {
  const href = externalHref(raw?.trim());
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'link', href };
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    const start = Number.parseInt(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '', 10);
    return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}${start > 0 ? `?start=${start}` : ''}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  return { kind: 'link', href };
}
