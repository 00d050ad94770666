import { Marked, type Tokens } from 'marked';
import { docPath } from '@seedbed/contracts/docs';

export interface FrontMatter {
  title: string;
  description: string;
  categoryName: string;
}

const REQUIRED: ReadonlyArray<keyof FrontMatter> = ['title', 'description', 'categoryName'];

/**
 * Splits a document into its front matter and its Markdown body. The front matter is a flat list
 * of `key: value` lines between two `---` lines; values may be wrapped in double quotes.
 */
export function parseFrontMatter(source: string, file: string): { meta: FrontMatter; markdown: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${file}: the document must start with front matter between two '---' lines`);
  const values: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: cannot read the front matter line "${line}"`);
    values[pair[1]] = unquote(pair[2].trim());
  }
  for (const key of REQUIRED) {
    if (!values[key]) throw new Error(`${file}: the front matter needs a non-empty "${key}"`);
  }
  return { meta: { title: values.title, description: values.description, categoryName: values.categoryName }, markdown: source.slice(match[0].length) };
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\"/g, '"');
  return value;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// Links may leave the page only for the web or mail; anything else (javascript:, data:) would
// run in the product's origin when the page is shown.
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

/**
 * Renders a document's Markdown to HTML. Raw HTML in the source is shown as text, never
 * interpreted, and links are limited to safe destinations, because the page inserts this HTML
 * as is. A link written `doc:<category>/<slug>` points to another document of the same audience.
 */
export function renderMarkdown(markdown: string, userType: string): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type !== 'link' && token.type !== 'image') return;
      const link = token as Tokens.Link | Tokens.Image;
      const internal = /^doc:([a-z0-9-]+)\/([a-z0-9-]+)(#[\w-]*)?$/.exec(link.href);
      if (internal) link.href = docPath(userType, internal[1], internal[2]) + (internal[3] ?? '');
    },
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      link(token) {
        if (!SAFE_HREF.test(token.href)) return this.parser.parseInline(token.tokens);
        return false;
      },
      image(token) {
        if (!SAFE_HREF.test(token.href)) return escapeHtml(token.text);
        return false;
      },
    },
  });
  return marked.parse(markdown) as string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words of the rendered page, which is what the full-text index and the excerpts read. */
export function plainText(html: string): string {
  return (
    html
      // Blocks and cells separate words; inline tags (strong, a, code) sit inside them.
      .replace(/<\/?(?:p|h[1-6]|li|ul|ol|table|thead|tbody|tr|td|th|pre|blockquote|div)\b[^>]*>|<(?:br|hr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name])
      // Control characters would collide with the excerpt's match markers.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
