import { createBrowserRouter, type RouteObject } from 'react-router';
import { FEATURES } from '../features';
import { CATCH_ALL_HANDLE, PublicOnly, RequireAuth } from '../modules/auth/guards';
import { LoadingScreen } from '../shell/LoadingScreen';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import { UnknownPathPage } from '../shell/errors/UnknownPathPage';
import { RootLayout } from '../shell/RootLayout';
import type { FeatureRoute } from './features/types';
import { RouteGuard } from './routing/RouteGuard';
import { RouteTitle } from './routing/RouteTitle';

/** A feature's page as a route; `handle.route` lets the guard and the frame read its declaration. */
function featureRoute(route: FeatureRoute): RouteObject {
  return route.path === ''
    ? { index: true, lazy: route.page, handle: { route } }
    : { path: route.path, lazy: route.page, handle: { route } };
}

/** The pages features declare for signed-in users, all behind the route guard. */
function signedInRoutes(): RouteObject[] {
  return [
    { element: <RouteGuard />, children: FEATURES.flatMap((feature) => feature.routes ?? []).map(featureRoute) },
    // Inside the frame, so a signed-in user who followed a dead link can navigate on.
    { path: '*', element: <UnknownPathPage inFrame />, handle: CATCH_ALL_HANDLE },
  ];
}

/** Pages that visitors and signed-in users alike may open (titled, not guarded). */
function publicRoutes(): RouteObject[] {
  const routes = FEATURES.flatMap((feature) => feature.publicRoutes ?? []);
  return routes.length ? [{ element: <RouteTitle />, children: routes.map(featureRoute) }] : [];
}

// Each page is its own chunk. The guards, the error pages and the 404 stay in the entry
// chunk: they must work even when a chunk cannot be downloaded.
export function createAppRouter() {
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
        ...publicRoutes(),
        {
          // Also holds the catch-all: a visitor gets the not-found page there instead of sign-in.
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({ Component: (await import('../modules/auth/SignedInLayout')).SignedInLayout }),
              children: signedInRoutes(),
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
