import { describe, expect, it } from 'vitest';
import { FUNNEL_PAGE_BLOCKS_MAX } from '@seedbed/contracts/funnel-page';
import { blocksFromServer, blocksToInput, pageReducer, type EditBlock } from './pageBlocks';

const text = (id: string, html = '<p>x</p>'): EditBlock => ({ id, type: 'text', html });

describe('the page editor reducer', () => {
  it('adds blocks of the right shape, at most one funnel block and at most the limit', () => {
    let page = pageReducer([], { type: 'add', block: 'columns', id: 'c' });
    page = pageReducer(page, { type: 'add', block: 'funnel', id: 'f' });
    page = pageReducer(page, { type: 'add', block: 'funnel', id: 'f2' });
    page = pageReducer(page, { type: 'add', block: 'accordion', id: 'a' });
    expect(page).toEqual([
      { id: 'c', type: 'columns', columns: ['', ''] },
      { id: 'f', type: 'funnel' },
      { id: 'a', type: 'accordion', items: [{ title: '', html: '' }] },
    ]);
    const full = Array.from({ length: FUNNEL_PAGE_BLOCKS_MAX }, (_, i) => text(`t${i}`));
    expect(pageReducer(full, { type: 'add', block: 'text', id: 'more' })).toBe(full);
  });

  it('moves a block by keyboard steps and by drag, staying within the page', () => {
    const page = [text('a'), text('b'), text('c')];
    const ids = (blocks: EditBlock[]) => blocks.map((b) => b.id);
    expect(ids(pageReducer(page, { type: 'move', id: 'a', by: 1 }))).toEqual(['b', 'a', 'c']);
    expect(ids(pageReducer(page, { type: 'move', id: 'c', by: 1 }))).toEqual(['a', 'b', 'c']);
    expect(ids(pageReducer(page, { type: 'move', id: 'a', by: -1 }))).toEqual(['a', 'b', 'c']);
    expect(ids(pageReducer(page, { type: 'moveTo', from: 2, to: 0 }))).toEqual(['c', 'a', 'b']);
  });

  it('changes a block without changing its id or type, and removes it', () => {
    const page = [text('a'), text('b')];
    const changed = pageReducer(page, { type: 'change', id: 'b', patch: { html: '<p>new</p>', id: 'z', type: 'video' } as Partial<EditBlock> });
    expect(changed[1]).toEqual({ id: 'b', type: 'text', html: '<p>new</p>' });
    expect(changed[0]).toBe(page[0]);
    expect(pageReducer(changed, { type: 'remove', id: 'a' }).map((b) => b.id)).toEqual(['b']);
  });

  it('reads the server page and writes each block with its own fields only', () => {
    const server = [
      {
        id: 'i',
        type: 'image' as const,
        html: null,
        attachmentId: 'att',
        alt: 'Team',
        imageUrl: '/api/files/att/k/team.png',
        url: null,
        embedUrl: null,
        title: null,
        columns: null,
        items: null,
      },
      {
        id: 'v',
        type: 'video' as const,
        html: null,
        attachmentId: null,
        alt: null,
        imageUrl: null,
        url: 'https://youtu.be/x',
        embedUrl: 'e',
        title: 'Pitch',
        columns: null,
        items: null,
      },
    ];
    const blocks = blocksFromServer(server);
    expect(blocks[0]).toMatchObject({ imageUrl: '/api/files/att/k/team.png' });
    expect(blocksToInput(blocks)).toEqual([
      { id: 'i', type: 'image', attachmentId: 'att', alt: 'Team' },
      { id: 'v', type: 'video', url: 'https://youtu.be/x', title: 'Pitch' },
    ]);
  });
});
