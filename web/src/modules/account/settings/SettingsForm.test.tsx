import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { UPDATE_MY_SETTINGS } from '../graphql';
import { SettingsForm } from './SettingsForm';

beforeAll(() => {
  // jsdom lays nothing out; Mantine's option list scrolls the chosen option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const saved = (variables: { language: string; timezone: string; dateFormat: string | null }) => {
  const result = vi.fn(() => ({ data: { updateMySettings: { __typename: 'User', _id: 'me', ...variables } } }));
  return { mock: { request: { query: UPDATE_MY_SETTINGS, variables }, result }, result };
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

async function choose(label: RegExp, option: string | RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('SettingsForm', () => {
  it('requires a time zone and sends nothing until one is chosen', async () => {
    const { mock, result } = saved({ language: 'en', timezone: 'Asia/Tokyo', dateFormat: null });
    await renderWithApollo(<SettingsForm initial={{ language: 'en', timezone: '', dateFormat: 'language' }} />, { mocks: [mock] });

    submit();
    expect(await screen.findByText('Timezone is a required field')).toBeTruthy();
    expect(result).not.toHaveBeenCalled();
  });

  it('refuses a time zone the browser does not know, as the server would', async () => {
    const { mock, result } = saved({ language: 'en', timezone: 'Mars/Olympus', dateFormat: null });
    await renderWithApollo(<SettingsForm initial={{ language: 'en', timezone: 'Mars/Olympus', dateFormat: 'language' }} />, { mocks: [mock] });

    submit();
    expect(await screen.findByText('Invalid field')).toBeTruthy();
    expect(result).not.toHaveBeenCalled();
  });

  it('shows no error before the form is touched', async () => {
    await renderWithApollo(<SettingsForm initial={{ language: 'en', timezone: '', dateFormat: 'language' }} />);
    expect(screen.queryByText('Timezone is a required field')).toBeNull();
  });

  it('saves the choices, then switches the interface to the chosen language', async () => {
    const { mock, result } = saved({ language: 'fr', timezone: 'Europe/Paris', dateFormat: 'dd MMMM, yy' });
    const { i18n } = await renderWithApollo(<SettingsForm initial={{ language: 'en', timezone: 'Europe/Paris', dateFormat: 'language' }} />, {
      mocks: [mock],
    });

    await choose(/^Language/, 'Français');
    await choose(/^Date format/, /^dd MMMM, yy/);
    submit();

    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect((await screen.findByRole('status')).textContent).toContain('Your preferences are saved.');
  });
});
