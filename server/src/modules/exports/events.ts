import type { ExportFormat, ExportType } from '@seedbed/contracts/exports';
import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/**
 * What happens to exports. Kept out of the activity feed: an export changes no record, and the
 * requester follows it in their own history.
 */
export const exportEvents = {
  'export.requested': declareEvent<{ type: ExportType; format: ExportFormat; withAttachments: boolean }>(sentences.plain, { quiet: true }),
  'export.cancelled': declareEvent<{ requestedBy: string }>(sentences.plain, { quiet: true }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof exportEvents> {}
}
