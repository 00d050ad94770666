/**
 * The batch progress banner (spec 2 "Batch operations"): 'Processing n/total' and the failed
 * count while items run; then success, success with failures, or failure. The server's
 * BatchUpdateType values drive it; a snapshot of the operation (after a reload, or for the
 * events sent before the subscription started) is merged in, never moving progress backwards.
 */
export type BatchUpdateType = 'VALIDATED' | 'VALIDATION_FAILED' | 'ITEM_PROCESSED' | 'ITEM_FAILED' | 'SUCCEEDED' | 'PARTIALLY_SUCCEEDED' | 'FAILED';

export type BannerPhase = 'running' | 'succeeded' | 'partial' | 'failed' | 'validationFailed';

export interface BannerState {
  phase: BannerPhase;
  count: number;
  total: number;
  processed: number;
  failed: number;
}

export interface BatchEventLike {
  updateType: BatchUpdateType;
  count: number;
  total: number;
  processed?: number | null;
  failed?: number | null;
}
export interface BatchSnapshot {
  status: string;
  total: number;
  processed: number;
  failed: number;
  error?: string | null;
}

/** Spec 2 §9: 5 s for applications, 3 s for startups and users. */
export const AUTO_DISMISS_MS = { applications: 5_000, startups: 3_000, users: 3_000 } as const;

export const initialBanner = (total: number): BannerState => ({ phase: 'running', count: 0, total, processed: 0, failed: 0 });

const FINAL: Partial<Record<BatchUpdateType, BannerPhase>> = {
  SUCCEEDED: 'succeeded',
  PARTIALLY_SUCCEEDED: 'partial',
  FAILED: 'failed',
  VALIDATION_FAILED: 'validationFailed',
};

const isFinal = (phase: BannerPhase) => phase !== 'running';

export function applyEvent(state: BannerState, event: BatchEventLike): BannerState {
  // A late or repeated message cannot undo an outcome already shown.
  if (isFinal(state.phase) && !FINAL[event.updateType]) return state;
  if (state.phase === 'validationFailed') return state;
  const processed = event.processed ?? state.processed + (event.updateType === 'ITEM_PROCESSED' ? 1 : 0);
  const failed = event.failed ?? state.failed + (event.updateType === 'ITEM_FAILED' ? 1 : 0);
  const next: BannerState = {
    phase: FINAL[event.updateType] ?? state.phase,
    total: event.total || state.total,
    count: Math.max(state.count, event.count),
    processed: Math.max(state.processed, processed),
    failed: Math.max(state.failed, failed),
  };
  return next;
}

const SNAPSHOT_PHASE: Record<string, BannerPhase> = { running: 'running', succeeded: 'succeeded', partial: 'partial', failed: 'failed' };

export function applySnapshot(state: BannerState, snapshot: BatchSnapshot): BannerState {
  if (isFinal(state.phase)) return state;
  const phase = snapshot.status === 'failed' && snapshot.error ? 'validationFailed' : (SNAPSHOT_PHASE[snapshot.status] ?? 'running');
  return {
    phase,
    total: snapshot.total,
    count: Math.max(state.count, snapshot.processed + snapshot.failed),
    processed: Math.max(state.processed, snapshot.processed),
    failed: Math.max(state.failed, snapshot.failed),
  };
}

/** Colour by outcome: blue while running, green on success, orange with failures, red when it failed. */
export function bannerColor(phase: BannerPhase): string {
  switch (phase) {
    case 'running':
      return 'blue';
    case 'succeeded':
      return 'teal';
    case 'partial':
      return 'orange';
    default:
      return 'red';
  }
}

/** Only a clean success closes itself; failures stay until the person closes them. */
export const dismissesItself = (phase: BannerPhase) => phase === 'succeeded';
