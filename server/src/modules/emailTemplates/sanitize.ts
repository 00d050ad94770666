import { richTextSanitiser } from '../../core/rich-text.ts';

/** A content template's or a product mail's body: what the editor writes, as mail readers show it. */
export const sanitizeMailBody = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'] });

/** A design's header or footer: a few lines of text and links, without headings. */
export const sanitizeDesignPart = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote'] });
