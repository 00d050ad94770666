import { describe, expect, it } from 'vitest';
import type { ShellUser } from '../../../app/features/types';
import { activeFilterCount, EMPTY_STATE, filterInput, mayOpenDirectory, offeredFilters, paramsWithState, stateFromParams, withoutFilters } from './directoryState';

const user = (permissions: ShellUser['permissions'] = {}) => ({ permissions });

describe('the directory’s address', () => {
  it('reads the search and every filter, repeated parameters as lists, leaving out unknown role types and repeats', () => {
    const state = stateFromParams(new URLSearchParams('q=ada&role=coach&role=king&role=coach&program=p1&skill=s1&skill=s2&tag=t1&industry=i1&startup=st1'));
    expect(state).toEqual({ search: 'ada', roleTypes: ['coach'], programIds: ['p1'], industryIds: ['i1'], tagIds: ['t1'], skills: ['s1', 's2'], startupId: 'st1' });
    expect(stateFromParams(new URLSearchParams(''))).toEqual(EMPTY_STATE);
  });

  it('writes the state back so that reading it again gives the same state, keeping parameters it does not own', () => {
    const state = { ...EMPTY_STATE, search: 'pricing coach', roleTypes: ['mentor', 'expert'], programIds: ['p2'] };
    const params = paramsWithState(new URLSearchParams('other=1&q=old&role=coach'), state);
    expect(params.get('other')).toBe('1');
    expect(params.getAll('role')).toEqual(['mentor', 'expert']);
    expect(stateFromParams(params)).toEqual(state);
    expect(paramsWithState(params, EMPTY_STATE).toString()).toBe('other=1');
  });

  it('clears the filters and keeps the search', () => {
    expect(withoutFilters({ ...EMPTY_STATE, search: 'ada', skills: ['s1'], startupId: 'st1' })).toEqual({ ...EMPTY_STATE, search: 'ada' });
  });
});

describe('the directory’s filters', () => {
  it('offers industries and tags only to those whose keys let them see them', () => {
    expect(offeredFilters(user(), 'people')).toEqual(['roleTypes', 'programIds', 'skills']);
    expect(offeredFilters(user({ 'TAGS:USER:VIEW': 'ALL', 'USER:INDUSTRY:VIEW': 'ALL', 'INDUSTRIES:VIEW': 'ALL' }), 'people')).toEqual([
      'roleTypes',
      'programIds',
      'skills',
      'industryIds',
      'tagIds',
    ]);
    // Seeing people's industries is not reading the catalogue of industries: no list to choose from.
    expect(offeredFilters(user({ 'USER:INDUSTRY:VIEW': 'ALL', 'INDUSTRIES:VIEW': 'NONE' }), 'people')).not.toContain('industryIds');
    expect(offeredFilters(user({ 'TAGS:USER:VIEW': 'ALL' }), 'startups')).toEqual(['programIds']);
    expect(offeredFilters(user({ 'TAGS:STARTUP:VIEW': 'ALL', 'STARTUP:INDUSTRY:VIEW': 'ALL', 'INDUSTRIES:VIEW': 'ALL' }), 'startups')).toEqual([
      'programIds',
      'industryIds',
      'tagIds',
    ]);
  });

  it('sends only the offered filters that have values, the search trimmed, and null when nothing narrows the list', () => {
    const state = { ...EMPTY_STATE, search: '  ada ', roleTypes: ['coach'], tagIds: ['t1'], startupId: 'st1' };
    expect(filterInput(state, ['roleTypes', 'programIds', 'skills'], 'people')).toEqual({ search: 'ada', roleTypes: ['coach'], startupId: 'st1' });
    // A startup's people are a filter of the people list only.
    expect(filterInput(state, ['programIds'], 'startups')).toEqual({ search: 'ada' });
    expect(filterInput(EMPTY_STATE, ['roleTypes'], 'people')).toBeNull();
  });

  it('counts the filters in use for the phone’s Filters button', () => {
    expect(activeFilterCount({ ...EMPTY_STATE, search: 'x', roleTypes: ['coach', 'mentor'], skills: ['s1'], startupId: 'st1' }, ['roleTypes', 'skills'])).toBe(3);
    expect(activeFilterCount({ ...EMPTY_STATE, tagIds: ['t1'] }, ['roleTypes'])).toBe(0);
  });

  it('closes the community to a role that sees neither people nor startups', () => {
    expect(mayOpenDirectory({ userVisibility: 'NONE', startupVisibility: 'NONE' })).toBe(false);
    expect(mayOpenDirectory({ userVisibility: 'None', startupVisibility: 'None' })).toBe(false);
    expect(mayOpenDirectory({ userVisibility: 'NONE', startupVisibility: 'ASSIGNED' })).toBe(true);
    expect(mayOpenDirectory({ userVisibility: null, startupVisibility: null })).toBe(true);
    expect(mayOpenDirectory(null)).toBe(false);
  });
});
