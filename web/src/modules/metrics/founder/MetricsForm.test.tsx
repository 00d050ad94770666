import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { FounderMetricsForm } from './FounderMetricsForm';
import { period } from './testData';

async function open(answers: Parameters<typeof operationServer>[0]) {
  const server = operationServer(answers);
  await renderWithApollo(<FounderMetricsForm startupId="s1" />, { link: server.link });
  return server;
}

const type = (name: string, value: string) => {
  const field = screen.getByRole('textbox', { name });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('the metrics form', () => {
  it("checks values in the browser with the spec's messages, sending nothing until they hold", async () => {
    const server = await open({ DataForMetricsForm: { data: { dataForMetricsForm: [period()] } } });
    const card = await screen.findByRole('region', { name: 'Jan 1, 2025 – Jan 31, 2025' });
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await within(card).findByText('You need to fill at least one of these fields')).toBeTruthy();

    type('Customers', 'abc');
    type('Revenue', 'lots');
    expect(await within(card).findByText('Invalid number')).toBeTruthy();
    expect(within(card).getByText('Invalid amount')).toBeTruthy();

    type('Customers', '1000');
    expect(await within(card).findByText('This must be less than 1000')).toBeTruthy();
    // Thirty times fewer customers than last period: the founder is asked why.
    type('Customers', '3');
    expect(await within(card).findByText('Please explain this change')).toBeTruthy();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Why did this value change so much?' }), { target: { value: 'We pivoted' } });
    type('Revenue', '1,234.5');
    expect((screen.getByRole('textbox', { name: 'Revenue' }) as HTMLInputElement).value).toBe('1,234.50');
    // The calculated margin follows, read-only.
    expect((screen.getByRole('textbox', { name: 'Margin' }) as HTMLInputElement).value).toBe('2,469.00');
    expect(server.asked('SetMetricDataValues')).toEqual([]);
  });

  it("sends canonical values and shows the server's messages on their fields", async () => {
    const server = await open({
      DataForMetricsForm: { data: { dataForMetricsForm: [period()] } },
      SetMetricDataValues: {
        errors: [
          {
            message: 'This must be less than 200',
            extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'data.d-customers', message: 'This must be less than 200' }] },
          },
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Jan 1, 2025 – Jan 31, 2025' });
    type('Customers', '250');
    type('Revenue', '$1,500');
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(server.asked('SetMetricDataValues')).toEqual([
        {
          data: [
            { metricDataId: 'd-customers', value: '250' },
            { metricDataId: 'd-revenue', value: '1500' },
          ],
        },
      ]),
    );
    expect(await within(card).findByText('This must be less than 200')).toBeTruthy();
  });

  it("says 'Metrics are up to date.' when nothing waits, and shows a failed query's text", async () => {
    await open({ DataForMetricsForm: { data: { dataForMetricsForm: [] } } });
    expect(await screen.findByText('Metrics are up to date.')).toBeTruthy();
  });

  it('shows the error of a query that failed', async () => {
    await open({ DataForMetricsForm: { errors: [{ message: 'The date received for this data update is invalid', extensions: { code: 'NOT_FOUND' } }] } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('The date received for this data update is invalid'));
  });
});
