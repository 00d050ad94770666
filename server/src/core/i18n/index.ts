import i18next, { type TFunction } from 'i18next';
import { pickLanguage, type Language } from '@seedbed/contracts/languages';
// Imported rather than read from disk, so that the compiled server carries them.
import ar from './ar.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };

const catalogues: Record<Language, object> = { ar, de, en, es, fr, ko, pt, tr, uk };
const resources = Object.fromEntries(Object.entries(catalogues).map(([lng, translation]) => [lng, { translation }]));

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
