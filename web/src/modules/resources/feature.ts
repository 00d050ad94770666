import type { Feature } from '../../app/features/types';
import { declarations as articles } from './articles/declarations';
import { declarations as library } from './library/declarations';

const parts = [library, articles];
type Part = Omit<Feature, 'id' | 'namespace'>;
const all = <K extends keyof Part>(key: K) => parts.flatMap((part) => (part[key] ?? []) as unknown[]) as NonNullable<Part[K]>;

/** The resource library and the articles written for it (spec 3 §2). */
export const resourcesFeature: Feature = {
  id: 'resources',
  namespace: 'resources',
  routes: all('routes'),
  redirects: all('redirects'),
  menu: all('menu'),
  search: all('search'),
  create: all('create'),
  homeWidgets: all('homeWidgets'),
};
