import { describe, expect, it } from 'vitest';
import { resolveNotificationLink } from './links';

describe('resolveNotificationLink', () => {
  it.each([
    ['taskAssigned', '/tasks', { kind: 'internal', to: '/tasks' }],
    ['meetingScheduled', '/calendar?meeting=m1', { kind: 'internal', to: '/calendar?meeting=m1' }],
    ['updatedMetrics', 'https://metrics.example.org/report', { kind: 'external', href: 'https://metrics.example.org/report' }],
    ['updatedMetrics', 'metrics.example.org/report', { kind: 'external', href: 'http://metrics.example.org/report' }],
    // Starting with '/' but leaving the site: an outside link, with its scheme added.
    ['updatedMetrics', '//evil.example/x', { kind: 'external', href: 'http://evil.example/x' }],
  ])('%s at %s', (type, url, expected) => {
    expect(resolveNotificationLink(type, url)).toEqual(expected);
  });

  it('opens the post named by the last segment for a reaction', () => {
    expect(resolveNotificationLink('newReaction', '/community/note/n-42/post-7')).toEqual({ kind: 'internal', to: '/community/post/post-7' });
    expect(resolveNotificationLink('newReaction', '/community/post/post-7/')).toEqual({ kind: 'internal', to: '/community/post/post-7' });
  });

  it('opens the post (segment 3) at the reply (segment 4) for a note reply', () => {
    expect(resolveNotificationLink('newNoteReply', '/community/post/post-7/comment-9')).toEqual({
      kind: 'internal',
      to: '/community/post/post-7?comment=comment-9',
    });
  });

  it("leads a reply on a startup's timeline to the timeline", () => {
    expect(resolveNotificationLink('newNoteReply', '/startup/s-1/file/activities')).toEqual({ kind: 'internal', to: '/startup/s-1/file/activities' });
  });

  it('keeps a note reply url without both segments as it is', () => {
    expect(resolveNotificationLink('newNoteReply', '/community/post')).toEqual({ kind: 'internal', to: '/community/post' });
  });

  it('has no link without a url, or for a refused scheme', () => {
    expect(resolveNotificationLink('roleChanged', null)).toBeNull();
    expect(resolveNotificationLink('roleChanged', '  ')).toBeNull();
    expect(resolveNotificationLink('updatedMetrics', 'javascript:alert(1)')).toBeNull();
  });
});
