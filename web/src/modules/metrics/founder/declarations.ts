import { lazy } from 'react';
import type { Feature, HomeWidget } from '../../../app/features/types';
import { lazyComponent } from '../../../ui/lazyComponent';

/** The founders' metrics prompt (spec 2 §4), in the frame whatever the page: it decides itself whether to show. */
export const founderFrameOverlays: NonNullable<Feature['frameOverlays']> = [
  { id: 'metrics-checker', Component: lazyComponent(async () => (await import('./MetricsChecker')).MetricsChecker) },
];

/** A cofounder's home card: the period waiting to be reported, with 'Fill now'. */
export const founderHomeWidgets: HomeWidget[] = [
  {
    id: 'metrics',
    order: 15,
    size: 'half',
    titleKey: 'metrics:founder.widget.title',
    Component: lazy(async () => ({ default: (await import('./MetricsWidget')).MetricsWidget })),
    visible: (user) => user.roleType === 'cofounder' && Boolean(user.flags.dataCollection) && user.startupIds.length > 0,
  },
];
