/**
 * The timeline as a CSV file (spec 2 §2 export): one row per post and per reply, oldest last as
 * the timeline shows them, in RFC 4180 (quoted fields, CRLF) with a byte-order mark so that
 * spreadsheet programs read it as UTF-8.
 */

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A note's stored HTML as plain text: one line per paragraph or list item, markup and entities gone. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A field as it goes into the file. Text a spreadsheet would run as a formula (=, +, -, @ and
 * the like first) is written with a leading apostrophe: an exported post must never run anything.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export interface CsvPost {
  _id: string;
  __typename: string;
  createdAt: string;
  author: string;
  role: string;
  kind: string;
  text: string;
  /** Null for kinds that have no audience of their own. */
  isPublic: boolean | null;
  isPinned: boolean;
  isUpdate: boolean;
  attachments: string[];
  replies: CsvPost[];
}

export interface CsvLabels {
  columns: { date: string; kind: string; author: string; role: string; text: string; visibility: string; pinned: string; update: string; attachments: string; replyTo: string };
  public: string;
  private: string;
  yes: string;
  no: string;
}

/** The header row, then each post followed by its replies (a reply names the post it answers by its id). */
export function timelineCsvRows(posts: readonly CsvPost[], labels: CsvLabels): string[][] {
  const c = labels.columns;
  const header = [c.date, c.kind, c.author, c.role, c.text, c.visibility, c.pinned, c.update, c.attachments, 'id', c.replyTo];
  const row = (post: CsvPost, parent: CsvPost | null) => [
    post.createdAt,
    post.kind,
    post.author,
    post.role,
    post.text,
    post.isPublic === null ? '' : post.isPublic ? labels.public : labels.private,
    post.isPinned ? labels.yes : labels.no,
    post.isUpdate ? labels.yes : labels.no,
    post.attachments.join('; '),
    post._id,
    parent?._id ?? '',
  ];
  return [header, ...posts.flatMap((post) => [row(post, null), ...post.replies.map((reply) => row(reply, post))])];
}

/** Hands the text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address only after the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Seedling timeline 2026-05-01.csv' without characters file systems refuse. */
export function csvFileName(startupName: string, label: string, now: Date): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const base = [...`${startupName} ${label} ${day}`]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base}.csv`;
}
