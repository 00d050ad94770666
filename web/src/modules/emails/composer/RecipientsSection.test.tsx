import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { RecipientsSection, type RecipientsValue } from './RecipientsSection';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const NOBODY: RecipientsValue = { userIds: [], startupIds: [], applicants: null, savedViewId: null };
const view = (_id: string, name: string) => ({ __typename: 'SavedView', _id, name });

function server() {
  return operationServer({
    EmailRecipientViews: (variables) => ({
      data: {
        ...(variables.applications ? { applications: [view('v1', 'Shortlist')] } : {}),
        ...(variables.users ? { users: [view('v2', 'Mentors'), view('v3', 'Experts')] } : {}),
        ...(variables.startups ? { startups: [] } : {}),
      },
    }),
    EmailFunnelChoices: { data: { funnels: { __typename: 'FunnelPage', results: [] } } },
    EmailStartupChoices: { data: { startups: { __typename: 'StartupPage', results: [] } } },
  });
}

async function render(viewLists: { applications: boolean; users: boolean; startups: boolean }) {
  const { link, asked } = server();
  const onChange = vi.fn();
  await renderWithApollo(<RecipientsSection value={NOBODY} onChange={onChange} people={[]} startups={[]} viewLists={viewLists} errors={{}} />, { link });
  return { asked, onChange };
}

describe('a saved view as recipients', () => {
  it('offers the views of each list the plan allows, grouped by list', async () => {
    const { asked, onChange } = await render({ applications: true, users: true, startups: true });
    fireEvent.click(await screen.findByRole('combobox', { name: /^A saved view/ }));
    expect(await screen.findByRole('option', { name: 'Shortlist' })).toBeTruthy();
    expect(screen.getByText('Applications')).toBeTruthy();
    expect(screen.getByText('Users')).toBeTruthy();
    // A list without views shows no empty group.
    expect(screen.queryByText('Startups')).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Mentors' }));
    expect(onChange).toHaveBeenCalledWith({ ...NOBODY, savedViewId: 'v2' });
    expect(asked('EmailRecipientViews')).toEqual([{ applications: true, users: true, startups: true }]);
  });

  it('asks only for the lists the plan offers', async () => {
    const { asked } = await render({ applications: false, users: true, startups: false });
    fireEvent.click(await screen.findByRole('combobox', { name: /^A saved view/ }));
    expect(await screen.findByRole('option', { name: 'Experts' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Shortlist' })).toBeNull();
    expect(asked('EmailRecipientViews')).toEqual([{ applications: false, users: true, startups: false }]);
  });

  it('has no saved-view field when the plan offers no saved views', async () => {
    const { asked } = await render({ applications: false, users: false, startups: false });
    await screen.findByText('Applicants of a funnel');
    await waitFor(() => expect(asked('EmailFunnelChoices')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: /^A saved view/ })).toBeNull();
    expect(asked('EmailRecipientViews')).toEqual([]);
  });
});
