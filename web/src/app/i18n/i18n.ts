import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@seedbed/contracts/languages';
import { interfaceLanguage } from './current';
import { browserLanguage, directionOf, readLanguageCookie, resolveLanguage, writeLanguageCookie } from './language';
import { NAMESPACES, START_NAMESPACES } from './namespaces';

// A visitor downloads only the catalogues of their language: the start's one by one, the others as
// one chunk per language (see the build's chunk groups in vite.config.ts).
const catalogues = import.meta.glob<ResourceKey>('../../i18n/*/*.json', { import: 'default' });

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../../i18n/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`Cannot find module '${language}/${namespace}.json'`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

function reflectOnDocument(language: string): void {
  interfaceLanguage.set(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Creates the interface's i18next instance. Tests pass `resources` to skip the lazy loading.
 */
export async function createI18n(options: { language?: Language; resources?: Resource } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(lazyCatalogues);
  instance.use(initReactI18next);
  instance.on('languageChanged', reflectOnDocument);
  await instance.init({
    lng: options.language ?? resolveLanguage({ cookie: readLanguageCookie(), browser: browserLanguage() }),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: options.resources ? [...NAMESPACES] : [...START_NAMESPACES],
    defaultNS: 'common',
    resources: options.resources,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Every feature's catalogues in the interface language, for the screens that show any feature's
 * words (the signed-in frame's sidebar, search and menus; a feature's public page). Once loaded, a
 * change of language loads them all in the new language too.
 */
export function loadAllCatalogues(instance: I18n): Promise<void> {
  return instance.loadNamespaces([...NAMESPACES]);
}

/** An explicit choice by the user: applied now and remembered in the lang_pref cookie. */
export async function chooseLanguage(instance: I18n, language: Language): Promise<void> {
  writeLanguageCookie(language);
  await instance.changeLanguage(language);
}

/**
 * The organisation's default applies only when neither a stored choice nor the browser
 * names a supported language.
 */
export async function applyTenantDefaultLanguage(instance: I18n, tenantDefault: string | null | undefined): Promise<void> {
  if (readLanguageCookie() || browserLanguage()) return;
  if (isLanguage(tenantDefault) && instance.language !== tenantDefault) await instance.changeLanguage(tenantDefault);
}
