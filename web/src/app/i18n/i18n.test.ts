import { describe, expect, it } from 'vitest';
import { createI18n, loadAllCatalogues } from './i18n';
import { NAMESPACES, START_NAMESPACES } from './namespaces';

describe('catalogues', () => {
  it('starts with the sign-in pages’ catalogues only, and loads the others when a screen asks', async () => {
    const i18n = await createI18n({ language: 'fr' });
    const loaded = (language: string) => NAMESPACES.filter((namespace) => i18n.hasResourceBundle(language, namespace));
    expect(loaded('fr')).toEqual([...START_NAMESPACES]);
    expect(i18n.t('auth:login.submit')).not.toBe('login.submit');

    await loadAllCatalogues(i18n);
    expect(loaded('fr')).toEqual([...NAMESPACES]);
    expect(i18n.t('tasks:drawer.title')).not.toBe('drawer.title');

    // A change of language brings every catalogue loaded so far, in the new language.
    await i18n.changeLanguage('ar');
    expect(loaded('ar')).toEqual([...NAMESPACES]);
  });
});
