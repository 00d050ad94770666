import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { startupsServer } from '../testing';
import { matchPrograms, ProgramsPage } from './ProgramsPage';
import { ProgramPage } from './ProgramPage';

if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const program = (id: string, name: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'Program',
  _id: id,
  name,
  description: null,
  cohort: null,
  startDate: null,
  endDate: null,
  startupCount: 0,
  viewerCanEdit: false,
  ...patch,
});

const SPRING = program('p1', 'Spring accelerator', { cohort: '2026', startDate: '2026-03-01', endDate: '2026-06-30', startupCount: 4, viewerCanEdit: true });
const FALL = program('p2', 'Fall studio');

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

async function open(link: ReturnType<typeof startupsServer>['link'], route = '/startups/programs') {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/startups/programs" element={<ProgramsPage />} />
        <Route path="/startups/programs/:id" element={<ProgramPage />} />
      </Routes>
      <ConfirmHost />
      <Notifications />
      <Address />
    </>,
    { link, route },
  );
}

describe('programmes', () => {
  it('finds programmes by name or cohort', () => {
    expect(matchPrograms([SPRING, FALL], ' 2026').map((p) => p.name)).toEqual(['Spring accelerator']);
    expect(matchPrograms([SPRING, FALL], 'STUDIO').map((p) => p.name)).toEqual(['Fall studio']);
    expect(matchPrograms([SPRING, FALL], '')).toHaveLength(2);
  });

  it('lists each programme with its cohort, dates and startups, and offers creation only with PROGRAM:CREATE', async () => {
    const { link } = startupsServer({ ShellUser: { data: shellUserData({ roleType: 'coach' }) }, ProgramsList: { data: { programs: [SPRING, FALL] } } });
    await open(link);
    const card = (await screen.findAllByTestId('program-card', {}, { timeout: 5_000 }))[0];
    expect(within(card).getByRole('link', { name: 'Spring accelerator' }).getAttribute('href')).toBe('/startups/programs/p1');
    expect(within(card).getByText('Cohort 2026')).toBeTruthy();
    expect(within(card).getByText('Mar 1, 2026 – Jun 30, 2026')).toBeTruthy();
    expect(within(card).getByText('Startups: 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New programme' })).toBeNull();
  });

  it('creates a programme from Create → Programme', async () => {
    const { link, asked } = startupsServer({
      ShellUser: { data: shellUserData({ roleType: 'admin', permissions: ['PROGRAM:CREATE'] }) },
      ProgramsList: { data: { programs: [] } },
      CreateProgram: (v) => ({ data: { createProgram: program('p3', (v.data as { name: string }).name) } }),
    });
    await open(link, '/startups/programs?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New programme' }, { timeout: 5_000 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Winter lab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(asked('CreateProgram')).toEqual([{ data: { name: 'Winter lab', description: null, cohort: null, startDate: null, endDate: null } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows one programme's startups, administrators and people", async () => {
    const detail = {
      ...SPRING,
      description: 'Twelve weeks.',
      startups: [{ __typename: 'StartupSummary', _id: 's1', name: 'Nova', logo: null }],
      admins: [{ __typename: 'StartupPerson', _id: 'u1', fullName: 'Ada Lovelace' }],
      people: [{ __typename: 'StartupPerson', _id: 'u3', fullName: 'Linus Pauling' }],
    };
    const { link } = startupsServer({ ShellUser: { data: shellUserData({ roleType: 'staff' }) }, ProgramPage: { data: { program: detail } } });
    await open(link, '/startups/programs/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring accelerator' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(within(screen.getByRole('region', { name: 'Administrators' })).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'People' })).getByText('Linus Pauling')).toBeTruthy();
    expect(screen.getByText('Twelve weeks.')).toBeTruthy();
  });

  it('deletes a programme after asking, then returns to the list', async () => {
    const detail = { ...SPRING, startups: [], admins: [], people: [] };
    const { link, asked } = startupsServer({
      ShellUser: { data: shellUserData({ roleType: 'staff' }) },
      ProgramPage: { data: { program: detail } },
      ProgramsList: { data: { programs: [] } },
      DeleteProgram: { data: { deleteProgram: true } },
    });
    await open(link, '/startups/programs/p1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5_000 }));
    const question = await screen.findByRole('dialog', { name: 'Delete the programme?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/startups/programs'));
    expect(asked('DeleteProgram')).toEqual([{ programId: 'p1' }]);
  });

  it('says when a programme cannot be found', async () => {
    const { link } = startupsServer({ ShellUser: { data: shellUserData({ roleType: 'staff' }) } });
    await open(link, '/startups/programs/unknown');
    expect(await screen.findByText('This programme does not exist, or you cannot see it.', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
