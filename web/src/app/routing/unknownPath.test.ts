import { describe, expect, it } from 'vitest';
import { sectionOf, unknownPathPage, visitorSignsInFirst } from './unknownPath';

describe('unknownPathPage (spec 1 §2.2)', () => {
  it.each(['/startups/nothing-here', '/calendar', '/applications/overview', '/profile/u1/whatever', '/account/application/confirmation', '/Admin/x'])(
    'a dead link inside a known section (%s) gets the unknown-link page',
    (path) => {
      expect(unknownPathPage(path)).toBe('unknownLink');
    },
  );

  it.each(['/nothing', '/wp-admin', '/startupz', '/auth/url'])('a path the product never had (%s) gets the 404 page', (path) => {
    expect(unknownPathPage(path)).toBe('notFound');
  });

  it('counts the sections of registered features as known', () => {
    expect(unknownPathPage('/reports/x')).toBe('notFound');
    expect(unknownPathPage('/reports/x', ['reports'])).toBe('unknownLink');
  });
});

describe('visitorSignsInFirst', () => {
  it('asks a visitor to sign in inside a signed-in section, where an old link may still resolve', () => {
    expect(visitorSignsInFirst('/calendar/sync')).toBe(true);
    expect(visitorSignsInFirst('/startups/x')).toBe(true);
  });

  it('shows a visitor the page at once elsewhere, and in the public sections', () => {
    expect(visitorSignsInFirst('/nothing')).toBe(false);
    expect(visitorSignsInFirst('/apply/program/x/y')).toBe(false);
    expect(visitorSignsInFirst('/share/forms/u1/extra')).toBe(false);
    expect(visitorSignsInFirst('/application/new')).toBe(false);
    expect(visitorSignsInFirst('/application/a1/activities')).toBe(true);
  });
});

describe('sectionOf', () => {
  it.each([
    ['startup/:id/file/*', 'startup'],
    ['tasks/*', 'tasks'],
    ['', undefined],
    [':id', undefined],
    ['*', undefined],
  ])('%s → %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});
