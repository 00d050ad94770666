import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { startupsServer } from '../testing';
import { MentorsPage } from './MentorsPage';

Element.prototype.scrollIntoView ??= () => undefined;

const MARIE = {
  __typename: 'Mentor',
  _id: 'm1',
  fullName: 'Marie Curie',
  avatar: null,
  headline: 'Deep tech advisor',
  roleType: 'mentor',
  skills: [{ __typename: 'Tag', _id: 'k1', name: 'Fundraising', color: null }],
  industries: [{ __typename: 'Industry', _id: 'i1', name: 'Health' }],
  assignedStartups: [{ __typename: 'StartupSummary', _id: 's1', name: 'Nova', logo: null }],
};

function server(permissions: string[] = []) {
  return startupsServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions }) },
    StartupMentors: { data: { startupMentors: { __typename: 'MentorPage', totalCount: 1, next: null, results: [MARIE] } } },
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
    AssignStartupPerson: { data: { assignStartupPerson: { __typename: 'Startup', _id: 's2', assignedPeople: [] } } },
  });
}

async function open(link: ReturnType<typeof server>['link']) {
  await renderWithApollo(
    <>
      <MentorsPage />
      <Notifications />
    </>,
    { link, route: '/startups/mentors' },
  );
  return screen.findByTestId('mentor-card', {}, { timeout: 5_000 });
}

describe('mentors and experts', () => {
  it('shows each with their role, skills, industries and startups', async () => {
    const { link, asked } = server();
    const card = await open(link);
    expect(within(card).getByText('Mentor')).toBeTruthy();
    expect(within(card).getByText('Fundraising')).toBeTruthy();
    expect(within(card).getByText('Health')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Nova' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(within(card).queryByRole('button', { name: 'Assign to a startup' })).toBeNull();
    expect(asked('StartupMentors')[0]).toEqual({ search: null, cursor: null, limit: 24 });
  });

  it('searches by name', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'cur' } });
    await waitFor(() => expect(asked('StartupMentors').at(-1)).toEqual({ search: 'cur', cursor: null, limit: 24 }), { timeout: 2_000 });
  });

  it('assigns to a startup with STARTUP/ASSIGNATION_MEMBERS:EDIT, offering only startups not yet followed', async () => {
    const { link, asked } = server(['STARTUP/ASSIGNATION_MEMBERS:EDIT']);
    const card = await open(link);
    fireEvent.click(within(card).getByRole('button', { name: 'Assign to a startup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Marie Curie to a startup' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Startup/ }));
    expect(await screen.findByRole('option', { name: 'Orbit' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Nova' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Orbit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(asked('AssignStartupPerson')).toEqual([{ startupId: 's2', userId: 'm1' }]));
    expect(await within(card).findByRole('link', { name: 'Orbit' })).toBeTruthy();
    expect(await screen.findByText('Marie Curie assigned to Orbit')).toBeTruthy();
  });
});
