import { describe, expect, it } from 'vitest';
import { mentionMatches } from './mentions';

const people = [
  { _id: '1', fullName: 'Zoë Martin' },
  { _id: '2', fullName: 'Marc Zola' },
  { _id: '3', fullName: 'Ana Lopez' },
  { _id: '1', fullName: 'Zoë Martin' },
];

describe('mentionMatches', () => {
  it('offers everyone once before anything is typed', () => {
    expect(mentionMatches(people, '').map((p) => p._id)).toEqual(['1', '2', '3']);
  });

  it('matches the start of any word of the name, ignoring case and accents', () => {
    expect(mentionMatches(people, 'zo').map((p) => p._id)).toEqual(['1', '2']);
    expect(mentionMatches(people, 'ZOE').map((p) => p._id)).toEqual(['1']);
    expect(mentionMatches(people, 'lop').map((p) => p._id)).toEqual(['3']);
    expect(mentionMatches(people, 'artin')).toEqual([]);
  });
});
