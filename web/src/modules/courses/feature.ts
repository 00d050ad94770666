import type { Feature } from '../../app/features/types';
import { declarations as builder } from './builder/declarations';
import { declarations as catalogue } from './catalogue/declarations';
import { declarations as courseware } from './courseware/declarations';
import { declarations as dashboard } from './dashboard/declarations';
import { declarations as management } from './management/declarations';

const parts = [catalogue, courseware, management, builder, dashboard];
type Part = Omit<Feature, 'id' | 'namespace'>;
const all = <K extends keyof Part>(key: K) => parts.flatMap((part) => (part[key] ?? []) as unknown[]) as NonNullable<Part[K]>;

/**
 * Courses (spec 3 §2–§3), all behind the plan's course flag: the catalogue and one's courses, the
 * course page and its courseware, the management list, the builder and the dashboard.
 */
export const coursesFeature: Feature = {
  id: 'courses',
  namespace: 'courses',
  routes: all('routes'),
  redirects: all('redirects'),
  menu: all('menu'),
  search: all('search'),
  create: all('create'),
  homeWidgets: all('homeWidgets'),
};
