import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { readDocsFolder } from './files.ts';

const root = path.resolve(import.meta.dirname, '../../../../docs');

/**
 * The documentation is part of the interface: like a catalogue key, a page that exists in English
 * and not in another interface language is a missing translation (readers would meet English).
 */
describe('the documentation in every interface language', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English page, with its own title', async (language) => {
    const docs = await readDocsFolder(root);
    const place = (d: { userType: string; category: string; slug: string }) => `${d.userType}/${d.category}/${d.slug}`;
    const english = new Map(docs.filter((d) => d.language === 'en').map((d) => [place(d), d]));
    const own = new Map(docs.filter((d) => d.language === language).map((d) => [place(d), d]));
    expect(
      [...english.keys()].filter((key) => !own.has(key)),
      `${language}: pages missing`,
    ).toEqual([]);
    expect(
      [...own.keys()].filter((key) => !english.has(key)),
      `${language}: pages English lacks`,
    ).toEqual([]);
    const untranslated = [...own].filter(([key, doc]) => doc.title === english.get(key)?.title).map(([key]) => key);
    expect(untranslated, `${language}: titles left in English`).toEqual([]);
  });
});
