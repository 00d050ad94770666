/** The interface languages, in the order the language switch lists them. */
export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
  ko: '한국어',
  uk: 'Українська',
  de: 'Deutsch',
  pt: 'Português',
  tr: 'Türkçe',
};

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the best interface language from a preference, falling back to English. */
export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const candidate of candidates) {
    const short = candidate?.slice(0, 2).toLowerCase();
    if (isLanguage(short)) return short;
  }
  return DEFAULT_LANGUAGE;
}

/** Labels with language variants are picked by the user's language, falling back to English. */
export function pickLabel(labels: ReadonlyArray<{ language: string; value: string }> | null | undefined, language: string): string | undefined {
  if (!labels?.length) return undefined;
  return (
    labels.find((l) => l.language === language && l.value)?.value ?? labels.find((l) => l.language === DEFAULT_LANGUAGE && l.value)?.value ?? labels.find((l) => l.value)?.value
  );
}
