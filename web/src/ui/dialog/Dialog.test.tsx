import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ConfirmHost } from '../feedback/confirm';
import { DateField } from '../form/DateField';
import { SelectField } from '../form/SelectFields';
import { TextField } from '../form/TextFields';
import { Dialog } from './Dialog';

function NewTaskLike({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [due, setDue] = useState<Date | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  return (
    <>
      <Dialog opened onClose={onClose} title="New task" dirty={name !== ''}>
        <TextField label="Name" value={name} onChange={(e) => setName(typeof e === 'string' ? e : e.currentTarget.value)} />
        <DateField label="Due date" value={due} onChange={setDue} valueFormat="YYYY-MM-DD" popoverProps={{ withinPortal: true }} />
        <SelectField label="Kind" value={kind} onChange={setKind} data={['Call', 'Meeting']} comboboxProps={{ withinPortal: true }} />
      </Dialog>
      <ConfirmHost />
    </>
  );
}

const pressEscape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });

describe('Dialog', () => {
  it('closes only the date picker on Escape, then itself', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<NewTaskLike onClose={onClose} />);
    const date = screen.getByLabelText('Due date');
    fireEvent.focus(date);
    fireEvent.click(date);
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());

    pressEscape(date);
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeTruthy();

    pressEscape(date);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes only a select's list on Escape", async () => {
    const onClose = vi.fn();
    await renderWithProviders(<NewTaskLike onClose={onClose} />);
    // The dialog first puts the focus in itself (a blur would close the list again).
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    const select = screen.getByLabelText('Kind', { selector: 'input' });
    select.focus();
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));

    pressEscape(select);
    await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before throwing away unsaved changes, and only the question closes on Escape', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<NewTaskLike onClose={onClose} />);
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Call the bank' } });

    pressEscape(name);
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(onClose).not.toHaveBeenCalled();

    // Escape in the question closes the question; the form and what was typed stay.
    pressEscape(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Call the bank');
    expect(question).toBeTruthy();

    // The close button asks too; discarding closes.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
