import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { DateField } from './DateField';
import { NumberField } from './NumberField';
import { SelectField } from './SelectFields';
import { TextField } from './TextFields';
import { useForm } from './useForm';
import { useRules } from './useRules';

interface Values {
  name: string;
  website: string;
  kind: string | null;
  due: Date | null;
  revenue: number | string;
}

const initial: Values = { name: '', website: '', kind: null, due: null, revenue: '' };

function SampleForm({ onValid }: { onValid: (values: Values) => void }) {
  const rules = useRules();
  const form = useForm(initial, {
    name: [rules.required('Name')],
    website: [rules.url('Website')],
    due: [rules.required('Due date'), rules.valid((value) => value instanceof Date && value.getFullYear() >= 2030)],
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField {...form.field('name')} label="Name" />
      <TextField {...form.field('website')} label="Website" optional />
      <SelectField {...form.field('kind')} label="Kind" data={['a', 'b']} optional />
      <DateField {...form.field('due')} label="Due date" valueFormat="YYYY-MM-DD" />
      <NumberField {...form.field('revenue')} label="Revenue" unit="MONETARY" optional />
      <output data-testid="due">{form.values.due instanceof Date ? form.values.due.toDateString() : String(form.values.due)}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('form layer', () => {
  it('marks optional labels and gives selects their placeholder', async () => {
    await renderWithProviders(<SampleForm onValid={vi.fn()} />);
    expect(screen.getByText('Website', { exact: false }).textContent).toBe('Website (Optional)');
    expect(screen.getByLabelText('Name').closest('.mantine-InputWrapper-root')?.textContent).not.toContain('(Optional)');
    expect(screen.getByPlaceholderText('Select...')).toBeTruthy();
  });

  it('shows an error only once the field is touched', async () => {
    await renderWithProviders(<SampleForm onValid={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(screen.queryByText('Name is a required field')).toBeNull();
    fireEvent.blur(name);
    expect(screen.getByText('Name is a required field')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ada' } });
    expect(screen.queryByText('Name is a required field')).toBeNull();

    const website = screen.getByLabelText(/Website/);
    fireEvent.change(website, { target: { value: 'not a url' } });
    expect(screen.queryByText('Website is not a valid url')).toBeNull();
    fireEvent.blur(website);
    expect(screen.getByText('Website is not a valid url')).toBeTruthy();
  });

  it('touches every field on submit and submits only valid values', async () => {
    const onValid = vi.fn();
    await renderWithProviders(<SampleForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is a required field')).toBeTruthy();
    expect(screen.getByText('Due date is a required field')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the form a Date and marks the date field touched on change', async () => {
    await renderWithProviders(<SampleForm onValid={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2024-05-01' } });
    expect(screen.getByTestId('due').textContent).toBe(new Date(2024, 4, 1).toDateString());
    // No blur happened, yet the rule's message shows: the change touched the field.
    expect(screen.getByText('Invalid field')).toBeTruthy();
  });

  it('masks an amount in the organisation currency', async () => {
    await renderWithProviders(<SampleForm onValid={vi.fn()} />);
    const revenue = screen.getByLabelText(/Revenue/) as HTMLInputElement;
    fireEvent.change(revenue, { target: { value: '1234.5' } });
    expect(revenue.value).toBe('$1,234.5');
  });
});
