import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { REPORT_LINK_FORM, SUBMIT_REPORT_LINK } from './graphql';
import { ReportPage } from './ReportPage';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const TOKEN = 'a'.repeat(43);
const route = `/metrics/report/${TOKEN}`;

const item = {
  __typename: 'MetricData',
  id: 'd1',
  value: null,
  dateValue: null,
  number: null,
  explanation: null,
  previousNumber: null,
  onBehalf: false,
  enteredAt: null,
  enteredBy: null,
  metric: {
    __typename: 'Metric',
    _id: 'm1',
    name: 'Paying customers',
    description: 'Customers who paid this month.',
    category: 'non-tagged',
    calculated: false,
    formula: null,
    trackingRecurrence: { __typename: 'MetricTrackingRecurrence', amount: 1, type: 'monthly' },
    unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: 'CUSTOMER', customName: null },
  },
  metadata: { __typename: 'MetricDataMetadata', customLabel: null },
};

const form = {
  request: { query: REPORT_LINK_FORM, variables: { token: TOKEN } },
  result: {
    data: {
      reportLinkForm: {
        __typename: 'ReportLinkForm',
        startup: { __typename: 'ReportLinkStartup', _id: 's1', name: 'Acme Rockets' },
        period: {
          __typename: 'MetricPeriod',
          id: 'p1',
          from: '2025-03-01',
          to: '2025-03-31',
          dueDate: '2025-04-10',
          submittedAt: null,
          explanationFactor: 0,
          data: [item],
          validations: [],
        },
      },
    },
  },
};

const page = (
  <Routes>
    <Route path="/metrics/report/:token" element={<ReportPage />} />
  </Routes>
);

describe('ReportPage', () => {
  it('shows the startup and its period, sends the values with the token and thanks the founder', async () => {
    const result = vi.fn(() => ({ data: { submitReportLink: true } }));
    const submit = { request: { query: SUBMIT_REPORT_LINK, variables: { token: TOKEN, data: [{ metricDataId: 'd1', value: '12' }] } }, result };
    await renderWithApollo(page, { mocks: [form, submit], route });

    expect(await screen.findByText(/Acme Rockets: fill in your metrics/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Paying customers/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('says why a link no longer opens a form, and offers to sign in', async () => {
    const refused = { request: form.request, result: { errors: [new GraphQLError('This link is no longer valid.', { extensions: { code: 'NOT_FOUND' } })] } };
    await renderWithApollo(page, { mocks: [refused], route });
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This link is no longer valid.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
