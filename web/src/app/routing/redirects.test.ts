import { describe, expect, it } from 'vitest';
import { shellFeature } from '../../shell/feature';
import type { PublicIncubator } from '../tenant/publicIncubator';
import type { ShellUser } from '../features/types';
import { findRedirect, redirectTarget } from './redirects';

const redirects = shellFeature.redirects ?? [];

const user = (roleType: ShellUser['roleType']): ShellUser => ({
  _id: 'u1',
  roleType,
  startups: [],
  startupIds: [],
  permissions: {},
  flags: {},
  userVisibility: null,
  startupVisibility: null,
});

function follow(path: string, { signedIn = true, as = user('staff'), incubator }: { signedIn?: boolean; as?: ShellUser | null; incubator?: Partial<PublicIncubator> } = {}) {
  const [pathname, query = ''] = path.split('?');
  const match = findRedirect(redirects, pathname, signedIn);
  if (!match) return undefined;
  return redirectTarget(match, query ? `?${query}` : '', { user: signedIn ? as : null, incubator: incubator as PublicIncubator | undefined });
}

describe('the redirects kept for old links (spec 1 §2.1–2.2)', () => {
  it.each([
    ['/calendar/sync', '/calendar'],
    ['/application/a1/show', '/application/a1/activities'],
    ['/application/overview', '/applications/overview'],
    ['/application/confirmation', '/account/application/confirmation'],
    ['/startup/timeline/s1', '/startup/s1/file/activities'],
    ['/startup/milestones/s1', '/startup/s1/file/milestones'],
    ['/startup/milestones/s1/plan/p9', '/startup/s1/file/milestones'],
    ['/startup/s1/timeline', '/startup/s1/file/activities'],
  ])('%s → %s', (from, to) => {
    expect(follow(from)).toBe(to);
  });

  it('keeps the query string of an old coaching session link, and only the session id', () => {
    expect(follow('/coaching/session/s1/c7?view=notes&from=mail')).toBe('/coaching/session/c7?view=notes&from=mail');
    expect(follow('/coaching/session/s1/c7')).toBe('/coaching/session/c7');
  });

  it('leaves current addresses alone', () => {
    for (const path of ['/', '/calendar', '/coaching/session/c7', '/startup/s1/file/activities', '/applications/overview', '/application/a1']) {
      expect(findRedirect(redirects, path, true)).toBeUndefined();
    }
  });

  it('sends non-applicants from /application/new to the applications overview; applicants and visitors stay', () => {
    expect(follow('/application/new', { as: user('admin') })).toBe('/applications/overview');
    expect(follow('/application/new', { as: user('cofounder') })).toBe('/applications/overview');
    expect(follow('/application/new', { as: user('applicant') })).toBeUndefined();
    expect(follow('/application/new', { signedIn: false })).toBeUndefined();
  });

  it('starts sign-in at the provider from /login, and sends /forgotpassword to /login, only with single sign-on alone', () => {
    const local = { loginProviders: [{ provider: 'local', enabled: true, label: null }] };
    const sso = {
      loginProviders: [
        { provider: 'local', enabled: false, label: null },
        { provider: 'oidc:p1', enabled: true, label: null },
      ],
    };
    const both = {
      loginProviders: [
        { provider: 'local', enabled: true, label: null },
        { provider: 'oidc:p1', enabled: true, label: null },
      ],
    };
    const disabledSso = {
      loginProviders: [
        { provider: 'local', enabled: true, label: null },
        { provider: 'oidc:p1', enabled: false, label: null },
      ],
    };
    expect(follow('/login', { signedIn: false, incubator: local })).toBeUndefined();
    expect(follow('/login', { signedIn: false, incubator: disabledSso })).toBeUndefined();
    expect(follow('/login', { signedIn: false, incubator: both })).toBeUndefined();
    expect(follow('/login', { signedIn: false, incubator: sso })).toBe('/auth/url?prompt=login');
    expect(follow('/login?returnTo=%2Ftasks', { signedIn: false, incubator: sso })).toBe('/auth/url?prompt=login&returnTo=%2Ftasks');
    expect(follow('/forgotpassword', { signedIn: false, incubator: sso })).toBe('/login');
    expect(follow('/forgotpassword', { signedIn: false, incubator: both })).toBeUndefined();
  });

  it('waits for sign-in before following a signed-in redirect', () => {
    expect(findRedirect(redirects, '/calendar/sync', false)).toBeUndefined();
    expect(findRedirect(redirects, '/calendar/sync', true)).toBeDefined();
  });

  it('encodes what it copies from the old address', () => {
    expect(follow('/startup/timeline/a%2Fb')).toBe('/startup/a%2Fb/file/activities');
  });
});
