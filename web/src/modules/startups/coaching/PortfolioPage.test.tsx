import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { startupPage, startupRow, startupsServer } from '../testing';
import { PortfolioPage } from './PortfolioPage';

describe('the startup portfolio', () => {
  it("shows the viewer's assigned startups as cards, without selection", async () => {
    const { link, asked } = startupsServer({
      ShellUser: { data: shellUserData({ roleType: 'mentor' }) },
      StartupsList: startupPage([startupRow('s1', 'Nova')]),
    });
    await renderWithApollo(<PortfolioPage />, { link, route: '/coaching' });
    const card = await screen.findByTestId('startup-card', {}, { timeout: 5_000 });
    expect(within(card).getByRole('link', { name: 'Nova' })).toBeTruthy();
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Startup portfolio' })).toBeTruthy();
    expect(asked('StartupsList')[0]).toEqual({ filter: { assignedUserIds: ['me'], archived: false }, sort: 'NAME', cursor: null, limit: 24 });
  });

  it('says when nothing is assigned yet', async () => {
    const { link } = startupsServer({ ShellUser: { data: shellUserData({ roleType: 'coach' }) }, StartupsList: startupPage([]) });
    await renderWithApollo(<PortfolioPage />, { link, route: '/coaching' });
    expect(await screen.findByText('No startup is assigned to you yet.', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
