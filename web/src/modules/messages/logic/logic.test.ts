import { describe, expect, it } from 'vitest';
import { unreadBadge } from './badge';
import { limitAllows } from './chatLimit';
import { sendsOnEnter } from './composer';
import { conversationName, excerpt } from './conversationName';
import { dayDate, groupByDay, localDayKey, relativeDay } from './days';
import { byActivity, withMessage, withOlder } from './messageList';

const at = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

describe('days of a conversation', () => {
  it('cuts the messages (oldest first) where the local day changes', () => {
    const messages = [
      { _id: 'a', createdAt: at('2031-04-07', '09:00') },
      { _id: 'b', createdAt: at('2031-04-07', '23:59') },
      { _id: 'c', createdAt: at('2031-04-08', '00:01') },
    ];
    expect(groupByDay(messages).map((g) => [g.day, g.items.map((m) => m._id)])).toEqual([
      ['2031-04-07', ['a', 'b']],
      ['2031-04-08', ['c']],
    ]);
  });

  it('names today and yesterday, and dates the others (with the year only when another)', () => {
    const now = new Date(2031, 3, 8, 12);
    expect(relativeDay(localDayKey(now.toISOString()), now)).toBe('today');
    expect(relativeDay('2031-04-07', now)).toBe('yesterday');
    expect(relativeDay('2031-04-01', now)).toBeNull();
    expect(dayDate('2031-04-01', now, 'en')).toBe('Tuesday, April 1');
    expect(dayDate('2030-12-31', now, 'en')).toBe('Tuesday, December 31, 2030');
  });
});

describe('the list of messages', () => {
  const m = (id: string, minute: number) => ({ _id: id, createdAt: `2031-04-08T10:${String(minute).padStart(2, '0')}:00.000Z` });

  it('adds a message once, in its place, whether the answer or the live event comes first', () => {
    const list = [m('b', 2), m('a', 1)];
    const once = withMessage(list, m('c', 3));
    expect(withMessage(once, m('c', 3)).map((x) => x._id)).toEqual(['c', 'b', 'a']);
    expect(withMessage(list, m('late', 0)).map((x) => x._id)).toEqual(['b', 'a', 'late']);
  });

  it('adds older pages after, without repeats', () => {
    expect(withOlder([m('c', 3), m('b', 2)], [m('b', 2), m('a', 1)]).map((x) => x._id)).toEqual(['c', 'b', 'a']);
  });

  it('orders conversations by their latest activity', () => {
    const c = (id: string, last: string | null, created = '2031-01-01T00:00:00.000Z') => ({ _id: id, lastMessageAt: last, createdAt: created });
    expect(byActivity([c('old', '2031-02-01T00:00:00.000Z'), c('new', '2031-03-01T00:00:00.000Z'), c('empty', null, '2031-02-15T00:00:00.000Z')]).map((x) => x._id)).toEqual([
      'new',
      'empty',
      'old',
    ]);
  });
});

describe('the composer', () => {
  it('sends on Enter, breaks the line with Shift+Enter, and leaves an input method its Enter', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, ctrlKey: true })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('names and excerpts', () => {
  const ada = { _id: 'me', fullName: 'Ada Lovelace' };
  const grace = { _id: 'g', fullName: 'Grace Hopper' };
  it('names a direct conversation after the other person and a group by its title', () => {
    expect(conversationName({ kind: 'DIRECT', title: null, members: [ada, grace] }, 'me', 'en')).toBe('Grace Hopper');
    expect(conversationName({ kind: 'GROUP', title: 'Launch', members: [ada, grace] }, 'me', 'en')).toBe('Launch');
    expect(conversationName({ kind: 'DIRECT', title: null, members: [ada] }, 'me', 'en')).toBeNull();
  });

  it('quotes the first line, shortened', () => {
    expect(excerpt('\n  Hello there  \nSecond line')).toBe('Hello there');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('caps the badge at 99+', () => {
    expect([0, 1, 99, 100].map(unreadBadge)).toEqual([null, '1', '99', '99+']);
  });
});

describe('the Message button follows one’s limit', () => {
  const coach = { _id: 'c', roleType: 'coach' };
  it('allows everyone, some roles, chosen people or nobody', () => {
    expect(limitAllows({ mode: 'EVERYONE', roleTypes: [], users: [] }, coach)).toBe(true);
    expect(limitAllows({ mode: 'ROLES', roleTypes: ['coach'], users: [] }, coach)).toBe(true);
    expect(limitAllows({ mode: 'ROLES', roleTypes: ['staff'], users: [] }, coach)).toBe(false);
    expect(limitAllows({ mode: 'PEOPLE', roleTypes: [], users: [{ _id: 'c' }] }, coach)).toBe(true);
    expect(limitAllows({ mode: 'NOBODY', roleTypes: [], users: [] }, coach)).toBe(false);
  });
});
