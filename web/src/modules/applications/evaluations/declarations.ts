import { lazy } from 'react';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';

/**
 * Evaluations: the evaluators' queue (/applications/evaluations, reached from the home card and
 * the overview; no sidebar entry of its own) and their home card. The evaluations tab itself is
 * mounted by the application page (EvaluationsTab).
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'applications/evaluations',
      titleKey: 'evaluations:titles.queue',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./QueuePage')).QueuePage }),
    },
  ],
  homeWidgets: [
    {
      id: 'evaluations',
      order: 12,
      size: 'half',
      titleKey: 'evaluations:widget.title',
      Component: lazy(async () => ({ default: (await import('./QueueWidget')).QueueWidget })),
      visible: (user) => user.roleType === 'evaluator',
    },
  ],
};
