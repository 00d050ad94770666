import { lazy } from 'react';
import type { HomeWidget } from '../../../../app/features/types';

/**
 * "Continue learning" on the home page: the courses the viewer is taking, each with its Continue
 * link. It draws its own card, and none when there is nothing to continue, so that those who take
 * no course see nothing of it.
 */
export const continueLearningWidget: HomeWidget = {
  id: 'continueLearning',
  order: 15,
  size: 'half',
  Component: lazy(async () => ({ default: (await import('./ContinueLearningWidget')).ContinueLearningWidget })),
  visible: (user) => Boolean(user.flags.course),
};
