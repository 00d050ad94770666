import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { AnalyticsTab } from './AnalyticsTab';

const metric = (id: string, name: string, unitType: string) => ({
  __typename: 'Metric',
  _id: id,
  name,
  description: '',
  unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType, customName: null },
});

const point = (from: string, number: number | null, median: number | null, dateValue: string | null = null) => ({
  __typename: 'StartupMetricPoint',
  from,
  to: from.replace(/-01$/, '-28'),
  value: number === null ? dateValue : String(number),
  number,
  dateValue,
  median,
});

const SERIES = {
  data: {
    startupMetrics: [
      {
        __typename: 'StartupMetricSeries',
        metricId: 'm1',
        metric: metric('m1', 'Revenue', 'MONETARY'),
        points: [point('2026-01-01', 1000, 2000), point('2026-02-01', 1500, null)],
      },
      { __typename: 'StartupMetricSeries', metricId: 'm2', metric: metric('m2', 'Launch date', 'DATE'), points: [point('2026-01-01', null, null, '2026-01-15')] },
    ],
  },
};

describe('the analytics tab', () => {
  it("charts each metric with its programme's median, and lists the same values in a table", async () => {
    const { link, asked } = operationServer({ ShellUser: { data: shellUserData({ roleType: 'staff', permissions: ['METRICS/EDIT:VIEW'] }) }, StartupMetrics: SERIES });
    await renderWithApollo(<AnalyticsTab startupId="s1" />, { link, route: '/startup/s1/file/analytics' });
    const revenue = await screen.findByRole('table', { name: 'Revenue by period' }, { timeout: 5_000 });
    expect(
      within(revenue)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Value', 'Programme median']);
    const rows = within(revenue)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Jan 2026$1,000.00$2,000.00', 'Feb 2026$1,500.00—']);
    expect(screen.getByRole('img', { name: 'Chart of Revenue over time; the table below lists the same values' })).toBeTruthy();
    // Dates are listed, not charted.
    const dates = screen.getByRole('table', { name: 'Launch date by period' });
    expect(within(dates).getAllByRole('row')[1].textContent).toBe('Jan 2026Jan 15, 2026');
    expect(screen.queryByRole('img', { name: /Launch date/ })).toBeNull();
    expect(asked('StartupMetrics')[0]).toEqual({ startupId: 's1', from: null, to: null });
    // Staff report nothing from here: only founders have the button.
    expect(screen.queryByRole('button', { name: 'Update metrics' })).toBeNull();
  });
});
