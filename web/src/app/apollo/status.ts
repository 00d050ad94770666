import { createValueStore, useStoreValue } from '../store';

/**
 * Spec 1 §4 "Connection flag": false when a request fails, true when one completes;
 * the websocket sets it on connect and close.
 */
export const connectionStore = createValueStore(true);
export const useIsConnected = (): boolean => useStoreValue(connectionStore);

/** Operations now running that show the global loading bar. */
export const pendingStore = createValueStore(0);
export const useHasPendingOperations = (): boolean => useStoreValue(pendingStore) > 0;

/** Spec 1 §4 "Loading indicator": named operations that show the bar besides every mutation. */
export const LOADING_OPERATIONS: ReadonlySet<string> = new Set([
  'CreateApplicant',
  'ConfirmAccount',
  'CreateForm',
  'PublishInFormBuilder',
  'CreateCoachingSession',
  'DeleteStartupNoteInTimeline',
  'DeleteUserCommentInTimeline',
  'ConfirmIncubatorEmail',
  'DeleteUnconfirmedEmailAddressButton',
  'CategoryManagerUpdate',
  'ExportMetricReport',
  'FindOrCreateFunnelInstructionEmail',
]);
