import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData, type ShellUserOptions } from '../../../test/shellUser';
import { DirectoryPage } from './DirectoryPage';

const person = (id: string, fullName: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'User',
  _id: id,
  fullName,
  avatar: null,
  headline: null,
  roleLabel: 'Coach',
  role: { __typename: 'Role', _id: 'r-coach', type: 'coach', label: null },
  startups: [],
  skills: [],
  ...patch,
});
const startup = (id: string, name: string) => ({
  __typename: 'Startup',
  _id: id,
  name,
  logo: null,
  programs: [{ __typename: 'NamedItem', _id: 'p1', name: 'Spring Cohort' }],
  industries: [],
});
const people = (results: unknown[], next: string | null = null) => ({ data: { communityPeople: { __typename: 'CommunityPeoplePage', next, results } } });
const startups = (results: unknown[], next: string | null = null) => ({ data: { communityStartups: { __typename: 'CommunityStartupsPage', next, results } } });

const ADA = person('u1', 'Ada Lovelace', {
  headline: 'Pricing for marketplaces',
  startups: [{ __typename: 'UserStartup', _id: 's1', name: 'Orbit Labs' }],
  skills: ['Pricing', 'Sales', 'Hiring', 'Finance', 'Legal'].map((name, i) => ({ __typename: 'NamedItem', _id: `k${i}`, name })),
});
const BRUNO = person('u2', 'Bruno Costa', { roleLabel: null, role: { __typename: 'Role', _id: 'r-mentor', type: 'mentor', label: null } });
const CHLOE = person('u3', 'Chloe Dubois');

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

type Visibility = { user?: string; startup?: string };

async function open({
  route = '/community',
  user = {},
  visibility = {},
  empty = false,
}: {
  route?: string;
  user?: ShellUserOptions;
  visibility?: Visibility;
  empty?: boolean;
} = {}) {
  const shell = shellUserData({ roleType: 'coach', ...user });
  const role = shell.currentUser.role as Record<string, unknown>;
  role.userAccess = visibility.user ? { __typename: 'UserAccess', visibilitySettings: visibility.user } : null;
  role.startupAccess = visibility.startup ? { __typename: 'StartupAccess', visibilitySettings: visibility.startup } : null;
  const server = operationServer({
    ShellUser: { data: shell },
    CommunityPeople: (variables) => (empty ? people([]) : variables.cursor ? people([CHLOE]) : people([ADA, BRUNO], 'next-1')),
    CommunityStartups: () => startups([startup('s1', 'Orbit Labs')]),
    DirectoryChoices: { data: { programs: [{ __typename: 'Program', _id: 'p1', name: 'Spring Cohort' }], skills: [] } },
  });
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/community/*" element={<DirectoryPage />} />
      </Routes>
      <Address />
    </>,
    { link: server.link, route },
  );
  return server;
}

describe('the people directory', () => {
  it('shows a card per person: name linking to the profile, role, headline, startup, some skills and how many more', async () => {
    const { asked } = await open();
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link.getAttribute('href')).toBe('/profile/u1');
    const [ada, bruno] = screen.getAllByTestId('directory-person');
    expect(within(ada!).getByText('Coach')).toBeTruthy();
    expect(within(ada!).getByText('Pricing for marketplaces')).toBeTruthy();
    expect(within(ada!).getByText('Orbit Labs')).toBeTruthy();
    expect(within(ada!).getByText('Pricing')).toBeTruthy();
    expect(within(ada!).queryByText('Legal')).toBeNull();
    expect(within(ada!).getByText('+1 more')).toBeTruthy();
    // Without the server's reading, the role is named from its type.
    expect(within(bruno!).getByText('Mentor')).toBeTruthy();
    expect(asked('CommunityPeople')[0]).toEqual({ filter: null, cursor: null, limit: 24 });
  });

  it('loads the next page with the server’s cursor', async () => {
    const { asked } = await open();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Chloe Dubois' })).toBeTruthy();
    expect(asked('CommunityPeople')[1]).toMatchObject({ cursor: 'next-1' });
    expect(screen.getAllByTestId('directory-person')).toHaveLength(3);
  });

  it('reads the search and filters from the address, and keeps what is typed there', async () => {
    const { asked } = await open({ route: '/community/search/people?q=pricing&role=coach&program=p1' });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(asked('CommunityPeople')[0]).toMatchObject({ filter: { search: 'pricing', roleTypes: ['coach'], programIds: ['p1'] } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'sales' } });
    expect(screen.getByTestId('address').textContent).toBe('/community/search/people?q=sales&role=coach&program=p1');
    await waitFor(() => expect(asked('CommunityPeople').at(-1)).toMatchObject({ filter: { search: 'sales' } }));
  });

  it('opens the startups with the words searched, and shows their cards with the way to their people', async () => {
    const { asked } = await open({ route: '/community/search/people?q=orbit&role=coach' });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('tab', { name: 'Startups' }));
    const card = await screen.findByTestId('directory-startup');
    expect(screen.getByTestId('address').textContent).toBe('/community/search/startups?q=orbit');
    expect(asked('CommunityStartups')[0]).toMatchObject({ filter: { search: 'orbit' } });
    expect(within(card).getByRole('link', { name: 'Orbit Labs' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(within(card).getByText('Spring Cohort')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'People of Orbit Labs' }).getAttribute('href')).toBe('/community/search/people?startup=s1');
  });

  it('says in words when nothing matches, and clears the search', async () => {
    await open({ route: '/community?q=zzz', empty: true });
    expect(await screen.findByText('No one matches your search and filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByTestId('address').textContent).toBe('/community');
  });

  it('shows only the list the role sees, and nothing at all to a role that sees neither', async () => {
    await open({ visibility: { user: 'NONE', startup: 'ASSIGNED' } });
    expect(await screen.findByTestId('directory-startup')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'People' })).toBeNull();
    expect(screen.queryByRole('link', { name: /People of/ })).toBeNull();
  });

  it('answers Not authorized when both visibilities are None', async () => {
    const { asked } = await open({ visibility: { user: 'NONE', startup: 'NONE' } });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(asked('CommunityPeople')).toEqual([]);
  });
});
