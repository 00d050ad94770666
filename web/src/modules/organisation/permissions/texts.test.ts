import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { PERMISSION_KEYS, PERMISSIONS } from '@seedbed/contracts/permissions';
import { FEATURE_FLAGS, FEATURE_FLAG_DEFINITIONS } from '@seedbed/contracts/flags';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/access.json', { eager: true, import: 'default' });
const catalogue = (language: string) => catalogues[`../../../i18n/${language}/access.json`];

/** Looks up a dotted i18next key (`permissions.funnel_create`) in a catalogue. */
function text(root: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);
}

describe('permission and feature flag texts', () => {
  it('has an access catalogue for every language', () => {
    for (const language of LANGUAGES) expect(catalogue(language), language).toBeDefined();
  });

  it.each([...LANGUAGES])('%s labels every permission and every feature flag', (language) => {
    const root = catalogue(language);
    for (const key of PERMISSION_KEYS) {
      const label = text(root, PERMISSIONS[key].labelKey);
      expect(typeof label === 'string' && label.trim() !== '', `${language}: ${PERMISSIONS[key].labelKey} (${key})`).toBe(true);
    }
    for (const name of FEATURE_FLAGS) {
      const label = text(root, `flags.${name}`);
      expect(typeof label === 'string' && label.trim() !== '', `${language}: flags.${name}`).toBe(true);
    }
  });

  it('keeps the registry English verbatim', () => {
    const english = catalogue('en');
    for (const key of PERMISSION_KEYS) expect(text(english, PERMISSIONS[key].labelKey), key).toBe(PERMISSIONS[key].meaning);
    for (const name of FEATURE_FLAGS) expect(text(english, `flags.${name}`), name).toBe(FEATURE_FLAG_DEFINITIONS[name].description);
  });
});
