import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { LINKEDIN_ISSUER, signOnProviderSchema } from '@seedbed/contracts/sign-on';
import { externalSignInPath, signOnProviders, usesSingleSignOn } from '../auth/singleSignOn';
import { newMapping, providerValues, toProviderInput, withKind } from './settings/providerForm';

const ROLE = '0190a4a2-0000-7000-8000-000000000001';

describe('single sign-on in the web application', () => {
  it('lists the enabled providers for the sign-in page, and redirects only when the password form is closed', () => {
    const both = {
      loginProviders: [
        { provider: 'local', enabled: true, label: null },
        { provider: 'oidc:p1', enabled: true, label: 'Campus ID' },
        { provider: 'oidc:p2', enabled: false, label: 'Old' },
      ],
    };
    expect(signOnProviders(both)).toEqual([{ id: 'p1', name: 'Campus ID' }]);
    expect(usesSingleSignOn(both)).toBe(false);
    expect(
      usesSingleSignOn({
        loginProviders: [
          { provider: 'local', enabled: false },
          { provider: 'oidc:p1', enabled: true },
        ],
      }),
    ).toBe(true);
    expect(usesSingleSignOn({ loginProviders: [{ provider: 'local', enabled: true }] })).toBe(false);
  });

  it('starts at /auth/url with prompt=login, the provider and the return path', () => {
    expect(externalSignInPath('/')).toBe('/auth/url?prompt=login');
    expect(externalSignInPath('/tasks?x=1', 'p1')).toBe('/auth/url?provider=p1&prompt=login&returnTo=%2Ftasks%3Fx%3D1');
  });

  it('sends the secret only when one is typed, and checks the form with the server’s schema', () => {
    const values = { ...providerValues(null, ROLE), name: 'Campus ID', issuer: 'https://id.example.org/', clientId: 'seedbed', roleMappings: [newMapping('mentors', ROLE)] };
    const input = toProviderInput(values);
    expect(input).not.toHaveProperty('clientSecret');
    expect(input.roleMappings).toEqual([{ value: 'mentors', roleId: ROLE }]);
    expect(signOnProviderSchema().parse(input).issuer).toBe('https://id.example.org/');
    expect(toProviderInput({ ...values, clientSecret: 's3cret' }).clientSecret).toBe('s3cret');
    const refused = signOnProviderSchema().safeParse(toProviderInput({ ...values, roleClaim: '' }));
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['sso.claimRequired']);
  });

  it('fills in LinkedIn when chosen, and takes its issuer back when OpenID Connect is chosen again', () => {
    const blank = providerValues(null, ROLE);
    const linkedIn = withKind({ ...blank, roleMappings: [newMapping('mentors', ROLE)] }, 'linkedin');
    expect(linkedIn).toMatchObject({ kind: 'linkedin', name: 'LinkedIn', issuer: LINKEDIN_ISSUER, roleClaim: '', roleMappings: [], audience: '' });
    // A name already typed stays.
    expect(withKind({ ...blank, name: 'Alumni network' }, 'linkedin').name).toBe('Alumni network');
    expect(signOnProviderSchema().parse(toProviderInput({ ...linkedIn, clientId: '86abc' })).kind).toBe('linkedin');
    expect(withKind(linkedIn, 'oidc')).toMatchObject({ kind: 'oidc', issuer: '' });
    expect(withKind({ ...blank, issuer: 'https://id.example.org/' }, 'oidc').issuer).toBe('https://id.example.org/');
  });

  it('retries a LinkedIn sign-in through the LinkedIn provider', () => {
    expect(externalSignInPath('/community', 'linkedin')).toBe('/auth/url?provider=linkedin&prompt=login&returnTo=%2Fcommunity');
  });
});

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/sso.json', { eager: true, import: 'default' });
function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const catalogue = (language: string) => new Map(entries(catalogues[`../../i18n/${language}/sso.json`]));

describe('the sign-on catalogue', () => {
  const english = catalogue('en');
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(translated.get(key) ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
    expect(translated.get('settings.intro')).not.toBe(english.get('settings.intro'));
  });
});
