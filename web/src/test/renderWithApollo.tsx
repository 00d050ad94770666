import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloLink } from '@apollo/client/link';
import type { MockLink } from '@apollo/client/testing';
import type { ResourceKey } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { createI18n } from '../app/i18n/i18n';
import { theme } from '../app/theme';

// Every English catalogue, so that any screen under test reads its real texts.
const english = import.meta.glob<ResourceKey>('../i18n/en/*.json', { import: 'default', eager: true });
const resources = { en: Object.fromEntries(Object.entries(english).map(([path, data]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), data])) };

/**
 * Renders with the real providers, the English catalogues and a real Apollo cache whose
 * network answers are the given mocks (or a link of the test's own, e.g. to push live events).
 */
export async function renderWithApollo(
  ui: ReactNode,
  { mocks = [], route = '/', link }: { mocks?: ReadonlyArray<MockLink.MockedResponse>; route?: InitialEntry; link?: ApolloLink } = {},
) {
  const i18n = await createI18n({ language: 'en', resources });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider mocks={mocks} link={link} mockLinkDefaultOptions={{ delay: 0 }}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}
