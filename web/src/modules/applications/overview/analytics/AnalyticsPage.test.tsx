import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { operationServer } from '../../../../test/operationServer';
import { renderWithApollo } from '../../../../test/renderWithApollo';
import { shellUserData } from '../../../../test/shellUser';
import { AnalyticsPage } from './AnalyticsPage';
import { analyticsDeclarations } from './declarations';
import { defaultRange } from './model';

const funnel = (id: string, name: string) => ({ __typename: 'Funnel', _id: id, name, status: 'open', archived: false });
const round = (position: number, name: string, entered: number, submitted: number, accepted: number, rejected: number) => ({
  __typename: 'ApplicationsDashboardRound',
  name,
  position,
  entered,
  submitted,
  accepted,
  rejected,
  round: { __typename: 'FunnelRound', _id: `r${position}` },
});
const STATUSES = ['draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'];

function dashboard(funnelId: string | null) {
  const spring = funnel('f1', 'Spring 2027 Accelerator');
  return {
    data: {
      applicationsDashboard: {
        __typename: 'ApplicationsDashboard',
        funnel: funnelId ? spring : null,
        funnels: [spring, funnel('f2', 'Autumn 2026 Cohort')],
        from: '2026-05-01',
        to: '2026-11-01',
        total: 40,
        statuses: STATUSES.map((status, i) => ({ __typename: 'ApplicationsDashboardStatus', status, count: [4, 2, 3, 12, 6, 2, 8, 3][i] })),
        rounds: funnelId ? [round(0, 'Application', 40, 36, 10, 11), round(1, 'Interview', 10, 6, 2, 0)] : [],
        weeks: [
          { __typename: 'ApplicationsDashboardWeek', week: '2026-10-19', created: 5, submitted: 3 },
          { __typename: 'ApplicationsDashboardWeek', week: '2026-10-26', created: 7, submitted: 6 },
        ],
        scores: [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5].map((from, i) => ({ __typename: 'ApplicationsDashboardScoreBucket', from, to: from + 0.5, count: [0, 1, 2, 4, 6, 5, 3, 1][i] })),
        evaluators: [
          { __typename: 'ApplicationsDashboardEvaluator', evaluator: { __typename: 'User', _id: 'u1', fullName: 'Olena Kovalenko' }, assigned: 20, done: 14, conflicts: 1 },
          { __typename: 'ApplicationsDashboardEvaluator', evaluator: { __typename: 'User', _id: 'u2', fullName: 'Mei Tanaka' }, assigned: 8, done: 8, conflicts: 0 },
        ],
        timeToDecision: { __typename: 'ApplicationsDashboardTimeToDecision', decided: 21, medianDays: 6.5, p90Days: 12.25 },
      },
    },
  };
}

function setUp(permissions: string[] = ['APPLICATION_DASHBOARD']) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions, flags: ['applicationsDashboard'] }) },
    ApplicationsDashboard: (variables) => dashboard((variables.funnelId as string | null) ?? null),
  });
}

describe('the applications dashboard', () => {
  it('opens on every funnel over the last six months, with its key figures, weeks, scores, statuses and evaluators', async () => {
    const { link, asked } = setUp();
    await renderWithApollo(<AnalyticsPage />, { link, route: '/applications/analytics' });
    expect(await screen.findByText('Applications analytics')).toBeTruthy();
    const [from, to] = defaultRange();
    expect(asked('ApplicationsDashboard')[0]).toEqual({ funnelId: null, from, to });
    expect(await screen.findByText('6.5 days')).toBeTruthy();
    expect(screen.getByText('90% within 12.3 days (21 decided)')).toBeTruthy();
    expect(screen.getByText('Choose a funnel to see how its applications move through its rounds.')).toBeTruthy();
    const weeks = screen.getByRole('table', { name: 'Applications started and sent per week' });
    expect(
      within(weeks)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Week of Oct 19, 202653', 'Week of Oct 26, 202676']);
    expect(screen.getByRole('img', { name: /Chart of applications started and sent per week/ })).toBeTruthy();
    const scores = screen.getByRole('table', { name: '22 evaluated applications by their mean score' });
    expect(within(scores).getAllByRole('row')[5].textContent).toBe('3–3.56');
    const statuses = screen.getByRole('table', { name: 'Where the applications stand today' });
    expect(within(statuses).getByRole('row', { name: /Under review/ }).textContent).toBe('Under review12 (30%)');
    const olena = screen.getByRole('progressbar', { name: 'Evaluations done by Olena Kovalenko' });
    expect(olena.getAttribute('aria-valuenow')).toBe('70');
    expect(screen.getByText('14 of 20')).toBeTruthy();
    // No export without the download permission.
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('shows a chosen funnel’s conversion by round, each value written beside its bar', async () => {
    const { link, asked } = setUp(['APPLICATION_DASHBOARD', 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW']);
    await renderWithApollo(<AnalyticsPage />, { link, route: '/applications/analytics?funnel=f1&from=2026-05-01&to=2026-11-01' });
    const table = await screen.findByRole('table', { name: 'Applications of Spring 2027 Accelerator in each round' });
    expect(asked('ApplicationsDashboard')[0]).toEqual({ funnelId: 'f1', from: '2026-05-01', to: '2026-11-01' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Round', 'Reached', 'Sent', 'Accepted', 'Rejected']);
    expect(within(table).getAllByRole('row')[1].textContent).toBe('Application403610 (28%)11 (31%)');
    expect(await screen.findByRole('button', { name: /Export this funnel's applications/ })).toBeTruthy();
  });

  it('is declared at /applications/analytics for the dashboard permission and plan, in the menu and the search', () => {
    expect(analyticsDeclarations.routes?.[0]).toMatchObject({ path: 'applications/analytics', access: { permission: 'APPLICATION_DASHBOARD', flag: 'applicationsDashboard' } });
    expect(analyticsDeclarations.menu?.[0]).toMatchObject({ name: 'applicationsAnalytics', path: '/applications/analytics' });
    expect(analyticsDeclarations.search?.[0]).toMatchObject({ menuName: 'applicationsAnalytics', path: '/applications/analytics' });
  });
});
