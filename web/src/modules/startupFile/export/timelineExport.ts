import type { TFunction } from 'i18next';
import type { TimelineKindItem } from '../../../app/features/types';
import type { TimelineEntry } from '../graphql';
import type { LoadedKind } from '../timeline/kinds';
import { creatorRoleLabel } from '../timeline/creatorRole';
import type { CsvPost } from './csv';

/** Pages read for an export: the server's largest. */
export const EXPORT_PAGE_SIZE = 100;

export type ReadPage = (cursor: string | null) => Promise<{ results: TimelineEntry[]; next: string | null }>;

/** Every item of the timeline, page after page until the server says none remain. */
export async function readWholeTimeline(read: ReadPage, onProgress?: (count: number) => void): Promise<TimelineEntry[]> {
  const items: TimelineEntry[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    for (const item of page.results) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
    onProgress?.(items.length);
    cursor = page.next;
  } while (cursor);
  return items;
}

interface NoteLike {
  _id: string;
  createdAt: string;
  createdBy?: TimelineEntry['createdBy'];
  isPublic?: boolean;
  isPinned?: boolean;
  isUpdate?: boolean;
  attachments?: Array<{ name: string }>;
  replies?: NoteLike[];
}

/** One item as the export writes it: its kind's name and text come from the kind that draws it. */
export function exportedPost(item: TimelineEntry, kinds: ReadonlyMap<string, LoadedKind>, t: TFunction): CsvPost {
  const kind = kinds.get(item.__typename);
  const note = item as unknown as NoteLike;
  const kindName = kind ? t(kind.labelKey) : item.__typename;
  const text = (entry: TimelineKindItem) => kind?.csvText?.(entry, t) ?? '';
  const post = (entry: NoteLike, replies: CsvPost[]): CsvPost => ({
    _id: entry._id,
    __typename: item.__typename,
    createdAt: entry.createdAt,
    author: entry.createdBy?.fullName ?? t('startupFile:timeline.formerMember'),
    role: entry.createdBy ? creatorRoleLabel(entry.createdBy, t) : '',
    kind: kindName,
    text: text({ ...(entry as unknown as TimelineKindItem), __typename: item.__typename }),
    isPublic: typeof entry.isPublic === 'boolean' ? entry.isPublic : null,
    isPinned: entry.isPinned === true,
    isUpdate: entry.isUpdate === true,
    attachments: (entry.attachments ?? []).map((file) => file.name),
    replies,
  });
  return post(
    note,
    (note.replies ?? []).map((reply) => post(reply, [])),
  );
}
