import { createContext, useContext } from 'react';
import type { LiveChange } from './liveChanges';

export interface TimelineActions {
  /** Brings one's own change into the list at once, as the live update would. */
  apply: (change: LiveChange) => Promise<unknown>;
}

const noActions: TimelineActions = { apply: async () => undefined };

/** Set by the timeline around its items: a kind's component reports its changes through it. */
export const TimelineActionsContext = createContext<TimelineActions>(noActions);

export const useTimelineActions = () => useContext(TimelineActionsContext);
