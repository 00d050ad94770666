import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { useLocation, type InitialEntry } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { CHOICES, startupPage, startupRow, startupsServer } from '../testing';
import { ManagementPage } from './ManagementPage';

Element.prototype.scrollIntoView ??= () => undefined;
// jsdom has no font loading; the description's growing text area listens for fonts that finish loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const NOVA = startupRow('0b9d3f3e-8d55-4a8e-9c1e-7d2a1b3c4d51', 'Nova', {
  viewerCan: {
    __typename: 'StartupViewerActions',
    editProfile: true,
    editName: false,
    archive: true,
    delete: true,
    addIndustry: true,
    removeIndustry: true,
    addTag: true,
    removeTag: true,
  },
});
const ARCHIVED = startupRow('0b9d3f3e-8d55-4a8e-9c1e-7d2a1b3c4d52', 'Zephyr', {
  archived: true,
  viewerCan: {
    __typename: 'StartupViewerActions',
    editProfile: false,
    editName: false,
    archive: false,
    delete: false,
    addIndustry: false,
    removeIndustry: false,
    addTag: false,
    removeTag: false,
  },
});

function server(extra: Parameters<typeof startupsServer>[0] = {}) {
  return startupsServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions: ['INDUSTRIES:VIEW'] }) },
    ManagedStartups: startupPage([NOVA, ARCHIVED]),
    ...CHOICES,
    ...extra,
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function open(link: ReturnType<typeof server>['link'], route: InitialEntry = '/startups/management') {
  await renderWithApollo(
    <>
      <ManagementPage />
      <ConfirmHost />
      <Notifications />
      <Address />
    </>,
    { link, route },
  );
  await screen.findByText('Nova', {}, { timeout: 5_000 });
}

const rowOf = (name: string) => screen.getAllByTestId('management-row').find((row) => within(row).queryByText(name))!;

describe('startup management', () => {
  it('lists the active startups, the archived ones on request, and offers only what the viewer may do', async () => {
    const { link, asked } = server();
    await open(link);
    expect(asked('ManagedStartups')[0]).toMatchObject({ filter: { archived: false }, sort: 'NAME' });
    expect(within(rowOf('Zephyr')).getByText('Archived')).toBeTruthy();
    expect(within(rowOf('Zephyr')).queryByRole('button', { name: 'Actions for Zephyr' })).toBeNull();
    fireEvent.click(within(rowOf('Nova')).getByRole('button', { name: 'Actions for Nova' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(asked('ManagedStartups').at(-1)).toMatchObject({ filter: { archived: true }, cursor: null }));
  });

  it('archives a startup, which leaves the active list, with Undo', async () => {
    const { link, asked } = server({ ArchiveStartup: (v) => ({ data: { archiveStartup: { __typename: 'Startup', _id: v.startupId, archived: v.archived } } }) });
    await open(link);
    fireEvent.click(within(rowOf('Nova')).getByRole('button', { name: 'Actions for Nova' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByText('Nova')).toBeNull());
    expect(await screen.findByText('Nova archived')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(asked('ArchiveStartup')).toEqual([
        { startupId: NOVA._id, archived: true },
        { startupId: NOVA._id, archived: false },
      ]),
    );
  });

  it('offers no creation to a coach, who only edits the startups they follow', async () => {
    const { link } = startupsServer({ ShellUser: { data: shellUserData({ roleType: 'coach' }) }, ManagedStartups: startupPage([NOVA]), ...CHOICES });
    await open(link, '/startups/management?create=true');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/startups/management'));
    expect(screen.queryByRole('button', { name: 'Add a startup' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes after asking', async () => {
    const { link, asked } = server({ DeleteStartup: { data: { deleteStartup: true } } });
    await open(link);
    fireEvent.click(within(rowOf('Nova')).getByRole('button', { name: 'Actions for Nova' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked('DeleteStartup')).toEqual([{ startupId: NOVA._id }]));
    await waitFor(() => expect(screen.queryByText('Nova')).toBeNull());
    expect(await screen.findByText('Nova deleted')).toBeTruthy();
  });

  it('opens the form from Create → Startup, checks it with the shared schema, creates, and forgets the request', async () => {
    const created = startupRow('0b9d3f3e-8d55-4a8e-9c1e-7d2a1b3c4d53', 'Comet');
    const { link, asked } = server({ CreateStartup: { data: { createStartup: created } } });
    await open(link, '/startups/management?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New startup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter the name')).toBeTruthy();
    expect(asked('CreateStartup')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: ' Comet ' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Stage/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Series A' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(asked('CreateStartup')).toHaveLength(1));
    expect(asked('CreateStartup')[0].data).toMatchObject({ name: 'Comet', stage: 'series_a', yearFounded: null, website: null, programIds: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/startups/management'));
  });

  it('sends on edit only what changed, and keeps the name locked without STARTUP/NAME:EDIT', async () => {
    const { link, asked } = server({ UpdateStartup: (v) => ({ data: { updateStartup: { ...NOVA, city: (v.data as { city: string }).city } } }) });
    await open(link);
    fireEvent.click(within(rowOf('Nova')).getByRole('button', { name: 'Actions for Nova' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nova' });
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /City/ }), { target: { value: 'Nantes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('UpdateStartup')).toEqual([{ startupId: NOVA._id, data: { city: 'Nantes' } }]));
  });

  it('shows a refused save on its field, without a toast', async () => {
    const { link, toast } = server({
      CreateStartup: { errors: [{ message: 'Invalid', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'website', message: 'Website is not a valid url' }] } }] },
    });
    await open(link, '/startups/management?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New startup' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Comet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Website is not a valid url')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
