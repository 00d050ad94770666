import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { sessionDialogRequest } from '../session/createSession';
import { PortfolioPage } from './PortfolioPage';

Element.prototype.scrollIntoView ??= () => undefined;

const entry = (id: string, name: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'CoachingPortfolioEntry',
  sessionsCount: 4,
  hoursRemainingMinutes: 90,
  startup: { __typename: 'Startup', _id: id, name, logo: null },
  nextSession: { __typename: 'CoachingSession', _id: `${id}-next`, name: 'Pricing', date: '2030-01-08T09:00:00.000Z', expectedDuration: 60 },
  lastSession: null,
  ...patch,
});

describe('the coaching portfolio', () => {
  it('lists the startups with their next session, sessions and hours, and plans a new one', async () => {
    const { link, asked } = operationServer({
      CoachingPortfolio: {
        data: {
          coachingPortfolio: {
            __typename: 'CoachingPortfolioPage',
            next: null,
            results: [entry('s1', 'GreenLoop'), entry('s2', 'FarmLink', { hoursRemainingMinutes: -30, nextSession: null, sessionsCount: 1 })],
          },
        },
      },
    });
    await renderWithApollo(<PortfolioPage />, { link, route: '/coaching' });
    const green = (await screen.findByRole('link', { name: 'GreenLoop' })).closest('article')!;
    expect(within(green).getByText('4 sessions')).toBeTruthy();
    expect(within(green).getByText('1 h 30 left')).toBeTruthy();
    expect(within(green).getByRole('link', { name: /2030/ }).getAttribute('href')).toBe('/coaching/session/s1-next');
    const farm = screen.getByRole('link', { name: 'FarmLink' }).closest('article')!;
    expect(within(farm).getByText('30 min over')).toBeTruthy();
    expect(within(farm).getByText('1 session')).toBeTruthy();
    fireEvent.click(within(farm).getByRole('button', { name: 'New session with FarmLink' }));
    expect(sessionDialogRequest.get()).toEqual({ mode: 'create', defaults: { startupId: 's2' } });
    expect(asked('CoachingPortfolio')[0]).toMatchObject({ cursor: null, search: null });
  });
});
