/**
 * Progress messages of a batch operation (spec 2 "Batch operations"): validation succeeded or
 * failed, each item processed or failed, then the overall result.
 */
export const BATCH_UPDATE_TYPES = ['VALIDATED', 'VALIDATION_FAILED', 'ITEM_PROCESSED', 'ITEM_FAILED', 'SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'] as const;
export type BatchUpdateType = (typeof BATCH_UPDATE_TYPES)[number];

/** Final statuses, by the update type that announces them. */
export const FINAL_STATUS = { SUCCEEDED: 'succeeded', PARTIALLY_SUCCEEDED: 'partial', FAILED: 'failed' } as const;

export const batchTopic = (incubatorId: string, operationId: string) => `batch:${incubatorId}:${operationId}`;

/**
 * What subscribers receive. `count` is how many items have an outcome so far (the n of
 * 'Processing n/total'); `subjectId` is the record an item acted on.
 */
export interface BatchEvent {
  id: string;
  kind: string;
  updateType: BatchUpdateType;
  count: number;
  total: number;
  processed: number;
  failed: number;
  subjectId: string | null;
  position: number | null;
  createdBy: string;
}
