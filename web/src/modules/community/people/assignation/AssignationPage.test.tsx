import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { operationServer } from '../../../../test/operationServer';
import { renderWithApollo } from '../../../../test/renderWithApollo';
import { shellUserData } from '../../../../test/shellUser';
import { AssignationPage } from './AssignationPage';

Element.prototype.scrollIntoView ??= () => undefined;

const startup = (_id: string, name: string) => ({ __typename: 'StartupSummary', _id, name, logo: null });
const person = (_id: string, fullName: string, roleType: string, startups: ReturnType<typeof startup>[] = []) => ({
  __typename: 'Mentor',
  _id,
  fullName,
  avatar: null,
  headline: null,
  roleType,
  skills: [],
  assignedStartups: startups,
});
const ADA = person('u1', 'Ada Lovelace', 'mentor', [startup('s1', 'Nova')]);
const BEA = person('u2', 'Bea Kim', 'expert');
const CYD = person('u3', 'Cyd Noor', 'coach', [startup('s1', 'Nova')]);

function server(permissions: string[] = ['STARTUP/ASSIGNATION_MEMBERS:EDIT']) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions }) },
    PeopleAssignations: { data: { peopleAssignations: { __typename: 'PeopleAssignationPage', totalCount: 3, next: null, results: [ADA, BEA, CYD] } } },
    StartupProgramChoices: { data: { programs: [{ __typename: 'Program', _id: 'p1', name: 'Autumn', cohort: null }] } },
    StartupChoices: {
      data: {
        startups: {
          __typename: 'StartupPage',
          results: [
            { __typename: 'Startup', _id: 's1', name: 'Nova', logo: null },
            { __typename: 'Startup', _id: 's2', name: 'Orbit', logo: null },
          ],
        },
      },
    },
    CommunitySuggestedMentors: {
      data: {
        mentorSuggestions: [
          { __typename: 'MentorSuggestion', mentor: { __typename: 'User', _id: 'u1', fullName: 'Ada Lovelace' } },
          { __typename: 'MentorSuggestion', mentor: { __typename: 'User', _id: 'u9', fullName: 'Zoe Park' } },
        ],
      },
    },
    AssignPeople: { data: { assignPeople: 2 } },
    UnassignPeople: { data: { unassignPeople: 1 } },
  });
}

async function open(link: ReturnType<typeof server>['link']) {
  await renderWithApollo(
    <>
      <AssignationPage />
      <Notifications />
    </>,
    { link, route: '/community/people/assignation' },
  );
  return screen.findByTestId('people-table', {}, { timeout: 5_000 });
}

const row = (name: string) => screen.getAllByTestId('person-row').find((r) => within(r).queryByRole('link', { name }))!;

describe('people assignation', () => {
  const wide = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('lists the people with their role and startups, and asks with the filters chosen', async () => {
    const { link, asked } = server();
    const table = await open(link);
    expect(within(table).getAllByTestId('person-row')).toHaveLength(3);
    expect(within(row('Bea Kim')).getByText('Expert')).toBeTruthy();
    expect(within(row('Ada Lovelace')).getByRole('link', { name: 'Nova' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(asked('PeopleAssignations')[0]).toEqual({ filter: { search: null, roleTypes: null, programId: null, unassignedOnly: null }, cursor: null, limit: 25 });
    fireEvent.click(screen.getByRole('switch', { name: 'Only people without a startup' }));
    await waitFor(() => expect(asked('PeopleAssignations').at(-1)).toMatchObject({ filter: { unassignedOnly: true } }));
  });

  it('assigns the selected people to the startups chosen, with the suggestion hint, and shows the new chips', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bea Kim' }));
    expect(screen.getByText('2 people selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to startups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 people to startups' });

    // Nothing chosen yet: said, and nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose at least one startup')).toBeTruthy();
    expect(asked('AssignPeople')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Startups' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Orbit' }));
    expect(await within(dialog).findByText('Ada Lovelace is among the best matches for Orbit.')).toBeTruthy();
    expect(within(dialog).getByText('Zoe Park would also suit Orbit.')).toBeTruthy();
    expect(asked('CommunitySuggestedMentors')).toEqual([{ startupId: 's2' }]);
    expect(within(dialog).getByText(/^2 assignments in all/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(asked('AssignPeople')).toEqual([{ mentorIds: ['u1', 'u2'], startupIds: ['s2'] }]));
    expect(await screen.findByText('2 new assignments made')).toBeTruthy();
    expect(within(row('Bea Kim')).getByRole('link', { name: 'Orbit' })).toBeTruthy();
    expect(
      within(row('Ada Lovelace'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ada Lovelace', 'Nova', 'Orbit']);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('takes one person off one startup from its chip, with Undo', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace from Nova' }));
    await waitFor(() => expect(asked('UnassignPeople')).toEqual([{ mentorIds: ['u1'], startupIds: ['s1'] }]));
    expect(await screen.findByText('Ada Lovelace no longer follows Nova')).toBeTruthy();
    expect(within(row('Ada Lovelace')).queryByRole('link', { name: 'Nova' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /undo/i }));
    await waitFor(() => expect(asked('AssignPeople')).toEqual([{ mentorIds: ['u1'], startupIds: ['s1'] }]));
    expect(await within(row('Ada Lovelace')).findByRole('link', { name: 'Nova' })).toBeTruthy();
  });

  it('takes the selected people off the startups ticked', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select everyone shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from startups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 3 people from startups' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Nova' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(asked('UnassignPeople')).toEqual([{ mentorIds: ['u1', 'u2', 'u3'], startupIds: ['s1'] }]));
    expect(await screen.findByText('1 assignment removed')).toBeTruthy();
    expect(within(row('Cyd Noor')).getByText('No startup yet')).toBeTruthy();
  });

  it('offers no change to those who may not assign people', async () => {
    const { link } = server([]);
    await open(link);
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace from Nova' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    expect(screen.queryByRole('button', { name: 'Assign to startups' })).toBeNull();
  });

  it('shows one card per person at phone width', async () => {
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width: 575px') })) as typeof window.matchMedia;
    const { link } = server();
    await renderWithApollo(<AssignationPage />, { link, route: '/community/people/assignation' });
    expect(await screen.findAllByTestId('person-card', {}, { timeout: 5_000 })).toHaveLength(3);
    expect(screen.queryByTestId('people-table')).toBeNull();
  });
});
