import { describe, expect, it } from 'vitest';
import { taskLink } from './taskLink';

describe('taskLink', () => {
  it.each([
    [null, true, { kind: 'none' }],
    ['  ', true, { kind: 'none' }],
    ['/tasks', true, { kind: 'none' }],
    ['/tasks/', true, { kind: 'none' }],
    ['/calendar', true, { kind: 'none' }],
    ['/calendar?view=week', true, { kind: 'none' }],
    ['/', true, { kind: 'none' }],
    ['/startup/42/file/metrics', false, { kind: 'internal', to: '/startup/42/file/metrics' }],
    ['/profile/7', true, { kind: 'internal', to: '/profile/7' }],
    ['/profile/7', false, { kind: 'none' }],
    ['/profile', true, { kind: 'internal', to: '/profile' }],
    ['/profile', false, { kind: 'none' }],
    ['example.org/deck', false, { kind: 'external', href: 'http://example.org/deck' }],
    ['https://example.org', false, { kind: 'external', href: 'https://example.org' }],
    ['//evil.example', false, { kind: 'external', href: 'http://evil.example' }],
    ['/\\evil.example/x', false, { kind: 'external', href: 'http://evil.example/x' }],
    ['javascript:alert(1)', true, { kind: 'none' }],
  ])('%j for an assignee: %s', (url, assignee, expected) => {
    expect(taskLink(url, assignee)).toEqual(expected);
  });
});
