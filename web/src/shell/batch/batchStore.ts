import { useEffect, useRef } from 'react';
import { createValueStore } from '../../app/store';
import type { AUTO_DISMISS_MS, BannerState } from './bannerState';

/** The families of bulk operations spec 2 §4 names, each with its own subscription and texts. */
export type BatchFamily = keyof typeof AUTO_DISMISS_MS;

/** An operation the shell shows a banner for. */
export interface TrackedBatch {
  operationId: string;
  family: BatchFamily;
  total: number;
  /**
   * The sentence for a clean success in the words of the page that started it, an i18n key with
   * its namespace taking {{count}} ('people:batch.outcome.role'); without it, 'Done: n processed'.
   */
  outcomeKey?: string;
}

/** The banners shown, oldest first. Any page starts one; the frame shows it whatever page is open. */
export const trackedBatches = createValueStore<readonly TrackedBatch[]>([]);

/**
 * Operations closed by hand while still running, for this browser tab: after a reload the server
 * lists them again among the running ones, and a banner once closed must stay closed.
 */
const DISMISSED_KEY = 'batch.dismissed';
const DISMISSED_KEPT = 50;

function dismissedIds(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(operationId: string): void {
  try {
    const ids = [...dismissedIds().filter((id) => id !== operationId), operationId].slice(-DISMISSED_KEPT);
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Without storage a closed banner may come back after a reload; nothing else is lost.
  }
}

/** Shows the banner of an operation just started (a second call for the same operation changes nothing). */
export function trackBatch(batch: TrackedBatch): void {
  const current = trackedBatches.get();
  if (current.some((b) => b.operationId === batch.operationId)) return;
  trackedBatches.set([...current, batch]);
}

/** Closes a banner: by its close button, or by itself after a clean success. */
export function dismissBatch(operationId: string): void {
  rememberDismissed(operationId);
  trackedBatches.set(trackedBatches.get().filter((b) => b.operationId !== operationId));
}

/** Leaving the signed-in frame (signing out) forgets every banner. */
export function forgetBatches(): void {
  trackedBatches.set([]);
}

/** The server's operation kinds by family (see each module's batch kinds: 'USER:ROLE', 'startup.…'). */
const FAMILY_PREFIXES: ReadonlyArray<readonly [string, BatchFamily]> = [
  ['user:', 'users'],
  ['startup.', 'startups'],
  ['startup:', 'startups'],
  ['application.', 'applications'],
  ['application:', 'applications'],
];

export function familyOfKind(kind: string): BatchFamily | null {
  const lower = kind.toLowerCase();
  return FAMILY_PREFIXES.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? null;
}

/** Kinds compared by their letters only, so 'startup.ADD_TAG' and 'startup.addTag' are one kind. */
const letters = (kind: string) => kind.toLowerCase().replace(/[^a-z]/g, '');

/** The words of the page that starts each kind, for the banners resumed after a reload. */
const KIND_OUTCOMES: Readonly<Record<string, string>> = {
  userinvite: 'people:batch.outcome.invite',
  userrole: 'people:batch.outcome.role',
  startupaddtoprogram: 'startups:batch.outcome.ADD_TO_PROGRAM',
  startupassignperson: 'startups:batch.outcome.ASSIGN_PERSON',
  startupaddtag: 'startups:batch.outcome.ADD_TAG',
  startuparchive: 'startups:batch.outcome.ARCHIVE',
  applicationdecide: 'applications:overview.bulk.outcome.DECIDE',
  applicationreset: 'applications:overview.bulk.outcome.RESET',
  applicationmovetoround: 'applications:overview.bulk.outcome.MOVE_TO_ROUND',
  applicationtag: 'applications:overview.bulk.outcome.TAG',
  applicationassignevaluators: 'applications:overview.bulk.outcome.ASSIGN_EVALUATORS',
  applicationdelete: 'applications:overview.bulk.outcome.DELETE',
  applicationundodecide: 'applications:overview.bulk.outcome.UNDO',
};

export function outcomeKeyOfKind(kind: string): string | undefined {
  return KIND_OUTCOMES[letters(kind)];
}

/**
 * After a reload: the viewer's operations still running get their banners back, except those
 * closed by hand and kinds the web has no banner for.
 */
export function resumeBatches(running: ReadonlyArray<{ _id: string; kind: string; total: number }>): void {
  const dismissed = new Set(dismissedIds());
  for (const operation of running) {
    const family = familyOfKind(operation.kind);
    if (!family || dismissed.has(operation._id)) continue;
    trackBatch({ operationId: operation._id, family, total: operation.total, outcomeKey: outcomeKeyOfKind(operation.kind) });
  }
}

type FinishedListener = (batch: TrackedBatch, state: BannerState) => void;
const finishedListeners = new Set<FinishedListener>();

/** Told by the banner once an operation has its outcome. */
export function announceBatchFinished(batch: TrackedBatch, state: BannerState): void {
  for (const listener of [...finishedListeners]) listener(batch, state);
}

/**
 * Runs `onFinished` when an operation of this family ends while the page is open, so that a list
 * shows what the operation changed, whichever page started it.
 */
export function useBatchFinished(family: BatchFamily, onFinished: (batch: TrackedBatch, state: BannerState) => void): void {
  const callback = useRef(onFinished);
  useEffect(() => {
    callback.current = onFinished;
  }, [onFinished]);
  useEffect(() => {
    const listener: FinishedListener = (batch, state) => {
      if (batch.family === family) callback.current(batch, state);
    };
    finishedListeners.add(listener);
    return () => {
      finishedListeners.delete(listener);
    };
  }, [family]);
}
