import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { MetricsSettingsPage } from './MetricsSettingsPage';

// Mantine's autosizing textareas listen for font loading, which jsdom lacks.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const text = (value: string) => [{ __typename: 'LanguageValue', language: 'en', value }];
function metric(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Metric',
    _id: id,
    name,
    names: text(name),
    descriptions: [],
    unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: 'MONETARY', customName: null },
    category: 'finance',
    trackingRecurrence: { __typename: 'MetricTrackingRecurrence', amount: 1, type: 'monthly' },
    formula: null,
    calculated: false,
    rules: [],
    core: false,
    archived: false,
    position: 0,
    ...extra,
  };
}

const METRICS = [
  metric('m-revenue', 'Revenue', { core: true, position: 0 }),
  metric('m-old', 'Old pilots', { archived: true, position: 1, unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: 'CUSTOMER', customName: null } }),
  metric('m-pilots', 'Pilots', { position: 2, unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: 'CUSTOM', customName: 'pilots' } }),
];
const SETTINGS = { __typename: 'MetricSettings', explanationFactor: 3, remindDaysBefore: 3, remindDaysAfter: 2, linkDays: 14 };

function open(flags: string[]) {
  const server = operationServer({
    ShellUser: { data: shellUserData({ roleType: 'admin', flags }) },
    MetricDefinitions: { data: { metrics: METRICS } },
    MetricDefinitionSettings: { data: { metricSettings: SETTINGS } },
    CreateMetric: (variables) => ({ data: { createMetric: metric('m-new', (variables.input as { names: Array<{ value: string }> }).names[0].value) } }),
    MoveMetric: (variables) => ({ data: { moveMetric: { __typename: 'Metric', _id: variables.id, position: variables.position } } }),
    UpdateMetricSettings: (variables) => ({ data: { updateMetricSettings: { ...SETTINGS, ...(variables.input as object) } } }),
  });
  return renderWithApollo(<MetricsSettingsPage />, { link: server.link }).then(() => server);
}

describe('/admin/configuration/metrics', () => {
  it('lists the metrics in form order, archived ones on demand', async () => {
    await open(['dataCollection', 'createMetrics']);
    const list = await screen.findByRole('list', { name: 'Metrics in form order' }, { timeout: 5_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Revenue'), expect.stringContaining('Pilots')]);
    expect(within(list).getByText('Core')).toBeTruthy();
    expect(within(list).getByText('pilots · Every month')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived metrics' }));
    expect(within(list).getByText('Old pilots')).toBeTruthy();
    expect(within(list).getByText('Archived')).toBeTruthy();
  });

  it('moves a metric to its place among all metrics, archived ones included', async () => {
    const server = await open(['dataCollection', 'createMetrics']);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Revenue' }, { timeout: 5_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    // Below Pilots, which is third of all three.
    await waitFor(() => expect(server.asked('MoveMetric')).toEqual([{ id: 'm-revenue', position: 2 }]));
  });

  it('checks a new metric as the server does before creating it', async () => {
    const server = await open(['dataCollection', 'createMetrics']);
    fireEvent.click(await screen.findByRole('button', { name: 'New metric' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New metric' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the metric a name in English')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Signed pilots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Number' }), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.asked('CreateMetric')).toHaveLength(1));
    expect(server.asked('CreateMetric')[0].input).toMatchObject({
      names: [{ language: 'en', value: 'Signed pilots' }],
      unitType: 'MONETARY',
      recurrence: { amount: 1, type: 'monthly' },
      formula: null,
      rules: [{ kind: 'max', target: { kind: 'value', value: 500 }, customLabel: null }],
    });
  });

  it('keeps a plan without createMetrics to the core metrics', async () => {
    await open(['dataCollection']);
    await screen.findByRole('list', { name: 'Metrics in form order' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'New metric' })).toBeNull();
    expect(screen.getByText(/defining your own metrics needs a higher plan/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Revenue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Pilots' })).toBeNull();
  });

  it('saves the data-collection settings', async () => {
    const server = await open(['dataCollection', 'createMetrics']);
    const field = await screen.findByRole('textbox', { name: "Days a reminder's link stays valid" }, { timeout: 5_000 });
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.asked('UpdateMetricSettings')).toEqual([{ input: { explanationFactor: 3, remindDaysBefore: 3, remindDaysAfter: 2, linkDays: 30 } }]));
  });
});
