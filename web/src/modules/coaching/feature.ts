import type { Feature } from '../../app/features/types';
import { declarations as availability } from './availability/declarations';
import { declarations as calendar } from './calendar/declarations';
import { declarations as invites } from './invites/declarations';
import { declarations as matching } from './matching/declarations';
import { declarations as session } from './session/declarations';

const parts = [session, availability, calendar, invites, matching];
type Part = Omit<Feature, 'id' | 'namespace'>;
const all = <K extends keyof Part>(key: K) => parts.flatMap((part) => (part[key] ?? []) as unknown[]) as NonNullable<Part[K]>;

/**
 * Coaching (spec 2 §2–§4, spec 1 §2.2): sessions with shared notes and evaluations, invites,
 * availability and booking, the calendar and its feed, and mentor matching.
 */
export const coachingFeature: Feature = {
  id: 'coaching',
  namespace: 'coaching',
  routes: all('routes'),
  publicRoutes: all('publicRoutes'),
  redirects: all('redirects'),
  menu: all('menu'),
  search: all('search'),
  create: all('create'),
  topBarActions: all('topBarActions'),
  startupFileTabs: all('startupFileTabs'),
  timelineKinds: all('timelineKinds'),
  homeWidgets: all('homeWidgets'),
  frameOverlays: all('frameOverlays'),
};
