/** Addresses a message may send its reader to through the click redirect: web links only. */
const TRACKABLE = /^https?:\/\//i;
const HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gi;

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The web links of a message's HTML, each once, in order. */
export function linksOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(HREF)) {
    const url = decodeAttribute(match[3].trim());
    if (TRACKABLE.test(url)) found.add(url);
  }
  return [...found];
}

/** Points every web link of `html` at `through(url)`: the recipient's click-tracking address. */
export function rewriteLinks(html: string, through: (url: string) => string): string {
  return html.replace(HREF, (whole, start: string, _quote: string, raw: string) => {
    const url = decodeAttribute(raw.trim());
    if (!TRACKABLE.test(url)) return whole;
    return `${start}"${encodeAttribute(through(url))}"`;
  });
}
