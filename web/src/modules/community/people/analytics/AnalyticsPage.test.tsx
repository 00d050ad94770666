import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationServer } from '../../../../test/operationServer';
import { renderWithApollo } from '../../../../test/renderWithApollo';
import { shellUserData } from '../../../../test/shellUser';
import { AnalyticsPage } from './AnalyticsPage';

Element.prototype.scrollIntoView ??= () => undefined;

const week = (weekStart: string, values: number[]) => {
  const [newPeople, activePeople, posts, replies, reactions, messages] = values;
  return { __typename: 'CommunityWeekActivity', weekStart, newPeople, activePeople, posts, replies, reactions, messages };
};
const named = (_id: string, name: string, count: number) => ({ __typename: 'CommunityNamedCount', _id, name, count });

const ANALYTICS = {
  __typename: 'CommunityAnalytics',
  from: '2024-01-01T00:00:00.000Z',
  to: '2024-01-15T00:00:00.000Z',
  totals: { __typename: 'CommunityAnalyticsTotals', people: 1234, newPeople: 3, activePeople: 12, posts: 7, replies: 4, reactions: 21, messages: 9 },
  byRole: [
    { __typename: 'CommunityRoleCount', roleType: 'mentor', count: 800 },
    { __typename: 'CommunityRoleCount', roleType: 'cofounder', count: 434 },
  ],
  bySkill: [named('k1', 'Finance', 40)],
  byIndustry: [],
  byProgram: [named('p1', 'Autumn', 25)],
  weeks: [week('2024-01-01', [1, 5, 3, 1, 10, 4]), week('2024-01-08', [2, 7, 4, 3, 11, 5])],
};

function server(answer: object = { data: { communityAnalytics: ANALYTICS } }) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff' }) },
    CommunityAnalytics: answer,
    StartupProgramChoices: { data: { programs: [{ __typename: 'Program', _id: 'p1', name: 'Autumn', cohort: '2024' }] } },
  });
}

describe('community analytics', () => {
  it('shows the totals in the reader’s numbers, the bars and every week as a table', async () => {
    const { link, asked } = server();
    await renderWithApollo(<AnalyticsPage />, { link, route: '/community/people/analytics' });
    expect((await screen.findByTestId('total-people', {}, { timeout: 5_000 })).textContent).toBe('1,234');
    expect(screen.getByTestId('total-reactions').textContent).toBe('21');
    const roles = screen.getByRole('table', { name: 'People per role' });
    expect(within(roles).getByRole('rowheader', { name: 'Mentor' })).toBeTruthy();
    expect(within(roles).getByText('800')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: /People per skill/ })).getByRole('rowheader', { name: 'Finance' })).toBeTruthy();
    expect(screen.getByText('Nobody has named an industry yet.')).toBeTruthy();
    const weeks = screen.getByRole('table', { name: 'Activity per week, the oldest first' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    expect(within(weeks).getByRole('rowheader', { name: 'Week of Jan 8' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /People week by week/ })).toBeTruthy();
    // The last 90 days by default.
    const first = asked('CommunityAnalytics')[0] as { from: string; to: string; programId: null };
    expect(Date.parse(first.to) - Date.parse(first.from)).toBe(90 * 86_400_000);
    expect(first.programId).toBeNull();
  });

  it('asks again for another period', async () => {
    const { link, asked } = server();
    await renderWithApollo(<AnalyticsPage />, { link, route: '/community/people/analytics' });
    await screen.findByTestId('total-people', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => {
      const last = asked('CommunityAnalytics').at(-1) as { from: string; to: string };
      expect(Date.parse(last.to) - Date.parse(last.from)).toBe(30 * 86_400_000);
    });
  });

  it('says why when the figures are refused', async () => {
    const { link } = server({ errors: [{ message: 'You may not do this.', extensions: { code: 'FORBIDDEN' } }] });
    await renderWithApollo(<AnalyticsPage />, { link, route: '/community/people/analytics' });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
