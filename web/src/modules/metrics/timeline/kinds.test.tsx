import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { categorizationUpdateKind, topLevelSubmittedKind } from './kinds';

const value = (id: string, name: string, unitType: string, value: string, metadata: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  isPoint0: false,
  value,
  dateValue: null,
  unit: unitType === 'MONETARY' ? 'EUR' : null,
  metric: { _id: `m-${id}`, name, unitOfMeasure: { unitType, customName: null } },
  metadata: { diff: null, change: null, useArrow: false, tone: 'blue', ...metadata },
  ...extra,
});

const post = {
  __typename: 'TopLevelDataSubmittedEvent',
  _id: 'e1',
  createdAt: '2025-02-03T10:00:00.000Z',
  createdBy: null,
  dueDate: '2025-02-10',
  from: '2025-01-01',
  data: [
    value('a', 'Revenue', 'MONETARY', '1250.5', { diff: 250.5, change: 25.05, useArrow: true, tone: 'green' }),
    value('b', 'Customers', 'CUSTOMER', '40', { diff: -60, change: -60, useArrow: true, tone: 'red' }),
    value('c', 'Employees', 'EMPLOYEE', '3', {}, { isPoint0: true }),
  ],
  editedBy: { editedBy: { _id: 'u1', fullName: 'Sam Staff' }, editedAt: '2025-02-04T09:00:00.000Z', onBehalf: true },
};

describe('metrics posts on the timeline', () => {
  it('shows each value with its change in the indicator colours, and who entered them on the founders’ behalf', async () => {
    const { Component } = topLevelSubmittedKind;
    await renderWithApollo(<Component item={post} startupId="s1" />);
    const card = screen.getByRole('article', { name: 'Metrics submitted' });
    expect(within(card).getByText('Metrics submitted for the period starting Jan 1, 2025')).toBeTruthy();
    expect(within(card).getByText('€1,250.50')).toBeTruthy();
    const up = within(card).getByLabelText('Up +25.05 %');
    expect(up.style.color).toBe('rgb(20, 184, 166)');
    expect(within(card).getByLabelText('Down -60 %').style.color).toBe('rgb(220, 38, 38)');
    expect(within(card).getByText('First value')).toBeTruthy();
    expect(within(card).getByText(/^Entered by Sam Staff on behalf of the founders on/)).toBeTruthy();
    expect(topLevelSubmittedKind.csvText?.(post, ((key: string) => key) as never)).toBe('Revenue: 1250.5 EUR; Customers: 40; Employees: 3');
  });

  it('lists the categorization answers', async () => {
    const { Component } = categorizationUpdateKind;
    const item = {
      __typename: 'DataCategorizationUpdate',
      _id: 'e2',
      createdAt: '2025-02-03T10:00:00.000Z',
      createdBy: null,
      delayReporting: false,
      answers: [{ key: 'HasFreeUsers', label: 'Do you have free users?', value: true }],
    };
    await renderWithApollo(<Component item={item} startupId="s1" />);
    const card = screen.getByRole('article', { name: 'Categorization answered' });
    expect(within(card).getByText('Do you have free users?').textContent).toContain('Yes');
  });
});
