import type { Feature } from '../../app/features/types';
import { analyticsMenu, analyticsRoutes, analyticsSearch, analyticsTabs } from './analytics/declarations';
import { definitionsRoutes } from './definitions/declarations';
import { founderFrameOverlays, founderHomeWidgets } from './founder/declarations';
import { gridMenu, gridRoutes, gridSearch } from './grid/declarations';
import { reportPublicRoutes } from './report/declarations';
import { metricsTimelineKinds } from './timeline/declarations';

/**
 * Metrics and data collection (spec 2 §2–§9): the metrics tab of the organisation settings, the
 * founders' prompt, categorization and reporting form, the reminder mail's page, the staff's
 * data-collection grid, and the analytics of a startup (its file's tab) and of the portfolio.
 */
export const metricsFeature: Feature = {
  id: 'metrics',
  namespace: 'metrics',
  routes: [...definitionsRoutes, ...gridRoutes, ...analyticsRoutes],
  publicRoutes: reportPublicRoutes,
  menu: [...gridMenu, ...analyticsMenu],
  search: [...gridSearch, ...analyticsSearch],
  startupFileTabs: analyticsTabs,
  timelineKinds: metricsTimelineKinds,
  frameOverlays: founderFrameOverlays,
  homeWidgets: founderHomeWidgets,
};
