import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { forgetBatches, trackedBatches } from '../../../shell/batch/batchStore';
import { CHOICES, PROGRAM_ID, startupPage, startupRow, startupsServer } from '../testing';
import { VIEW_MODE_KEY } from './viewMode';
import { StartupsPage } from './StartupsPage';

Element.prototype.scrollIntoView ??= () => undefined;
afterEach(() => forgetBatches());

const NOVA = startupRow('s1', 'Nova');
const ORBIT = startupRow('s2', 'Orbit', { stage: 'idea', programs: [] });

function server({ roleType = 'staff', flags = [] as string[], permissions = [] as string[] } = {}) {
  return startupsServer({
    ShellUser: { data: shellUserData({ roleType, flags, permissions }) },
    StartupsList: (variables) => (variables.cursor ? startupPage([startupRow('s3', 'Pulsar')], 3) : startupPage([NOVA, ORBIT], 3, 'next-1')),
    StartStartupBatch: (variables) => ({
      data: { startStartupBatch: { __typename: 'BatchOperationStarted', operationId: 'op1', count: (variables.startupIds as string[]).length } },
    }),
    ...CHOICES,
  });
}

async function open(link: ReturnType<typeof server>['link']) {
  await renderWithApollo(
    <>
      <StartupsPage />
      <ConfirmHost />
      <Notifications />
    </>,
    { link, route: '/startups' },
  );
  await screen.findByText('Nova', {}, { timeout: 5_000 });
}

describe('the startups list', () => {
  it('shows the startups as cards leading to their file, with the total', async () => {
    const { link, asked } = server();
    await open(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Startups' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(screen.getByTestId('startups-count').textContent).toBe('Total: 3');
    expect(screen.getAllByTestId('startup-card')).toHaveLength(2);
    expect(asked('StartupsList')[0]).toEqual({ filter: { archived: false }, sort: 'NAME', cursor: null, limit: 25 });
  });

  it('loads the next page with its cursor', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Pulsar')).toBeTruthy();
    expect(asked('StartupsList')[1]).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('switches to the table and remembers it', async () => {
    const { link } = server();
    await open(link);
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(await screen.findByTestId('startup-table')).toBeTruthy();
    expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('TABLE');
  });

  it('opens in the view chosen last', async () => {
    localStorage.setItem(VIEW_MODE_KEY, 'TABLE');
    const { link } = server();
    await open(link);
    expect(screen.getByTestId('startup-table')).toBeTruthy();
    expect(screen.getAllByTestId('startup-row')).toHaveLength(2);
  });

  it('sorts by the newest', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Newest first' }));
    await waitFor(() => expect(asked('StartupsList').at(-1)).toMatchObject({ sort: 'NEWEST', cursor: null }));
  });

  it('hides the filters without the plan’s startupFilter', async () => {
    const without = server();
    await open(without.link);
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('filters by stage with the plan’s startupFilter', async () => {
    const { link, asked } = server({ flags: ['startupFilter'] });
    await open(link);
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('combobox', { name: 'Stages' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Seed' }));
    await waitFor(() => expect(asked('StartupsList').at(-1)).toMatchObject({ filter: { archived: false, stages: ['seed'] } }));
  });

  it('lets mentors browse without selecting', async () => {
    const { link } = server({ roleType: 'mentor' });
    await open(link);
    expect(screen.queryByRole('checkbox', { name: 'Select Nova' })).toBeNull();
  });

  it('archives the selected startups as one batch operation followed by the shell banner', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(/Archive the 2 selected startups\?/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(asked('StartStartupBatch')).toEqual([{ action: 'ARCHIVE', startupIds: ['s1', 's2'], targetId: null }]));
    expect(trackedBatches.get()).toEqual([{ operationId: 'op1', family: 'startups', total: 2, outcomeKey: 'startups:batch.outcome.ARCHIVE' }]);
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
  });

  it('adds the selected startups to a programme chosen in a dialog', async () => {
    const { link, asked } = server();
    await open(link);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Orbit' }));
    fireEvent.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Add to programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 1 startup to a programme' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Choose one')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Programme/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spring cohort (2026)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(asked('StartStartupBatch')).toEqual([{ action: 'ADD_TO_PROGRAM', startupIds: ['s2'], targetId: PROGRAM_ID }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trackedBatches.get()[0]).toMatchObject({ family: 'startups', outcomeKey: 'startups:batch.outcome.ADD_TO_PROGRAM' });
  });
});
