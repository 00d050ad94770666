import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../../../test/renderWithApollo';
import { MY_APPLICATIONS } from '../graphql';
import { MyApplicationsWidget } from './MyApplicationsWidget';

const application = (id: string, kind: string) => ({
  __typename: 'MyApplication',
  _id: id,
  name: `Project ${id}`,
  status: kind === 'FILL_FORM' ? 'draft' : 'under_review',
  createdAt: '2025-01-01T00:00:00.000Z',
  submittedAt: null,
  funnel: { __typename: 'Funnel', _id: `f-${id}`, name: `Programme ${id}` },
  round: { __typename: 'FunnelRound', _id: `r-${id}`, name: 'Intake', closesAt: null },
  nextStep: { __typename: 'ApplicationNextStep', kind, roundId: `r-${id}`, roundOpen: true },
});
const mine = (list: object[]) => ({ request: { query: MY_APPLICATIONS }, result: { data: { myApplications: list } } });

describe('MyApplicationsWidget', () => {
  it('shows the latest applications with their next step, and leads to all of them', async () => {
    await renderWithApollo(<MyApplicationsWidget />, {
      mocks: [mine([application('a1', 'FILL_FORM'), application('a2', 'WAITING'), application('a3', 'WAITING'), application('a4', 'WAITING')])],
    });
    expect(await screen.findByText('Programme a1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/application/a1/forms/r-a1/fill');
    expect(screen.queryByText('Programme a4')).toBeNull();
    expect(screen.getByRole('link', { name: 'All my applications' }).getAttribute('href')).toBe('/applications');
  });

  it('points to the open programmes before the first application', async () => {
    await renderWithApollo(<MyApplicationsWidget />, { mocks: [mine([])] });
    expect(await screen.findByText('You have not applied to a programme yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore programmes' }).getAttribute('href')).toBe('/apply/explore');
  });
});
