import { plainText, richTextSanitiser } from '../../core/rich-text.ts';

/** What the widget editor produces: paragraphs, emphasis, lists, quotes, headings and links. */
export const sanitizeWidgetHtml = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'] });

/** The beginning of a text, cut at a word where it can be. */
export function excerpt(html: string | null, length = 160): string {
  const text = plainText(html ?? '');
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
