import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLanguage } from '@seedbed/contracts/languages';
import { DOC_SLUG_PATTERN, isDocUserType } from '@seedbed/contracts/docs';
import { parseFrontMatter, plainText, renderMarkdown } from './markdown.ts';

/** One document as stored: its place, its front matter, its words and its HTML. */
export interface DocFile {
  language: string;
  userType: string;
  category: string;
  slug: string;
  categoryName: string;
  title: string;
  description: string;
  body: string;
  html: string;
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Reads one document; its path gives its language, audience, category and slug. */
export function readDoc(relativePath: string, source: string): DocFile {
  const [language, userType, category, file] = relativePath.split(/[\\/]/);
  const slug = file?.replace(/\.md$/, '');
  if (!isLanguage(language)) throw new Error(`${relativePath}: "${language}" is not an interface language`);
  if (!isDocUserType(userType)) throw new Error(`${relativePath}: "${userType}" is not a documentation audience`);
  if (!DOC_SLUG_PATTERN.test(category)) throw new Error(`${relativePath}: the category folder must be lower-case words joined by hyphens`);
  if (!slug || !DOC_SLUG_PATTERN.test(slug)) throw new Error(`${relativePath}: the file name must be lower-case words joined by hyphens`);
  const { meta, markdown } = parseFrontMatter(source, relativePath);
  const html = renderMarkdown(markdown, userType);
  return { language, userType, category, slug, ...meta, body: plainText(html), html };
}

/**
 * Every document under `root`, laid out as <language>/<userType>/<category>/<slug>.md. A file
 * that breaks the layout or lacks its front matter stops the start: the documentation ships with
 * the product and a test reads the same folder, so a mistake shows up before a release.
 */
export async function readDocsFolder(root: string): Promise<DocFile[]> {
  const docs: DocFile[] = [];
  for (const language of await subfolders(root)) {
    for (const userType of await subfolders(path.join(root, language))) {
      for (const category of await subfolders(path.join(root, language, userType))) {
        const dir = path.join(root, language, userType, category);
        const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
        for (const name of files) {
          const relativePath = [language, userType, category, name].join('/');
          docs.push(readDoc(relativePath, await readFile(path.join(dir, name), 'utf8')));
        }
      }
    }
  }
  return docs;
}
