import { describe, expect, it } from 'vitest';
import { childFolders, folderInside, folderTrail, parentFolder } from './folders';

const folders = [
  { path: 'Legal', name: 'Legal', count: 0 },
  { path: 'Legal/Contracts', name: 'Contracts', count: 3 },
  { path: 'Decks', name: 'Decks', count: 2 },
  { path: 'Legal/Contracts/2026', name: '2026', count: 1 },
];

describe('document folders', () => {
  it('lists the folders directly inside the one open, by name', () => {
    expect(childFolders(folders, '').map((f) => f.path)).toEqual(['Decks', 'Legal']);
    expect(childFolders(folders, 'Legal').map((f) => f.path)).toEqual(['Legal/Contracts']);
    expect(childFolders(folders, 'Decks')).toEqual([]);
  });

  it('shows a folder just made, before anything is filed in it, once', () => {
    expect(childFolders(folders, '', ['Board', 'Decks']).map((f) => [f.path, f.count])).toEqual([
      ['Board', 0],
      ['Decks', 2],
      ['Legal', 0],
    ]);
  });

  it('walks the trail to a folder and back up', () => {
    expect(folderTrail('Legal/Contracts')).toEqual([
      { name: 'Legal', path: 'Legal' },
      { name: 'Contracts', path: 'Legal/Contracts' },
    ]);
    expect(folderTrail('')).toEqual([]);
    expect(parentFolder('Legal/Contracts')).toBe('Legal');
    expect(parentFolder('Legal')).toBe('');
  });

  it('names a new folder inside the open one as the server stores it', () => {
    expect(folderInside('Legal', '  Board / ')).toBe('Legal/Board');
    expect(folderInside('', 'Decks')).toBe('Decks');
  });
});
