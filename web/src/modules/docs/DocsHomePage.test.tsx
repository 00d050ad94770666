import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApollo } from '../../test/renderWithApollo';
import { DOCS_INDEX } from './graphql';
import { DocsHomePage } from './DocsHomePage';
import { DocPage } from './DocPage';
import { shellUserMock } from '../../test/shellUser';

const founder = shellUserMock({ roleType: 'cofounder' });

const teamDocs: MockLink.MockedResponse = {
  request: { query: DOCS_INDEX, variables: { userType: 'incubator', language: 'en' } },
  result: {
    data: {
      docs: [
        {
          __typename: 'DocSummary',
          title: 'Roles and permissions',
          description: 'Who may do what.',
          slug: 'roles-and-permissions',
          language: 'en',
          doc_categories: [{ __typename: 'DocCategory', categoryName: 'Your organisation', slug: 'organisation' }],
          user_types_visibility: [{ __typename: 'DocUserTypeVisibility', type: 'incubator', userTypeSlug: 'incubator' }],
        },
      ],
    },
  },
};

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

async function visit(path: string, mocks: MockLink.MockedResponse[]) {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/docs/user/:userType" element={<DocsHomePage />} />
        <Route path="/docs/user/:userType/category/:category/doc/:slug" element={<DocPage />} />
      </Routes>
      <Address />
    </>,
    { mocks, route: path },
  );
}

describe('documentation addresses', () => {
  it("list a role type's documents: /docs/user/admin shows the programme team's", async () => {
    await visit('/docs/user/admin', [founder, teamDocs]);
    expect(await screen.findByRole('link', { name: 'Roles and permissions' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Programme team' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/docs/user/incubator');
    expect(screen.queryByText(/Invalid field|Try again/)).toBeNull();
  });

  it("move a page addressed by role type to its audience's address", async () => {
    await visit('/docs/user/admin&coach/category/organisation/doc/roles-and-permissions', [founder]);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/docs/user/incubator/category/organisation/doc/roles-and-permissions'));
  });

  it("say that an unknown audience's page does not exist, and lead to the reader's own documentation", async () => {
    await visit('/docs/user/nobody', [founder]);
    expect(await screen.findByRole('heading', { name: 'This documentation page does not exist.' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Browse all the documentation' }).getAttribute('href')).toBe('/docs/user/founder'));
    expect(screen.queryByText(/Invalid field|Try again/)).toBeNull();
  });
});
