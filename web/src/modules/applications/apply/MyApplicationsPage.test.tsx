import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { MY_APPLICATIONS } from './graphql';
import { MyApplicationsPage } from './MyApplicationsPage';

const application = (id: string, funnel: string, status: string, kind: string, roundOpen = true) => ({
  __typename: 'MyApplication',
  _id: id,
  name: `Project ${id}`,
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  submittedAt: null,
  funnel: { __typename: 'Funnel', _id: `f-${id}`, name: funnel },
  round: { __typename: 'FunnelRound', _id: `r-${id}`, name: 'Intake', closesAt: null },
  nextStep: { __typename: 'ApplicationNextStep', kind, roundId: `r-${id}`, roundOpen },
});

const mine = (list: object[]) => ({ request: { query: MY_APPLICATIONS }, result: { data: { myApplications: list } } });

describe('MyApplicationsPage', () => {
  it('shows each application with its programme, status, round and next step', async () => {
    await renderWithApollo(<MyApplicationsPage />, {
      mocks: [
        mine([
          application('a1', 'Spring programme', 'draft', 'FILL_FORM'),
          application('a2', 'Autumn programme', 'under_review', 'WAITING'),
          application('a3', 'Winter programme', 'draft', 'FILL_FORM', false),
          application('a4', 'Summer programme', 'accepted', 'DECIDED'),
        ]),
      ],
      route: '/applications',
    });

    const spring = await screen.findByRole('article', { name: 'Spring programme' });
    expect(within(spring).getByText('Draft')).toBeTruthy();
    expect(within(spring).getByText('Round: Intake')).toBeTruthy();
    expect(within(spring).getByText('Finish the form and send your application.')).toBeTruthy();
    expect(within(spring).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/application/a1/forms/r-a1/fill');

    const autumn = screen.getByRole('article', { name: 'Autumn programme' });
    expect(within(autumn).getByText('Under review')).toBeTruthy();
    expect(within(autumn).getByText(/reviewing your application/)).toBeTruthy();
    expect(within(autumn).getByRole('link', { name: 'View' })).toBeTruthy();

    const winter = screen.getByRole('article', { name: 'Winter programme' });
    expect(within(winter).getByText('This round is closed: it no longer takes answers.')).toBeTruthy();
    expect(within(winter).queryByRole('link', { name: 'Continue' })).toBeNull();

    const summer = screen.getByRole('article', { name: 'Summer programme' });
    expect(within(summer).getByText('Accepted')).toBeTruthy();
    expect(within(summer).getByText('Congratulations, your application was accepted.')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Explore programmes' }).getAttribute('href')).toBe('/apply/explore');
  });

  it('says when there is nothing yet and points to the programmes', async () => {
    await renderWithApollo(<MyApplicationsPage />, { mocks: [mine([])], route: '/applications' });
    expect(await screen.findByText(/You have no applications yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore programmes' })).toBeTruthy();
  });
});
