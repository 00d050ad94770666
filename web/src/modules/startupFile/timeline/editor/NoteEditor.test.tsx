import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { NoteEditor } from './NoteEditor';

describe('NoteEditor', () => {
  it('shows the note as rich text with a labelled toolbar and writing area', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <NoteEditor
        initialHtml='<p>Hello <strong>team</strong> <span data-type="mention" data-id="u1" data-label="Ana Lopez">@Ana Lopez</span></p>'
        label="Note"
        people={[{ _id: 'u1', fullName: 'Ana Lopez' }]}
        onChange={onChange}
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Note' });
    expect(area.querySelector('strong')?.textContent).toBe('team');
    // A stored mention is read back as a mention, ready to be saved again as one.
    expect(area.querySelector('[data-type="mention"]')?.getAttribute('data-id')).toBe('u1');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Numbered list' })).toBeTruthy();
  });
});
