import { createBrowserRouter, type RouteObject } from 'react-router';
import { FEATURES } from '../features';
import { PublicOnly, RequireAuth } from '../modules/auth/guards';
import { LoadingScreen } from '../shell/LoadingScreen';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import { RootLayout } from '../shell/RootLayout';

/** The routes declared by the features; each page is its own chunk. */
function signedInRoutes(): RouteObject[] {
  return FEATURES.flatMap((feature) => feature.routes ?? []).map((route) =>
    route.path === ''
      ? { index: true, lazy: route.page, handle: { route } }
      : { path: route.path, lazy: route.page, handle: { route } },
  );
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
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({ Component: (await import('../modules/auth/SignedInLayout')).SignedInLayout }),
              children: signedInRoutes(),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
