import type { Feature } from '../../app/features/types';
import { declarations as booking } from './booking/declarations';
import { declarations as editor } from './editor/declarations';
import { declarations as list } from './list/declarations';
import { declarations as page } from './page/declarations';

const parts = [list, page, editor, booking];
type Part = Omit<Feature, 'id' | 'namespace'>;
const all = <K extends keyof Part>(key: K) => parts.flatMap((part) => (part[key] ?? []) as unknown[]) as NonNullable<Part[K]>;

/**
 * Events (spec 3 §2–§3): the lists (feed, mine, planning, unpublished) in cards, a table or a
 * calendar; the event page with registration, booking and attendance; the editor.
 */
export const eventsFeature: Feature = {
  id: 'events',
  namespace: 'events',
  routes: all('routes'),
  redirects: all('redirects'),
  menu: all('menu'),
  search: all('search'),
  create: all('create'),
  homeWidgets: all('homeWidgets'),
};
