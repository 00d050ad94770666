import { describe, expect, it } from 'vitest';
import { readParams, toEventFilter, writeParams } from './params';

describe('the list’s address', () => {
  it('reads the view, filters and month, ignoring anything malformed', () => {
    expect(readParams(new URLSearchParams('view=CALENDAR&q=demo&type=GROUP&tags=a,b&topics=c&when=past&month=2030-03'))).toEqual({
      view: 'CALENDAR',
      search: 'demo',
      type: 'GROUP',
      tagIds: ['a', 'b'],
      topicIds: ['c'],
      past: true,
      month: '2030-03',
    });
    expect(readParams(new URLSearchParams('view=LIST&type=PARTY&month=2030-13&tags=,%3Cx%3E'))).toEqual({
      view: null,
      search: '',
      type: null,
      tagIds: [],
      topicIds: [],
      past: false,
      month: null,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = writeParams(new URLSearchParams('other=1&q=x&when=past'), { search: '', past: false, tagIds: ['t1', 't2'], view: 'TABLE' });
    expect(Object.fromEntries(next)).toEqual({ other: '1', tags: 't1,t2', view: 'TABLE' });
  });

  it('asks for upcoming or past events, or the calendar’s range instead', () => {
    const params = readParams(new URLSearchParams('q=%20pitch%20&type=ONE_ON_ONE&when=past'));
    expect(toEventFilter(params, null)).toEqual({ search: 'pitch', eventTypes: ['ONE_ON_ONE'], past: true });
    expect(toEventFilter(params, { from: 'a', to: 'b' })).toEqual({ search: 'pitch', eventTypes: ['ONE_ON_ONE'], from: 'a', to: 'b' });
  });
});
