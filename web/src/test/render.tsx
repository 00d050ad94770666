import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../app/i18n/i18n';
import { theme } from '../app/theme';
import type { ResourceLanguage } from 'i18next';

// Every English catalogue, so a new namespace needs no change here.
export const english: ResourceLanguage = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../i18n/en/*.json', { eager: true, import: 'default' })).map(([path, data]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    data,
  ]),
);

export function createTestI18n() {
  return createI18n({ language: 'en', resources: { en: english } });
}

/** Renders with the real providers and the English catalogues, at a given address. */
export async function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const i18n = await createTestI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}
