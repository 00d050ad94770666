import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { FunnelsPage } from './FunnelsPage';

Element.prototype.scrollIntoView ??= () => undefined;

const row = (id: string, name: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'Funnel',
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  status: 'open',
  archived: false,
  updatedAt: '2027-03-01T10:00:00.000Z',
  applicationCount: 0,
  rounds: [{ __typename: 'FunnelRound', _id: `${id}-r1` }],
  viewerCan: { __typename: 'FunnelViewerCan', edit: true, delete: true },
  ...patch,
});
const SPRING = row('f1', 'Spring 2027', {
  applicationCount: 12,
  rounds: [
    { __typename: 'FunnelRound', _id: 'r1' },
    { __typename: 'FunnelRound', _id: 'r2' },
  ],
});
const DRAFT = row('f2', 'Autumn 2027', { status: 'draft' });
const page = (results: unknown[], next: string | null = null, totalCount = results.length) => ({ data: { funnels: { __typename: 'FunnelPage', results, totalCount, next } } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function server(extra: Parameters<typeof operationServer>[0] = {}, permissions = ['FUNNEL:CREATE', 'FUNNELS:VIEW:LIST']) {
  return operationServer({ ShellUser: { data: shellUserData({ roleType: 'staff', permissions }) }, Funnels: page([SPRING, DRAFT]), ...extra });
}

async function open(link: ReturnType<typeof server>['link'], route = '/applications/funnels/management') {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/applications/funnels/management" element={<FunnelsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
      <Notifications />
      <Address />
    </>,
    { link, route },
  );
}

const rowOf = (name: string) => screen.getAllByTestId('funnel-row').find((r) => within(r).queryByText(name))!;

describe('funnels management', () => {
  it('lists funnels with their status, rounds and applications, and filters by status', async () => {
    const { link, asked } = server();
    await open(link);
    await screen.findByText('Spring 2027');
    expect(asked('Funnels')[0]).toMatchObject({ filter: { archived: false }, limit: 25 });
    const spring = rowOf('Spring 2027');
    expect(within(spring).getByText('Open')).toBeTruthy();
    expect(within(spring).getByText('12')).toBeTruthy();
    expect(within(spring).getByText('2')).toBeTruthy();
    expect(within(rowOf('Autumn 2027')).getByText('Draft')).toBeTruthy();
    expect(screen.getByText('2 funnels')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(asked('Funnels').at(-1)).toMatchObject({ filter: { archived: false, status: 'closed' } }));
  });

  it('loads more by keyset', async () => {
    const { link, asked } = server({ Funnels: (variables: { cursor?: string | null }) => (variables.cursor ? page([DRAFT], null, 2) : page([SPRING], 'next-1', 2)) });
    await open(link);
    await screen.findByText('Spring 2027');
    fireEvent.click(await screen.findByRole('button', { name: /more/i }));
    await screen.findByText('Autumn 2027');
    expect(asked('Funnels').at(-1)).toMatchObject({ cursor: 'next-1' });
  });

  it('creates a funnel from the Create menu (create=true) and opens its builder', async () => {
    const { link, asked } = server({ CreateFunnel: { data: { createFunnel: row('f3', 'Winter cohort', { status: 'draft' }) } } });
    await open(link, '/applications/funnels/management?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New funnel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Winter cohort' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/applications/funnels/f3/builder'));
    expect(asked('CreateFunnel')[0]).toEqual({ name: 'Winter cohort' });
  });

  it('clones under a new name and confirms before deleting', async () => {
    const { link, asked } = server({
      CloneFunnel: { data: { cloneFunnel: row('f4', 'Spring 2027 (copy)', { status: 'draft' }) } },
      DeleteFunnel: { data: { deleteFunnel: true } },
    });
    await open(link);
    await screen.findByText('Spring 2027');
    fireEvent.click(within(rowOf('Autumn 2027')).getByRole('button', { name: 'Actions for Autumn 2027' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete the funnel' });
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked('DeleteFunnel')).toEqual([{ id: 'f2' }]));
    await waitFor(() => expect(screen.queryByText('Autumn 2027')).toBeNull());

    fireEvent.click(within(rowOf('Spring 2027')).getByRole('button', { name: 'Actions for Spring 2027' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate the funnel' });
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Spring 2027 (copy)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/applications/funnels/f4/builder'));
    expect(asked('CloneFunnel')[0]).toEqual({ id: 'f1', name: 'Spring 2027 (copy)' });
  });

  it('offers neither creation nor cloning without FUNNEL:CREATE', async () => {
    const { link } = server({}, ['FUNNELS:VIEW:LIST']);
    await open(link);
    await screen.findByText('Spring 2027');
    expect(screen.queryByRole('button', { name: 'New funnel' })).toBeNull();
    fireEvent.click(within(rowOf('Spring 2027')).getByRole('button', { name: 'Actions for Spring 2027' }));
    await screen.findByRole('menuitem', { name: 'Open the builder' });
    expect(screen.queryByRole('menuitem', { name: 'Duplicate' })).toBeNull();
  });
});
