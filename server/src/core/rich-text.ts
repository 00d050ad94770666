import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the product's editor (Tiptap) writes it, kept as sanitised HTML: only the given
 * tags survive, scripts and styles go with their content, other tags keep their text, and no
 * attribute but a link's address (and what `attributes` adds) reaches a reader, so no event
 * handler or inline style does. Links open apart from the application and tell the target nothing.
 */
export function richTextSanitiser(options: {
  tags: string[];
  attributes?: sanitizeHtml.IOptions['allowedAttributes'];
  transformTags?: sanitizeHtml.IOptions['transformTags'];
}): (html: string) => string {
  const config: sanitizeHtml.IOptions = {
    allowedTags: options.tags,
    allowedAttributes: { a: ['href', 'rel', 'target'], ...(options.attributes || {}) },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (_tag, attribs) => ({ tagName: 'a', attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' } }),
      ...options.transformTags,
    },
  };
  return (html) => sanitizeHtml(html, config).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of stored rich text, blocks separated by spaces: what excerpts quote and what "empty" means. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
