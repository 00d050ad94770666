import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

type Attached = { name: string; referenceKind: string | null; referenceId: string | null };

export const attachmentEvents = {
  /** `folder`: where among its record's documents it was filed ('' for the top level; absent before folders existed). */
  'attachment.uploaded': declareEvent<Attached & { fileType: string; size: number; folder?: string }>(sentences.file),
  'attachment.updated': declareEvent<{ fields: string[] }>(sentences.file),
  'attachment.deleted': declareEvent<Attached>(sentences.file),
  /** A folder of a record's documents renamed or moved, with the `count` files filed in it. */
  'attachment.folderRenamed': declareEvent<{ referenceKind: string; referenceId: string; from: string; to: string; count: number }>({
    params: (e) => ({ from: e.data.from, to: e.data.to }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof attachmentEvents> {}
}
