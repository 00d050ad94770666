import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, type UIMatch } from 'react-router';
import type { FeatureRoute } from '../features/types';
import { usePageTitle } from '../tenant/usePageTitle';

/** The deepest matched route declared by a feature, with the parameters it matched. */
export function useFeatureRouteMatch(): { route: FeatureRoute; params: UIMatch['params'] } | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as { route?: FeatureRoute } | undefined;
    if (handle?.route) return { route: handle.route, params: matches[i].params };
  }
  return undefined;
}

/**
 * Spec 1 §2.13: every feature page is titled with its own name, then the organisation's SEO
 * title when active, otherwise its name. A page may still set a more precise title itself.
 */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const titleKey = useFeatureRouteMatch()?.route.titleKey;
  usePageTitle(titleKey ? t(titleKey) : undefined);
}

/** Titles the public pages features declare. */
export function RouteTitle() {
  useRouteTitle();
  return <Outlet />;
}
