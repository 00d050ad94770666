import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../app/i18n/i18n';
import { theme } from '../app/theme';
import auth from '../i18n/en/auth.json';
import common from '../i18n/en/common.json';
import validation from '../i18n/en/validation.json';

/** Renders with the real providers and the English catalogues, at a given address. */
export async function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const i18n = await createI18n({ language: 'en', resources: { en: { common, auth, validation } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}
