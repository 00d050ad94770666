import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { DataCollectionPage } from './DataCollectionPage';
import { monthLabel, periodColumns } from './gridModel';

const REVENUE = '11111111-1111-4111-8111-111111111111';
const CUSTOMERS = '22222222-2222-4222-8222-222222222222';

const period = (id: string, from: string, status: string, cells: Array<string | null> = []) => ({
  __typename: 'MetricsGridPeriod',
  id,
  from,
  to: from.replace(/-01$/, '-28'),
  dueDate: from.replace(/-01$/, '-28'),
  status,
  submittedAt: status === 'SUBMITTED' || status === 'LATE' ? `${from}T10:00:00.000Z` : null,
  cells,
});

const row = (id: string, name: string, periods: unknown[]) => ({
  __typename: 'MetricsGridRow',
  startup: { __typename: 'StartupSummary', _id: id, name, logo: null },
  metricIds: [REVENUE, CUSTOMERS],
  periods,
});

const GRID = {
  data: {
    metricsGrid: {
      __typename: 'MetricsGridPage',
      totalCount: 2,
      next: null,
      from: '2026-01-01',
      to: '2026-03-31',
      results: [
        row('s1', 'Nova', [period('p1', '2026-01-01', 'SUBMITTED', ['1200', '14']), period('p2', '2026-02-01', 'LATE', ['900', null]), period('p3', '2026-03-01', 'MISSING')]),
        row('s2', 'Orbit', [period('p4', '2026-03-01', 'UPCOMING')]),
      ],
    },
  },
};

const CHOICES = {
  data: {
    metrics: [
      { __typename: 'Metric', _id: REVENUE, name: 'Revenue', archived: false, unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: 'MONETARY', customName: null } },
      { __typename: 'Metric', _id: CUSTOMERS, name: 'Customers', archived: false, unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: 'CUSTOMER', customName: null } },
    ],
    programs: [{ __typename: 'Program', _id: 'pr1', name: 'Spring cohort' }],
  },
};

function server(extra: Record<string, Parameters<typeof operationServer>[0][string]> = {}) {
  return operationServer({ MetricsGrid: GRID, MetricsGridChoices: CHOICES, ...extra });
}

