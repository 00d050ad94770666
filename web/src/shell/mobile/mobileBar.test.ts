import { describe, expect, it } from 'vitest';
import type { RoleType } from '@seedbed/contracts/roles';
import { isMobileBarHiddenPath, mobileBarEntries } from './mobileBar';

const everyPage = () => true;
const noPage = () => false;
const user = (roleType: RoleType | null) => ({ _id: 'u 1', roleType });

describe('mobileBarEntries (spec 1 §2.7)', () => {
  it('gives staff the portfolio, events and the applications overview', () => {
    expect(mobileBarEntries(user('staff'), '/', everyPage)).toEqual([
      { key: 'portfolio', path: '/coaching' },
      { key: 'events', path: '/events' },
      { key: 'applications', path: '/applications/overview' },
    ]);
  });

  it('gives admins the same as staff', () => {
    expect(mobileBarEntries(user('admin'), '/', everyPage).map((e) => e.key)).toEqual(['portfolio', 'events', 'applications']);
  });

  it('gives mentors the portfolio and events, but not applications', () => {
    expect(mobileBarEntries(user('mentor'), '/', everyPage).map((e) => e.key)).toEqual(['portfolio', 'events']);
  });

  it('gives applicants their applications and their own profile as Account', () => {
    expect(mobileBarEntries(user('applicant'), '/', everyPage)).toEqual([
      { key: 'events', path: '/events' },
      { key: 'applications', path: '/applications-manager' },
      { key: 'account', path: '/profile/u%201' },
    ]);
  });

  it('gives cofounders the community search and their startup file', () => {
    expect(mobileBarEntries(user('cofounder'), '/', everyPage)).toEqual([
      { key: 'events', path: '/events' },
      { key: 'community', path: '/community/search/people' },
      { key: 'startupFile', path: '/startup/file' },
    ]);
  });

  it('gives community members the community search', () => {
    expect(mobileBarEntries(user('community_member'), '/', everyPage).map((e) => e.key)).toEqual(['events', 'community']);
  });

  it('gives evaluators their availabilities', () => {
    expect(mobileBarEntries(user('evaluator'), '/', everyPage).map((e) => e.key)).toEqual(['events', 'availability']);
  });

  it('offers only pages that exist, except the applicant’s own profile', () => {
    expect(mobileBarEntries(user('staff'), '/', noPage)).toEqual([]);
    expect(mobileBarEntries(user('applicant'), '/', noPage)).toEqual([{ key: 'account', path: '/profile/u%201' }]);
    expect(mobileBarEntries(user('cofounder'), '/', (path) => path === '/events')).toEqual([{ key: 'events', path: '/events' }]);
  });

  it('offers nothing to a user without a role type', () => {
    expect(mobileBarEntries(user(null), '/', everyPage)).toEqual([]);
  });

  it.each(['/coaching/session/s1/c1', '/coaching/session/c1', '/application/a1', '/application/a1/activities', '/application/a1/form'])('is hidden on %s', (path) => {
    expect(isMobileBarHiddenPath(path)).toBe(true);
    expect(mobileBarEntries(user('applicant'), path, everyPage)).toEqual([]);
  });

  it.each(['/', '/application/a1/meeting', '/applications/overview', '/coaching', '/profile/u1'])('is shown on %s', (path) => {
    expect(isMobileBarHiddenPath(path)).toBe(false);
  });
});
