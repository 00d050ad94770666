import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { shellUserData } from '../../../test/shellUser';
import { MentorSuggestions } from './MentorSuggestions';

const STARTUP = '00000000-0000-4000-8000-000000000001';
const ANA = { __typename: 'User', _id: 'u1', fullName: 'Ana Mentor', avatar: null, headline: 'Fintech founder' };

const server = (permissions: string[]) =>
  operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions }) },
    MentorSuggestions: {
      data: {
        mentorSuggestions: [
          {
            __typename: 'MentorSuggestion',
            score: 9,
            mentor: ANA,
            reasons: [
              { __typename: 'MentorMatchReason', kind: 'INDUSTRY', label: 'Fintech' },
              { __typename: 'MentorMatchReason', kind: 'SKILL', label: 'Payments' },
              { __typename: 'MentorMatchReason', kind: 'AVAILABILITY', label: '' },
              { __typename: 'MentorMatchReason', kind: 'LOAD', label: '2' },
            ],
          },
        ],
      },
    },
    AssignSuggestedMentor: { data: { assignStartupPerson: { __typename: 'Startup', _id: STARTUP, assignedPeople: [] } } },
  });

describe('suggested mentors', () => {
  it('lists each with the reasons as chips, and assigns from there', async () => {
    const { link, asked } = server(['STARTUP/ASSIGNATION_MEMBERS:EDIT']);
    await renderWithApollo(
      <>
        <MentorSuggestions startupId={STARTUP} />
        <Notifications />
      </>,
      { link },
    );
    const item = (await screen.findByText('Ana Mentor')).closest('li')!;
    for (const chip of ['Industry: Fintech', 'Skill: Payments', 'Available', 'Coaches 2 startups', 'Score 9']) expect(within(item).getByText(chip)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Assign Ana Mentor' }));
    await waitFor(() => expect(asked('AssignSuggestedMentor')).toEqual([{ startupId: STARTUP, userId: 'u1' }]));
    expect(await screen.findByText('Ana Mentor assigned')).toBeTruthy();
  });

  it('asks nothing of those who may not assign people', async () => {
    const { link, asked } = server([]);
    await renderWithApollo(<MentorSuggestions startupId={STARTUP} />, { link });
    await waitFor(() => expect(asked('ShellUser').length).toBeGreaterThan(0));
    expect(asked('MentorSuggestions')).toEqual([]);
  });
});
