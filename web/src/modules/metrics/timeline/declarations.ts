import type { TimelineKind } from '../../../app/features/types';

const kinds = () => import('./kinds');

/** The metrics feature's kinds of timeline item (spec 2 §2), drawn by ./kinds.tsx, downloaded with the timeline. */
export const metricsTimelineKinds: TimelineKind[] = [
  { typename: 'DataDueEvent', labelKey: 'metrics:timeline.kinds.DataDueEvent', load: async () => (await kinds()).dataDueKind },
  { typename: 'TopLevelDataSubmittedEvent', labelKey: 'metrics:timeline.kinds.TopLevelDataSubmittedEvent', load: async () => (await kinds()).topLevelSubmittedKind },
  { typename: 'NonTopLevelDataSubmittedEvent', labelKey: 'metrics:timeline.kinds.NonTopLevelDataSubmittedEvent', load: async () => (await kinds()).nonTopLevelSubmittedKind },
  { typename: 'DataCategorizationUpdate', labelKey: 'metrics:timeline.kinds.DataCategorizationUpdate', load: async () => (await kinds()).categorizationUpdateKind },
  { typename: 'DataCategorizationSkip', labelKey: 'metrics:timeline.kinds.DataCategorizationSkip', load: async () => (await kinds()).categorizationSkipKind },
];
