import type { Feature } from '../../app/features/types';
import { declarations as apply } from './apply/declarations';
import { declarations as evaluations } from './evaluations/declarations';
import { declarations as file } from './file/declarations';
import { analyticsDeclarations as analytics } from './overview/analytics/declarations';
import { declarations as overview } from './overview/declarations';

const parts = [apply, overview, analytics, file, evaluations];
type Part = Omit<Feature, 'id' | 'namespace'>;
const all = <K extends keyof Part>(key: K) => parts.flatMap((part) => (part[key] ?? []) as unknown[]) as NonNullable<Part[K]>;

/**
 * Applications (spec 3 §2–§4): applying through a funnel (public pages, the round forms, my
 * applications), the staff overview with its queue bar and bulk actions, each application's page
 * with its activities, answers, meeting and evaluations, the evaluators' queue, and the dashboard.
 */
export const applicationsFeature: Feature = {
  id: 'applications',
  namespace: 'applications',
  routes: all('routes'),
  publicRoutes: all('publicRoutes'),
  redirects: all('redirects'),
  menu: all('menu'),
  search: all('search'),
  create: all('create'),
  startupFileTabs: all('startupFileTabs'),
  homeWidgets: all('homeWidgets'),
  frameOverlays: all('frameOverlays'),
};
