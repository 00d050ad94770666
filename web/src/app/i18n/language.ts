import { pickLanguage, isLanguage, RTL_LANGUAGES, type Language } from '@seedbed/contracts/languages';

/** Spec 1 §9: the language choice is kept in the cookie lang_pref for 60 days. */
export const LANGUAGE_COOKIE = 'lang_pref';
const COOKIE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

export function readLanguageCookie(cookies: string = document.cookie): Language | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isLanguage(value) ? value : undefined;
  }
  return undefined;
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}

/** The first supported language among the browser's preferences, if any. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language | undefined {
  const found = languages.map((l) => l.slice(0, 2).toLowerCase()).find(isLanguage);
  return found;
}

/**
 * Order of precedence: the stored choice, then the browser, then the organisation's default,
 * then English. The organisation's default is only known once the tenant has loaded.
 */
export function resolveLanguage(sources: { cookie?: string; browser?: string; tenantDefault?: string | null }): Language {
  return pickLanguage(sources.cookie, sources.browser, sources.tenantDefault);
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
