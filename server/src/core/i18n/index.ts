import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, pickLanguage, type Language } from '@seedbed/contracts/languages';

const here = path.dirname(fileURLToPath(import.meta.url));

const resources = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, { translation: JSON.parse(fs.readFileSync(path.join(here, `${lng}.json`), 'utf8')) }]),
);

const i18n = i18next.createInstance();
await i18n.init({ resources, fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });

export type Translate = TFunction;

export function translator(language: Language): Translate {
  return i18n.getFixedT(language);
}

/** The request's language: the user's own choice, else what the browser asks for, else English. */
export function requestLanguage(userLanguage: string | null | undefined, acceptLanguage: string | undefined): Language {
  const accepted = acceptLanguage?.split(',').map((part) => part.split(';')[0].trim());
  return pickLanguage(userLanguage, ...(accepted ?? []));
}
