import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

type Attached = { name: string; referenceKind: string | null; referenceId: string | null };

export const attachmentEvents = {
  'attachment.uploaded': declareEvent<Attached & { fileType: string; size: number }>(sentences.file),
  'attachment.updated': declareEvent<{ fields: string[] }>(sentences.file),
  'attachment.deleted': declareEvent<Attached>(sentences.file),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof attachmentEvents> {}
}
