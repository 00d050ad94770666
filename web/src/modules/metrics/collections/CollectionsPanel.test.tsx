import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { assignRules, newAssignValues, toAssignInput } from './assignForm';
import { CollectionsPanel } from './CollectionsPanel';

const METRIC = (id: string, name: string) => ({ __typename: 'Metric', _id: id, name });
const collection = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'DataCollection',
  _id: id,
  program: null,
  startup: null,
  metrics: [METRIC('m1', 'Revenue'), METRIC('m2', 'Customers'), METRIC('m3', 'Runway'), METRIC('m4', 'Employees')],
  startsOn: '2025-01-01',
  dueDays: 10,
  stoppedAt: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  ...extra,
});

describe('CollectionsPanel', () => {
  it('lists what is collected from whom, with the running ones stoppable', async () => {
    const { link } = operationServer({
      ShellUser: { data: shellUserData({ roleType: 'staff', flags: ['dataCollection', 'bulkDataAssignation'], permissions: ['METRICS/EDIT:VIEW'] }) },
      DataCollections: {
        data: {
          dataCollections: {
            __typename: 'DataCollectionPage',
            next: null,
            totalCount: 2,
            results: [
              collection('c1', { program: { __typename: 'Program', _id: 'p1', name: 'Climate Accelerator' } }),
              collection('c2', {
                startup: { __typename: 'StartupSummary', _id: 's1', name: 'Acme Rockets' },
                stoppedAt: '2025-03-02T10:00:00.000Z',
                metrics: [METRIC('m1', 'Revenue')],
              }),
            ],
          },
        },
      },
    });
    await renderWithApollo(<CollectionsPanel />, { link });
    const programme = (await screen.findByText('Climate Accelerator')).closest('tr')!;
    expect(within(programme).getByText('Revenue, Customers and 2 more')).toBeTruthy();
    expect(within(programme).getByText('Active')).toBeTruthy();
    expect(within(programme).getByRole('button', { name: 'Stop collecting from Climate Accelerator' })).toBeTruthy();
    const startup = screen.getByText('Acme Rockets').closest('tr')!;
    expect(within(startup).getByText(/^Stopped on/)).toBeTruthy();
    expect(within(startup).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Assign metrics' })).toBeTruthy();
  });
});

describe('the assign form', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const labels = { programIds: 'Programmes', startupIds: 'Startups', metricIds: 'Metrics', startsOn: 'Start', dueDays: 'Due days' };
  const check = (values: ReturnType<typeof newAssignValues>) =>
    Object.fromEntries(Object.entries(assignRules(t, labels)).map(([name, rules]) => [name, rules?.map((rule) => rule((values as never)[name], values)).find(Boolean)]));

  it('starts with this month, due ten days after each period, and sends only the chosen kind of target', () => {
    const values = newAssignValues(new Date(2025, 4, 17), ['s1']);
    expect(toAssignInput(values)).toEqual({ programIds: [], startupIds: ['s1'], metricIds: [], startsOn: '2025-05-01', dueDays: 10 });
    expect(toAssignInput({ ...values, target: 'programs', programIds: ['p1'] })).toMatchObject({ programIds: ['p1'], startupIds: [] });
  });

  it('asks for a target in the list shown, metrics, and due days of at most 60', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const errors = check({ ...newAssignValues(new Date(2025, 0, 1)), dueDays: 61 });
    expect(errors.startupIds).toBe('metrics:validation.collectionTargetRequired');
    expect(errors.programIds).toBeUndefined();
    expect(errors.metricIds).toBe('metrics:validation.collectionMetricsRequired');
    expect(errors.dueDays).toBe('validation:maxNumber');
    const programs = check({ ...newAssignValues(new Date(2025, 0, 1)), target: 'programs', metricIds: [id] });
    expect(programs.programIds).toBe('metrics:validation.collectionTargetRequired');
    expect(programs.startupIds).toBeUndefined();
    expect(check({ ...newAssignValues(new Date(2025, 0, 1), [id]), metricIds: [id] })).toEqual({
      startupIds: undefined,
      programIds: undefined,
      metricIds: undefined,
      startsOn: undefined,
      dueDays: undefined,
    });
  });
});
