import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { FormattedExecutionResult } from 'graphql';
import { from, switchMap } from 'rxjs';
import { theme } from '../../app/theme';
import { tenantStore } from '../../app/tenant/tenantStore';
import type { PublicIncubator } from '../../app/tenant/publicIncubator';
import { answeringServer } from '../../test/answeringServer';
import { createTestI18n } from '../../test/render';
import { shellUserData } from '../../test/shellUser';
import { CURRENT_USER } from '../auth/currentUser';
import { HomePage } from './HomePage';

const languageValue = (value: string, language = 'en') => ({ __typename: 'LanguageValue', language, value });

interface Person {
  roleType: string;
  startups?: Array<{ _id: string; name: string }>;
  flags?: string[];
}

function answers({ roleType, startups = [], flags = [] }: Person, overrides: Record<string, unknown> = {}): Record<string, FormattedExecutionResult> {
  const shell = shellUserData({ roleType, flags });
  shell.currentUser.startups = startups.map((s) => ({ __typename: 'UserStartup', ...s })) as never;
  return {
    ShellUser: { data: shell },
    DashboardWidgets: {
      data: {
        dashboardWidgets: [
          {
            __typename: 'DashboardWidget',
            _id: 'w1',
            kind: 'text',
            title: [languageValue('Demo Day on 12 March'), languageValue('Demo Day le 12 mars', 'fr')],
            body: [languageValue('<p>Twelve startups pitch at <strong>Station F</strong>.</p>')],
            roleTypes: [],
            position: 0,
          },
        ],
      },
    },
    MyTasks: { data: { myTasksPaginated: { __typename: 'TaskPage', results: [], totalCount: 0, next: null, prev: null } } },
    HomeStartups: { data: { startups: { __typename: 'StartupPage', totalCount: 0, results: [] } } },
    RecentStartupActivity: { data: { recentStartupActivity: [] } },
    ...overrides,
  } as Record<string, FormattedExecutionResult>;
}

/** Holds back the answer to one operation until `release` is called. */
function holding(operationName: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const link = new ApolloLink((operation, forward) => (operation.operationName === operationName ? from(released).pipe(switchMap(() => forward(operation))) : forward(operation)));
  return { link, release };
}

async function renderHome(person: Person, overrides: Record<string, unknown> = {}, before: ApolloLink[] = []) {
  tenantStore.set({ incubator: { name: 'Demo Accelerator', defaultLanguage: 'en', startupNameAlternative: null } as unknown as PublicIncubator, loading: false });
  const cache = new InMemoryCache();
  // The shell has read the signed-in person before any page shows; the home page reads it from the cache.
  const currentUser = {
    __typename: 'User',
    _id: 'me',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    email: 'ada@example.org',
    status: 'active',
    validated: true,
    language: 'en',
    timezone: null,
    role: { __typename: 'Role', _id: `r-${person.roleType}`, type: person.roleType, label: null },
    startups: [],
  };
  cache.writeQuery({ query: CURRENT_USER, data: { currentUser } });
  const { link } = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], answers(person, overrides));
  const i18n = await createTestI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider cache={cache} link={ApolloLink.from([...before, link])}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const card = async (name: string | RegExp) => screen.findByRole('region', { name });

afterEach(() => tenantStore.set({ incubator: undefined, loading: true }));

