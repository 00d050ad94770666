import { describe, expect, it } from 'vitest';
import { escapeHtml, parseFrontMatter, plainText, renderMarkdown } from './markdown.ts';
import { readDoc } from './files.ts';

const FRONT = '---\ntitle: Signing in\ndescription: "How to sign in: the steps"\ncategoryName: Getting started\n---\n';

describe('parseFrontMatter', () => {
  it('reads the three fields and the body after them', () => {
    const { meta, markdown } = parseFrontMatter(`${FRONT}# Body\n`, 'a.md');
    expect(meta).toEqual({ title: 'Signing in', description: 'How to sign in: the steps', categoryName: 'Getting started' });
    expect(markdown).toBe('# Body\n');
  });

  it.each([
    ['no front matter', '# Just a body'],
    ['a missing title', '---\ndescription: d\ncategoryName: c\n---\nbody'],
    ['an empty category name', '---\ntitle: t\ndescription: d\ncategoryName:\n---\nbody'],
    ['a line that is not key: value', '---\ntitle: t\njust words\n---\nbody'],
  ])('refuses %s, naming the file', (_case, source) => {
    expect(() => parseFrontMatter(source, 'en/founder/x/y.md')).toThrow(/en\/founder\/x\/y\.md/);
  });
});

describe('renderMarkdown', () => {
  it('renders Markdown, tables included', () => {
    const html = renderMarkdown('## Steps\n\n1. **Open** it\n\n| a | b |\n|---|---|\n| 1 | 2 |\n', 'founder');
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<strong>Open</strong>');
    expect(html).toContain('<table>');
  });

  it('shows raw HTML as text instead of interpreting it', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>\n', 'founder');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;');
  });

  it('keeps web, mail, in-page and same-site links, and drops the others to their text', () => {
    const html = renderMarkdown(
      '[web](https://example.org) [mail](mailto:a@b.c) [anchor](#top) [page](/account/settings) [bad](javascript:alert(1)) [data](data:text/html,x) [proto](//evil.example) ![pic](javascript:x)',
      'founder',
    );
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:a@b.c"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="/account/settings"');
    expect(html).not.toMatch(/javascript:|data:|\/\/evil/);
    expect(html).toContain('bad');
  });

  it('points doc: links to the document of the same audience', () => {
    const html = renderMarkdown('[Reset](doc:account/resetting-your-password)', 'mentor');
    expect(html).toContain('href="/docs/user/mentor/category/account/doc/resetting-your-password"');
  });
});

describe('plainText', () => {
  it('keeps the words of the page, decoded, on one line', () => {
    expect(plainText('<h2>Fish &amp; chips</h2>\n<p>Use &lt;b&gt; &quot;here&quot; &#39;now&#39;</p>')).toBe(`Fish & chips Use <b> "here" 'now'`);
  });

  it('decodes each entity once', () => {
    expect(plainText('&amp;lt;')).toBe('&lt;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('readDoc', () => {
  it('takes language, audience, category and slug from the path', () => {
    const doc = readDoc('en/founder/getting-started/signing-in.md', `${FRONT}Open the **address**.\n`);
    expect(doc).toMatchObject({ language: 'en', userType: 'founder', category: 'getting-started', slug: 'signing-in', title: 'Signing in', body: 'Open the address.' });
    expect(doc.html).toContain('<strong>address</strong>');
  });

  it.each([
    ['xx/founder/a/b.md', /interface language/],
    ['en/staff/a/b.md', /documentation audience/],
    ['en/founder/Getting_Started/b.md', /category folder/],
    ['en/founder/a/Signing In.md', /file name/],
  ])('refuses %s', (file, message) => {
    expect(() => readDoc(file, `${FRONT}x`)).toThrow(message);
  });
});
