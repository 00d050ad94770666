import sanitizeHtml from 'sanitize-html';

/**
 * What the widget editor (Tiptap) produces and nothing else: paragraphs, emphasis, lists, quotes,
 * headings and links. Scripts and styles go with their content, other tags keep their text, and no
 * attribute but a link's address survives, so no event handler or inline style reaches a reader.
 */
const WIDGET_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open apart from the application and tell the target nothing of it.
    a: (_tag, attribs) => ({ tagName: 'a', attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};

/** A widget's HTML as it is stored and shown. */
export const sanitizeWidgetHtml = (html: string): string => sanitizeHtml(html, WIDGET_HTML).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of stored HTML, blocks separated by spaces: the recent-activity excerpts and what "empty" means once sanitised. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The beginning of a text, cut at a word where it can be. */
export function excerpt(html: string | null, length = 160): string {
  const text = plainText(html ?? '');
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
