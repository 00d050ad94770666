import type { PageBlock, PageBlockType } from '@seedbed/contracts/applications';
import { FUNNEL_COLUMNS_MAX, FUNNEL_COLUMNS_MIN, FUNNEL_PAGE_BLOCKS_MAX } from '@seedbed/contracts/funnel-page';
import type { PageBlockData, PageBlockInput } from '../graphql';

/** A block as the page editor holds it: an image keeps the address it is shown from. */
export type EditBlock = PageBlock & { imageUrl?: string | null };

export type PageAction =
  | { type: 'reset'; blocks: EditBlock[] }
  | { type: 'add'; block: PageBlockType; id: string }
  | { type: 'change'; id: string; patch: Partial<EditBlock> }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; by: number }
  | { type: 'moveTo'; from: number; to: number };

/** A new block of a type, empty but of the right shape. */
export function emptyBlock(type: PageBlockType, id: string): EditBlock {
  switch (type) {
    case 'text':
      return { id, type, html: '' };
    case 'image':
      return { id, type, attachmentId: '', alt: '', imageUrl: null };
    case 'video':
      return { id, type, url: '', title: '' };
    case 'accordion':
      return { id, type, items: [{ title: '', html: '' }] };
    case 'columns':
      return { id, type, columns: Array.from({ length: FUNNEL_COLUMNS_MIN }, () => '') };
    case 'funnel':
      return { id, type };
  }
}

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** The page editor's state: blocks in order, at most FUNNEL_PAGE_BLOCKS_MAX, one funnel block at most. */
export function pageReducer(blocks: EditBlock[], action: PageAction): EditBlock[] {
  switch (action.type) {
    case 'reset':
      return action.blocks;
    case 'add':
      if (blocks.length >= FUNNEL_PAGE_BLOCKS_MAX) return blocks;
      if (action.block === 'funnel' && blocks.some((b) => b.type === 'funnel')) return blocks;
      return [...blocks, emptyBlock(action.block, action.id)];
    case 'change':
      return blocks.map((b) => (b.id === action.id ? ({ ...b, ...action.patch, id: b.id, type: b.type } as EditBlock) : b));
    case 'remove':
      return blocks.filter((b) => b.id !== action.id);
    case 'move': {
      const from = blocks.findIndex((b) => b.id === action.id);
      return from < 0 ? blocks : moved(blocks, from, from + action.by);
    }
    case 'moveTo':
      return moved(blocks, action.from, action.to);
  }
}

export const mayAddColumn = (block: Extract<EditBlock, { type: 'columns' }>) => block.columns.length < FUNNEL_COLUMNS_MAX;
export const mayRemoveColumn = (block: Extract<EditBlock, { type: 'columns' }>) => block.columns.length > FUNNEL_COLUMNS_MIN;

/** The page as the server answers it, for editing. */
export function blocksFromServer(page: readonly PageBlockData[]): EditBlock[] {
  return page.map((b): EditBlock => {
    switch (b.type) {
      case 'text':
        return { id: b.id, type: 'text', html: b.html ?? '' };
      case 'image':
        return { id: b.id, type: 'image', attachmentId: b.attachmentId ?? '', alt: b.alt ?? '', imageUrl: b.imageUrl };
      case 'video':
        return { id: b.id, type: 'video', url: b.url ?? '', title: b.title ?? '' };
      case 'accordion':
        return { id: b.id, type: 'accordion', items: (b.items ?? []).map((item) => ({ title: item.title, html: item.html })) };
      case 'columns':
        return { id: b.id, type: 'columns', columns: [...(b.columns ?? [])] };
      default:
        return { id: b.id, type: 'funnel' };
    }
  });
}

/** The page as updateFunnel takes it: each block with its own fields only. */
export function blocksToInput(blocks: readonly EditBlock[]): PageBlockInput[] {
  return blocks.map((b): PageBlockInput => {
    switch (b.type) {
      case 'text':
        return { id: b.id, type: 'text', html: b.html };
      case 'image':
        return { id: b.id, type: 'image', attachmentId: b.attachmentId, alt: b.alt };
      case 'video':
        return { id: b.id, type: 'video', url: b.url, title: b.title };
      case 'accordion':
        return { id: b.id, type: 'accordion', items: b.items };
      case 'columns':
        return { id: b.id, type: 'columns', columns: b.columns };
      case 'funnel':
        return { id: b.id, type: 'funnel' };
    }
  });
}

/** A short id for a new block, unique within the page. */
export const newBlockId = () => Math.random().toString(36).slice(2, 10);
