import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { FEATURES } from '../../features';
import type { Feature, FeatureRedirect, FeatureRoute, MenuDestination, TopBarAction } from './types';

/**
 * Read-only views over the feature list for the shell: what exists decides what the navigation
 * offers, so an entry appears by itself once its feature is declared.
 */
export interface Registry {
  routes: readonly FeatureRoute[];
  publicRoutes: readonly FeatureRoute[];
  redirects: readonly FeatureRedirect[];
  destinations: ReadonlyMap<string, MenuDestination>;
  topBarActions: readonly TopBarAction[];
  frameOverlays: ReadonlyArray<{ id: string; Component: ComponentType }>;
  /** Whether a page is registered at this address (signed-in or public). */
  hasPage(pathname: string): boolean;
}

export function createRegistry(features: readonly Feature[]): Registry {
  const routes = features.flatMap((f) => f.routes ?? []);
  const publicRoutes = features.flatMap((f) => f.publicRoutes ?? []);
  const patterns = [...routes, ...publicRoutes].map((r) => `/${r.path}`);
  return {
    routes,
    publicRoutes,
    redirects: features.flatMap((f) => f.redirects ?? []),
    destinations: new Map(features.flatMap((f) => f.menu ?? []).map((d) => [d.name, d])),
    topBarActions: features.flatMap((f) => f.topBarActions ?? []).sort((a, b) => a.order - b.order),
    frameOverlays: features.flatMap((f) => f.frameOverlays ?? []),
    hasPage: (pathname) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null),
  };
}

export const registry: Registry = createRegistry(FEATURES);
