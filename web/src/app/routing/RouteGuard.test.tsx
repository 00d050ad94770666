import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../theme';
import { createTestI18n } from '../../test/render';
import { setToken } from '../../modules/auth/token';
import { SHELL_USER } from '../../shell/user/shellUser';
import type { Access, FeatureRoute } from '../features/types';
import { IS_USER_AUTHORIZED, RouteGuard } from './RouteGuard';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname + location.search}
    </p>
  );
}

const declared = (path: string, access?: Access): { route: FeatureRoute } => ({
  route: { path, titleKey: 'home.pageTitle', access, page: async () => ({ Component: () => null }) },
});

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: <Where name="home" />, handle: declared('') },
      { path: '/courses', element: <Where name="courses" />, handle: declared('courses', { flag: 'course', roles: ['admin'] }) },
      { path: '/tasks', element: <Where name="tasks" />, handle: declared('tasks', { roles: ['staff', 'cofounder'] }) },
      {
        path: '/startup/:id/file',
        element: <Where name="startup file" />,
        handle: declared('startup/:id/file', { permission: 'STARTUP_FILE:VIEW', recordParam: 'id' }),
      },
    ],
  },
  { path: '/login', element: <Where name="login" /> },
  { path: '/admin/configuration/plan', element: <Where name="plan" /> },
];

interface UserShape {
  roleType: string | null;
  flags?: Record<string, boolean>;
}

function shellUserMock({ roleType, flags = {} }: UserShape): MockLink.MockedResponse {
  return {
    request: { query: SHELL_USER },
    delay: 20,
    result: {
      data: {
        currentUser: {
          __typename: 'User',
          _id: 'u1',
          fullName: 'Ada Lovelace',
          email: 'ada@example.org',
          avatar: null,
          role: roleType
            ? {
                __typename: 'Role',
                _id: 'r1',
                type: roleType,
                label: null,
                userAccess: { __typename: 'UserAccess', visibilitySettings: 'All' },
                startupAccess: { __typename: 'StartupAccess', visibilitySettings: 'All' },
              }
            : null,
          startups: [],
        },
        featureFlags: Object.entries(flags).map(([name, enabled]) => ({ __typename: 'FeatureFlag', name, enabled })),
        userPermissions: [],
      },
    },
  };
}

function authorizedMock(id: string, answer: boolean): MockLink.MockedResponse {
  return {
    request: { query: IS_USER_AUTHORIZED, variables: { permission: 'STARTUP_FILE:VIEW', data: [id] } },
    delay: 20,
    result: { data: { isUserAuthorized: answer } },
  };
}

async function open(path: string, mocks: MockLink.MockedResponse[]) {
  const i18n = await createTestI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('RouteGuard (spec 1 §2.3)', () => {
  beforeEach(() => setToken('token-1'));
  afterEach(() => setToken(null));

  it('1. waits for flags and permissions before showing the page', async () => {
    await open('/', [shellUserMock({ roleType: 'staff' })]);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText(/^home at/)).toBeNull();
    expect(await screen.findByText('home at /')).toBeTruthy();
  });

  it('2. sends a visitor to sign in, keeping the way back', async () => {
    setToken(null);
    await open('/tasks?tab=mine', []);
    expect(await screen.findByText('login at /login?returnTo=%2Ftasks%3Ftab%3Dmine')).toBeTruthy();
  });

  it("3. says 'Not authorized' to a user without a role type, even where the plan or the role would also fail", async () => {
    await open('/courses', [shellUserMock({ roleType: null, flags: { course: false } })]);
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeTruthy();
    expect(screen.queryByText(/^plan at/)).toBeNull();
  });

  it('4. sends to the plan page when the feature is off, even if the role would also fail', async () => {
    await open('/courses', [shellUserMock({ roleType: 'staff', flags: { course: false } })]);
    expect(await screen.findByText('plan at /admin/configuration/plan')).toBeTruthy();
  });

  it('5. sends home when the feature is on but the role is not allowed', async () => {
    await open('/courses', [shellUserMock({ roleType: 'staff', flags: { course: true } })]);
    expect(await screen.findByText('home at /')).toBeTruthy();
  });

  it('5. opens the page for an allowed role', async () => {
    await open('/tasks', [shellUserMock({ roleType: 'cofounder' })]);
    expect(await screen.findByText('tasks at /tasks')).toBeTruthy();
  });

  it("5. asks isUserAuthorized with the route's record id and opens the page on yes", async () => {
    await open('/startup/s-42/file', [shellUserMock({ roleType: 'coach' }), authorizedMock('s-42', true)]);
    expect(await screen.findByText('startup file at /startup/s-42/file')).toBeTruthy();
  });

  it('5. sends home when the server says no for that record', async () => {
    await open('/startup/s-43/file', [shellUserMock({ roleType: 'coach' }), authorizedMock('s-43', false)]);
    expect(await screen.findByText('home at /')).toBeTruthy();
  });
});