describe('the home page', () => {
  it('greets the person and lays out the widgets of their role, each in a card under its heading', async () => {
    await renderHome({ roleType: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('Demo Accelerator')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customise dashboard' })).toBeTruthy();

    const text = await card('Demo Day on 12 March');
    expect(within(text).getByText('Station F').tagName).toBe('STRONG');
    await card("Today's tasks");
    await card('My Startups');
    await card('Recent activity');
    // The texts admins place come first, then each feature's widget by its order.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Demo Day on 12 March', "Today's tasks", 'My Startups', 'Recent activity']);
  });

  it('says in a sentence what an empty widget would show, with the page to go to', async () => {
    await renderHome({ roleType: 'admin' });
    const tasks = await card("Today's tasks");
    expect(await within(tasks).findByText('No tasks due today')).toBeTruthy();
    expect(within(tasks).getByRole('link', { name: 'See all your tasks' }).getAttribute('href')).toBe('/tasks');

    const startups = await card('My Startups');
    expect(await within(startups).findByText('There are no Startups yet.')).toBeTruthy();
    expect(within(startups).getByRole('link', { name: 'Add the first Startup' }).getAttribute('href')).toBe('/startups/management');

    const activity = await card('Recent activity');
    expect(await within(activity).findByText('No posts on the timelines yet.')).toBeTruthy();
    expect(within(activity).getByRole('link', { name: 'Open a Startup file to write the first note' }).getAttribute('href')).toBe('/startups');
  });

  it("shows a founder their own startups and their timelines' latest posts, without the admins' controls", async () => {
    const startups = [{ _id: 's1', name: 'GreenLoop' }];
    await renderHome(
      { roleType: 'cofounder', startups },
      {
        RecentStartupActivity: {
          data: {
            recentStartupActivity: [
              {
                __typename: 'RecentTimelineItem',
                _id: 'e1',
                kind: 'Event',
                createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
                excerpt: 'Monthly update #4: revenue grew 12%',
                startup: { __typename: 'UserStartup', _id: 's1', name: 'GreenLoop', logo: null },
                createdBy: { __typename: 'RecentActivityAuthor', _id: 'u2', fullName: 'Sofia Alvarez', avatar: null },
              },
            ],
          },
        },
      },
    );
    const mine = await card('My Startups');
    expect(within(mine).getByRole('link', { name: 'GreenLoop' }).getAttribute('href')).toBe('/startup/s1/file/activities');

    const activity = await card('Recent activity');
    expect(await within(activity).findByText('Monthly update #4: revenue grew 12%')).toBeTruthy();
    expect(within(activity).getByText(/Sofia Alvarez/)).toBeTruthy();
    expect(within(activity).getByRole('link', { name: 'GreenLoop' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(within(activity).getByText('5 minutes ago')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Customise dashboard' })).toBeNull();
  });

  it('tells a founder without a startup what to do, and shows no timeline they could not follow', async () => {
    await renderHome({ roleType: 'cofounder' });
    const mine = await card('My Startups');
    expect(within(mine).getByText('You are not part of a Startup yet. Ask the programme team to add you to yours.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
  });

  it('keeps the rest of the page when one widget cannot load, and lets that one try again', async () => {
    await renderHome({ roleType: 'staff' }, { RecentStartupActivity: { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] } });
    const activity = await card('Recent activity');
    expect(await within(activity).findByText('This could not be loaded just now.')).toBeTruthy();
    expect(within(activity).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await within(await card("Today's tasks")).findByText('No tasks due today')).toBeTruthy();
    // An error is an answer too: the page does not wait for that widget.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]:not([role])')).toBeNull());
  });

  it('shows the widgets together once each has its first answer, so that none pushes another down', async () => {
    const activityAnswer = holding('RecentStartupActivity');
    const { container } = await renderHome({ roleType: 'admin' }, {}, [activityAnswer.link]);
    const grid = () => container.querySelector('[aria-busy]:not([role])');
    // Laid out but hidden, under a loading line, while a widget still waits for its data.
    expect(await within(await card("Today's tasks")).findByText('No tasks due today')).toBeTruthy();
    expect(grid()?.getAttribute('aria-busy')).toBe('true');
    expect(grid()?.hasAttribute('data-settling')).toBe(true);
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);

    activityAnswer.release();
    await waitFor(() => expect(grid()?.getAttribute('aria-busy')).toBe('false'));
    expect(grid()?.hasAttribute('data-settling')).toBe(false);
    const activity = await card('Recent activity');
    expect(within(activity).getByText('No posts on the timelines yet.')).toBeTruthy();
  });
});
