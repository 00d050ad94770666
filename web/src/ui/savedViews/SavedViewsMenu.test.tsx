import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { operationServer } from '../../test/operationServer';
import { renderWithApollo } from '../../test/renderWithApollo';
import { ConfirmHost } from '../feedback/confirm';
import { SavedViewsMenu } from './SavedViewsMenu';

Element.prototype.scrollIntoView ??= () => undefined;

const view = (id: string, name: string, filters: object, patch: Record<string, unknown> = {}) => ({
  __typename: 'SavedView',
  _id: id,
  name,
  filters: JSON.stringify(filters),
  shared: false,
  mine: true,
  owner: { __typename: 'SavedViewOwner', _id: 'me', fullName: 'Me Myself' },
  ...patch,
});
const SHORTLIST = view('v1', 'Shortlist', { filter: { statusGroup: 'ALL_PENDING' }, sort: 'SCORE_DESC' });
const TEAM = view('v2', 'Team picks', { sort: 'OLDEST' }, { mine: false, shared: true, owner: { __typename: 'SavedViewOwner', _id: 'u2', fullName: 'Ana Lima' } });
const CURRENT = { filter: { funnelIds: ['f1'], search: 'solar' }, sort: 'NEWEST' };

async function open(extra: Parameters<typeof operationServer>[0] = {}) {
  const server = operationServer({ SavedViews: { data: { savedViews: [SHORTLIST, TEAM] } }, ...extra });
  const onApply = vi.fn();
  await renderWithApollo(
    <>
      <SavedViewsMenu list="applications" current={CURRENT} onApply={onApply} />
      <ConfirmHost />
      <Notifications />
    </>,
    { link: server.link },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Views' }));
  await screen.findByRole('menuitem', { name: /Shortlist/ });
  return { ...server, onApply };
}

describe('SavedViewsMenu', () => {
  it("lists one's own views and the shared ones with their owner, and applies a view on click", async () => {
    const { onApply, asked } = await open();
    expect(asked('SavedViews')[0]).toEqual({ list: 'applications' });
    const team = screen.getByRole('menuitem', { name: /Team picks/ });
    expect(within(team).getByText('Shared by Ana Lima')).toBeTruthy();
    expect(screen.getByText('Shared with me')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /Shortlist/ }));
    expect(onApply).toHaveBeenCalledWith({ filter: { statusGroup: 'ALL_PENDING' }, sort: 'SCORE_DESC' });
  });

  it('saves the current filters under a name, shared when asked', async () => {
    const created = view('v3', 'Solar', CURRENT, { shared: true });
    const { asked } = await open({ CreateSavedView: { data: { createSavedView: created } } });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    expect(asked('CreateSavedView')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '  Solar  ' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Share with colleagues/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('CreateSavedView')).toHaveLength(1));
    const sent = asked('CreateSavedView')[0];
    expect(sent).toMatchObject({ list: 'applications', name: 'Solar', shared: true });
    expect(JSON.parse(sent.filters as string)).toEqual(CURRENT);
    expect(await screen.findByText('View “Solar” saved')).toBeTruthy();
  });

  it("shows the server's refusal of a name on the field", async () => {
    const refusal = {
      errors: [
        {
          message: 'You already have a view named “Shortlist” for this list.',
          extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'name', message: 'You already have a view named “Shortlist” for this list.' }] },
        },
      ],
    };
    await open({ CreateSavedView: refusal });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Shortlist' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a view named “Shortlist” for this list.')).toBeTruthy();
  });

  it('renames and deletes own views from "Manage my views…"', async () => {
    const { asked } = await open({
      UpdateSavedView: { data: { updateSavedView: { ...SHORTLIST, name: 'Finalists' } } },
      DeleteSavedView: { data: { deleteSavedView: true } },
    });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manage my views…' }));
    const manage = await screen.findByTestId('saved-views-manage');
    // Only one's own views are managed.
    expect(within(manage).queryByText('Team picks')).toBeNull();
    fireEvent.click(within(manage).getByRole('button', { name: 'Delete “Shortlist”' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked('DeleteSavedView')).toEqual([{ id: 'v1' }]));

    fireEvent.click(within(manage).getByRole('button', { name: 'Rename “Shortlist”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Shortlist');
    fireEvent.change(name, { target: { value: 'Finalists' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('UpdateSavedView')).toEqual([{ id: 'v1', data: { name: 'Finalists', shared: false } }]));
  });
});
