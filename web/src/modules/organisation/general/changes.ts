import { LANGUAGES } from '@seedbed/contracts/languages';

/** The part of `next` that differs from `saved`, compared field by field (nested objects whole). */
export function changedFields<T extends Record<string, unknown>>(saved: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (JSON.stringify(saved[key] ?? null) !== JSON.stringify(next[key] ?? null)) out[key] = next[key];
  }
  return out;
}

/** The startup term per language as the form edits it: one text per interface language. */
export type TermTexts = Record<string, string>;

export function termTexts(labels: ReadonlyArray<{ language: string; value: string }> | null | undefined): TermTexts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, labels?.find((l) => l.language === language)?.value ?? '']));
}

/** Only filled languages are stored; an empty list falls back to the interface's "Startup". */
export function termLabels(texts: TermTexts): Array<{ language: string; value: string }> {
  return LANGUAGES.filter((language) => texts[language]?.trim()).map((language) => ({ language, value: texts[language].trim() }));
}

/** What a slug may look like: the contracts' rule (the server has the last word: reserved and taken names). */
export { slugProblem } from '@seedbed/contracts/validation';

/** The organisation's address once its slug changes: the first label of the host is the slug. */
export function addressWithSlug(location: { protocol: string; host: string }, oldSlug: string, newSlug: string): string | null {
  const [first, ...rest] = location.host.split('.');
  if (first !== oldSlug || rest.length === 0) return null;
  return `${location.protocol}//${[newSlug, ...rest].join('.')}`;
}

export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());
