import { plainText, richTextSanitiser } from '../../core/rich-text.ts';
import { isId } from '../../core/ids.ts';

/** A span that is not a mention becomes this unknown tag, which the sanitiser drops while keeping its text. */
const UNWRAP = 'seedbed-unwrap';

/**
 * What the note editor produces: paragraphs, emphasis, lists, quotes, code, headings, links and
 * mentions (a span naming a person); any other span keeps only its text.
 */
export const sanitizeNote = richTextSanitiser({
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h2', 'h3', 'h4', 'span'],
  attributes: { span: [{ name: 'data-type', multiple: false, values: ['mention'] }, 'data-id', 'data-label'] },
  transformTags: {
    span: (_tag, attribs) =>
      attribs['data-type'] === 'mention' && isId(attribs['data-id'] ?? '')
        ? { tagName: 'span', attribs: { 'data-type': 'mention', 'data-id': attribs['data-id'], ...(attribs['data-label'] ? { 'data-label': attribs['data-label'] } : {}) } }
        : { tagName: UNWRAP, attribs: {} },
  },
});

/** The text of a stored note: what notifications quote and what "empty" means. */
export const noteText = plainText;

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
