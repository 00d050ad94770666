import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { of } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { CustomiseDashboardDialog } from './CustomiseDashboardDialog';

const languageValue = (value: string, language = 'en') => ({ __typename: 'LanguageValue', language, value });
const widget = (id: string, title: string, roleTypes: string[], position: number) => ({
  __typename: 'DashboardWidget',
  _id: id,
  kind: 'text',
  title: [languageValue(title)],
  body: [languageValue(`<p>${title}</p>`)],
  roleTypes,
  position,
});

/** A server that lists two texts and records every operation it is asked. */
function server() {
  const asked: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const list = [widget('w1', 'Demo Day on 12 March', [], 0), widget('w2', 'Office hours', ['cofounder', 'community_member'], 1)];
  const link = new ApolloLink((operation) => {
    asked.push({ name: operation.operationName ?? '', variables: operation.variables });
    if (operation.operationName === 'MoveDashboardWidget') return of({ data: { moveDashboardWidget: [list[1], list[0]] } });
    return of({ data: { dashboardWidgets: list } });
  });
  return { link, asked };
}

describe('customising the dashboard', () => {
  it('lists every text with who sees it, and moves one with the arrows', async () => {
    const { link, asked } = server();
    await renderWithApollo(<CustomiseDashboardDialog opened onClose={vi.fn()} />, { link });
    const list = await screen.findByRole('list', { name: 'Texts on the home page' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Demo Day on 12 MarchShown to: Everyone', 'Office hoursShown to: Co/Founder, Community Member']);
    expect((screen.getByRole('button', { name: 'Move “Demo Day on 12 March” up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move “Office hours” down' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move “Office hours” up' }));
    await waitFor(() => expect(asked.find((a) => a.name === 'MoveDashboardWidget')?.variables).toEqual({ widgetId: 'w2', position: 0 }));
  });

  it("checks a new text with the server's own rules before sending anything", async () => {
    const { link, asked } = server();
    await renderWithApollo(<CustomiseDashboardDialog opened onClose={vi.fn()} />, { link });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a text' }));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write a title in at least one language')).toBeTruthy();
    expect(screen.getByText('Write a text in at least one language')).toBeTruthy();
    expect(asked.some((a) => a.name === 'CreateDashboardWidget')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Welcome week' } });
    await waitFor(() => expect(screen.queryByText('Write a title in at least one language')).toBeNull());
    // What is written in one language is marked in the switch.
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLInputElement).value).toBe('English · written');
  });
});
