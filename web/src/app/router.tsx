import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FEATURES } from '../features';
import { CATCH_ALL_HANDLE, PublicOnly, RequireAuth } from '../modules/auth/guards';
import { LoadingScreen } from '../shell/LoadingScreen';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import { UnknownPathPage } from '../shell/errors/UnknownPathPage';
import { RootLayout } from '../shell/RootLayout';
import type { FeatureRoute } from './features/types';
import { loadAllCatalogues } from './i18n/i18n';
import { RouteTitle } from './routing/RouteTitle';
import { withDataLayer } from './routing/withDataLayer';

/** A feature's page as a route; `handle.route` lets the guard and the frame read its declaration. */
function featureRoute(route: FeatureRoute, lazy: RouteObject['lazy'] = route.page): RouteObject {
  return route.path === '' ? { index: true, lazy, handle: { route } } : { path: route.path, lazy, handle: { route } };
}

/** The pages features declare for signed-in users, all behind the route guard. */
function signedInRoutes(): RouteObject[] {
  return [
    {
      // Loaded with the signed-in frame, whose data layer it reads through.
      lazy: async () => ({ Component: (await import('./routing/RouteGuard')).RouteGuard }),
      children: FEATURES.flatMap((feature) => feature.routes ?? []).map((route) => featureRoute(route)),
    },
    // Inside the frame, so a signed-in user who followed a dead link can navigate on.
    { path: '*', element: <UnknownPathPage inFrame />, handle: CATCH_ALL_HANDLE },
  ];
}

/** Pages that visitors and signed-in users alike may open (titled, not guarded). */
function publicRoutes(catalogues: () => Promise<void>): RouteObject[] {
  const routes = FEATURES.flatMap((feature) => feature.publicRoutes ?? []);
  // Outside the signed-in frame, so each brings the data layer and the catalogues with it.
  return routes.length ? [{ element: <RouteTitle />, children: routes.map((route) => featureRoute(route, withDataLayer(route.page, catalogues))) }] : [];
}

// Each page is its own chunk. The guards, the error pages and the 404 stay in the entry
// chunk: they must work even when a chunk cannot be downloaded. The signed-in frame and the route
// guard come with the data layer (Apollo) and every feature's catalogues, which the sign-in page does without.
export function createAppRouter(i18n: I18n) {
  const catalogues = () => loadAllCatalogues(i18n);
  return createBrowserRouter([
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: LoadingScreen,
      children: [
        {
          element: <PublicOnly />,
          children: [
            { path: 'login', lazy: async () => ({ Component: (await import('../modules/auth/login/LoginPage')).LoginPage }) },
            {
              path: 'forgotpassword',
              lazy: async () => ({ Component: (await import('../modules/auth/password/ForgotPasswordPage')).ForgotPasswordPage }),
            },
            {
              path: 'reset/:token',
              lazy: async () => ({ Component: (await import('../modules/auth/password/ResetPasswordPage')).ResetPasswordPage }),
            },
            {
              path: 'acceptinvitation',
              lazy: async () => ({
                Component: (await import('../modules/auth/invitation/AcceptInvitationPage')).AcceptInvitationPage,
              }),
            },
          ],
        },
        {
          path: 'validate/:token',
          lazy: async () => ({ Component: (await import('../modules/auth/validate/ValidateEmailPage')).ValidateEmailPage }),
        },
        {
          path: 'error',
          lazy: async () => ({ Component: (await import('../modules/auth/failure/SignInFailurePage')).SignInFailurePage }),
        },
        {
          path: 'incubator-not-found',
          lazy: async () => ({ Component: (await import('../shell/errors/IncubatorNotFoundPage')).IncubatorNotFoundPage }),
        },
        ...publicRoutes(catalogues),
        {
          // Also holds the catch-all: a visitor gets the not-found page there instead of sign-in.
          element: <RequireAuth />,
          children: [
            {
              lazy: withDataLayer(async () => ({ Component: (await import('../modules/auth/SignedInLayout')).SignedInLayout }), catalogues),
              children: signedInRoutes(),
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