describe('gridModel', () => {
  it('makes a column of every period start, oldest first', () => {
    expect(periodColumns(GRID.data.metricsGrid.results as never)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(monthLabel('2026-03-01', 'en')).toBe('Mar 2026');
  });
});

describe('the data-collection page', () => {
  it('shows startups × periods with each status in words, and the values on keyboard focus', async () => {
    const { link, asked } = server();
    await renderWithApollo(<DataCollectionPage />, { link, route: '/startups/metrics/data-collection' });
    expect(screen.getByRole('heading', { level: 1, name: 'Data collection' })).toBeTruthy();
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Startup', 'Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(within(table).getByRole('rowheader', { name: 'Nova' })).toBeTruthy();
    const submitted = within(table).getByRole('button', { name: /Nova, Jan 2026: Submitted/ });
    expect(submitted.textContent).toContain('Submitted');
    expect(submitted.getAttribute('aria-label')).toContain('Revenue: $1,200.00; Customers: 14');
    expect(within(table).getByRole('button', { name: /Nova, Mar 2026: Missing\. No value yet/ })).toBeTruthy();
    expect(within(table).getByRole('button', { name: /Orbit, Mar 2026: Upcoming/ })).toBeTruthy();
    fireEvent.focus(submitted);
    expect(await screen.findByText('$1,200.00')).toBeTruthy();
    expect(asked('MetricsGrid')[0]).toEqual({ filter: {}, cursor: null, limit: 25 });
    expect(screen.getByText('Startups: 2')).toBeTruthy();
  });

  it('asks again with the search typed', async () => {
    const { link, asked } = server();
    await renderWithApollo(<DataCollectionPage />, { link, route: '/startups/metrics/data-collection' });
    await screen.findByRole('table', {}, { timeout: 5_000 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nov' } });
    await waitFor(() => expect(asked('MetricsGrid').at(-1)).toEqual({ filter: { search: 'nov' }, cursor: null, limit: 25 }), { timeout: 3_000 });
  });

  it('opens a cell: the founders’ form for that period, and a reminder sent now', async () => {
    const { link, asked } = server({
      DataForMetricsForm: { data: { dataForMetricsForm: [] } },
      SendMetricsReminder: { data: { sendMetricsReminder: 2 } },
    });
    await renderWithApollo(<DataCollectionPage />, { link, route: '/startups/metrics/data-collection' });
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    fireEvent.click(within(table).getByRole('button', { name: /Nova, Mar 2026: Missing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova — Mar 2026' });
    expect(within(dialog).getByText("Values you save here are recorded as entered on the founders' behalf.")).toBeTruthy();
    await waitFor(() => expect(asked('DataForMetricsForm')[0]).toEqual({ startupId: 's1', date: '2026-03-01', withFilledData: false }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send a reminder now' }));
    await waitFor(() => expect(asked('SendMetricsReminder')[0]).toEqual({ periodId: 'p3' }));
  });

  it('exports the filtered grid through the export history, as ExportMetricReport', async () => {
    const { link, asked } = server({
      ExportMetricReport: {
        data: {
          requestExport: {
            __typename: 'Export',
            _id: 'x1',
            type: 'metrics',
            format: 'csv',
            status: 'QUEUED',
            filter: '{}',
            withAttachments: false,
            rowCount: 0,
            total: null,
            sizeBytes: null,
            fileName: null,
            error: null,
            createdAt: '2026-04-01T10:00:00.000Z',
            finishedAt: null,
            expiresAt: null,
            expired: false,
            downloadUrl: null,
          },
        },
      },
    });
    await renderWithApollo(<DataCollectionPage />, { link, route: '/startups/metrics/data-collection' });
    await screen.findByRole('table', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    // The menu offers XLSX, then CSV.
    fireEvent.click((await screen.findAllByRole('menuitem'))[1]);
    await waitFor(() => expect(asked('ExportMetricReport')[0]).toEqual({ type: 'metrics', format: 'csv', filter: '{}', withAttachments: false }));
  });

  it('previews an import with each line’s errors and offers no import while one is wrong', async () => {
    const { link, asked } = server({
      ImportMetricValues: {
        data: {
          importMetricValues: {
            __typename: 'MetricImportResult',
            dryRun: true,
            valid: false,
            total: 2,
            invalid: 1,
            written: 0,
            errors: [],
            rows: [
              { __typename: 'MetricImportRow', line: 2, startup: 'Nova', metric: 'Revenue', period: '2026-01', value: '10', periodFrom: '2026-01-01', errors: [] },
              {
                __typename: 'MetricImportRow',
                line: 3,
                startup: 'Nova',
                metric: 'Revenue',
                period: '2026-02',
                value: 'abc',
                periodFrom: '2026-02-01',
                errors: [{ __typename: 'MetricImportIssue', column: 'value', message: 'Invalid amount' }],
              },
            ],
          },
        },
      },
    });
    await renderWithApollo(<DataCollectionPage />, { link, route: '/startups/metrics/data-collection' });
    await screen.findByRole('table', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import values from a CSV file' });
    const csv = 'startup,metric,period,value\nNova,Revenue,2026-01,10\nNova,Revenue,2026-02,abc\n';
    const file = new File([csv], 'values.csv', { type: 'text/csv' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(asked('ImportMetricValues')[0]).toEqual({ csv, dryRun: true }));
    expect(await within(dialog).findByText('1 of 2 lines have errors: nothing will be written until they are fixed.')).toBeTruthy();
    const errors = within(dialog).getByRole('table', { name: 'Lines with errors' });
    expect(within(errors).getByText('Value: Invalid amount')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import 2 values' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
