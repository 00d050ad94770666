import sanitizeHtml from 'sanitize-html';
import { isId } from '../../core/ids.ts';

/** A span that is not a mention becomes this unknown tag, which the sanitiser drops while keeping its text. */
const UNWRAP = 'seedbed-unwrap';

/**
 * What the note editor (Tiptap) produces and nothing else: paragraphs, emphasis, lists, quotes,
 * code, headings, links and mentions. Everything else is dropped — scripts and styles with their
 * content, other tags keeping their text — and no attribute but a link's address and a mention's
 * person survives, so no event handler or inline style reaches a reader.
 */
const NOTE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h2', 'h3', 'h4', 'span'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    span: [{ name: 'data-type', multiple: false, values: ['mention'] }, 'data-id', 'data-label'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open apart from the application and tell the target nothing of it.
    a: (_tag, attribs) => ({ tagName: 'a', attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' } }),
    span: (_tag, attribs) =>
      attribs['data-type'] === 'mention' && isId(attribs['data-id'] ?? '')
        ? { tagName: 'span', attribs: { 'data-type': 'mention', 'data-id': attribs['data-id'], ...(attribs['data-label'] ? { 'data-label': attribs['data-label'] } : {}) } }
        : { tagName: UNWRAP, attribs: {} },
  },
};

/** A note's HTML as it is stored and shown. */
export const sanitizeNote = (html: string): string => sanitizeHtml(html, NOTE_HTML).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of a stored note, blocks separated by spaces: what notifications quote and what "empty" means. */
export function noteText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT_LENGTH = 200;

/** The beginning of a note, for a notification. */
export function noteExcerpt(html: string): string {
  const text = noteText(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** The people a stored (sanitised) note mentions, each once, in order. */
export function mentionedIds(html: string): string[] {
  const ids = [...html.matchAll(/<span data-type="mention" data-id="([0-9a-f-]{36})"/gi)].map((m) => m[1].toLowerCase());
  return [...new Set(ids)].filter(isId);
}
