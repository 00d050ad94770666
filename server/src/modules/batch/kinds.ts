import type { Context } from '../../core/context.ts';

/** What one item's work answers: the record it acted on, sent with its progress event. */
export interface BatchItemResult {
  subjectId?: string | null;
}

/**
 * A kind of bulk action. `run` does one item inside that item's own tenant transaction, as the
 * person who started the operation (so permissions are checked again for every item); throwing an
 * AppError fails that item only. `validate` runs once before the first item and may refuse the
 * whole operation by throwing.
 */
export interface BatchKind<P = any> {
  kind: string;
  run(ctx: Context, payload: P): Promise<BatchItemResult>;
  /** The record an item is about before it runs, so that even a failed item's progress names it. */
  subjectOf?(payload: P): string | null;
  validate?(ctx: Context, payloads: P[]): Promise<void>;
}

const kinds = new Map<string, BatchKind>();

/** Feature modules register their kinds when imported, so the batch module never imports them. */
export function registerBatchKind<P>(definition: BatchKind<P>): void {
  kinds.set(definition.kind, definition as BatchKind);
}

export function batchKind(kind: string): BatchKind | undefined {
  return kinds.get(kind);
}
