import { describe, expect, it } from 'vitest';
import { newTagName, tagOptions } from './BulkDialog';

const tags = [{ value: 't1', label: 'Fintech' }];
const create = (name: string) => `Create tag “${name}”`;

describe('choosing the tag of a bulk action', () => {
  it('offers to create the tag typed when none has that name', () => {
    expect(tagOptions(tags, 'fintech', null, create)).toEqual(tags);
    expect(tagOptions(tags, ' Health ', null, create)).toEqual([...tags, { value: 'new:Health', label: 'Create tag “Health”' }]);
    expect(newTagName('new:Health')).toBe('Health');
    expect(newTagName('t1')).toBeNull();
  });

  it('keeps the new tag chosen, and offers no other once its label fills the search', () => {
    expect(tagOptions(tags, 'Create tag “Health”', 'new:Health', create)).toEqual([...tags, { value: 'new:Health', label: 'Create tag “Health”' }]);
  });
});
