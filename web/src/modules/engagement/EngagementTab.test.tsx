import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENGAGEMENT_MEASURES, engagementRange } from '@seedbed/contracts/engagement';
import { operationServer } from '../../test/operationServer';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserData } from '../../test/shellUser';
import { EngagementTab } from './EngagementTab';

const counts = (values: Partial<Record<(typeof ENGAGEMENT_MEASURES)[number], number>> = {}) => ({
  __typename: 'EngagementCounts',
  ...Object.fromEntries(ENGAGEMENT_MEASURES.map((m) => [m, 0])),
  ...values,
});
const period = (start: string, values: Partial<Record<(typeof ENGAGEMENT_MEASURES)[number], number>> = {}) => ({ ...counts(values), __typename: 'EngagementPeriod', start });

const engagement = (founders: unknown[], team: unknown[], totals: unknown) => ({
  data: {
    startupEngagement: { __typename: 'StartupEngagement', startupId: 's1', from: '2026-01-01', to: '2026-02-15', interval: 'MONTH', team, totals, founders },
  },
});

const ADA = {
  __typename: 'FounderEngagement',
  person: { __typename: 'EngagementPerson', _id: 'u1', fullName: 'Ada Lovelace' },
  periods: [period('2026-01-01', { signIns: 3, posts: 1 }), period('2026-02-01', { signIns: 5 })],
  totals: counts({ signIns: 8, posts: 1 }),
};

describe('the engagement tab', () => {
  it("charts each measure for the team, lists the chart's numbers on request, and each founder's totals", async () => {
    const { link, asked } = operationServer({
      ShellUser: { data: shellUserData({ roleType: 'staff' }) },
      StartupEngagement: engagement([ADA], [period('2026-01-01', { signIns: 4, posts: 1 }), period('2026-02-01', { signIns: 5 })], counts({ signIns: 9, posts: 1 })),
    });
    await renderWithApollo(<EngagementTab startupId="s1" />, { link, route: '/startup/s1/file/engagement-analytics' });
    const signIns = await screen.findByTestId('engagement-signIns', {}, { timeout: 5_000 });
    expect(within(signIns).getByRole('img', { name: 'Chart of Sign-ins per period for the team: 9 in all' })).toBeTruthy();
    const toggle = within(signIns).getByRole('button', { name: 'Show the numbers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const table = await within(signIns).findByRole('table', { name: 'Sign-ins per period, for the team and each founder' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PeriodTeamAda Lovelace', 'Jan 202643', 'Feb 202655']);
    const founders = screen.getByTestId('engagement-founders');
    expect(within(founders).getAllByRole('row')[1].textContent).toBe('Ada Lovelace800001');
    // The range asked for: six months by month, then three by week.
    const today = asked('StartupEngagement')[0].to as string;
    expect(asked('StartupEngagement')[0]).toEqual({ startupId: 's1', interval: 'MONTH', ...engagementRange(today, 6, 'MONTH') });
    fireEvent.click(screen.getByRole('radio', { name: '3 months' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(asked('StartupEngagement').at(-1)).toEqual({ startupId: 's1', interval: 'WEEK', ...engagementRange(today, 3, 'WEEK') }));
  });

  it('says so when nothing happened in the period', async () => {
    const { link } = operationServer({
      ShellUser: { data: shellUserData({ roleType: 'staff' }) },
      StartupEngagement: engagement([], [period('2026-01-01'), period('2026-02-01')], counts()),
    });
    await renderWithApollo(<EngagementTab startupId="s1" />, { link });
    expect(await screen.findByText('Nothing was recorded for this team in the chosen period.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('engagement-signIns')).toBeNull();
  });
});
