import type { Feature } from './app/features/types';
import { homeFeature } from './modules/home/feature';

/**
 * Every feature of the web application. Each declares, in its own folder, its routes, redirects,
 * sidebar destinations, search destinations and Create entries; the router, the navigation, the
 * global search and the Create menu all read this one list.
 */
export const FEATURES: readonly Feature[] = [homeFeature];
