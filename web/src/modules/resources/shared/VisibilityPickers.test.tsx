import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { audienceSummary, type Audience, VisibilityPickers } from './VisibilityPickers';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const ROLES = [
  { value: 'coach', label: 'Coach' },
  { value: 'cofounder', label: 'Co/Founder' },
  { value: 'mentor', label: 'Mentor' },
];
const PROGRAMS = [
  { value: 'p1', label: 'Climate Accelerator' },
  { value: 'p2', label: 'Health Tech' },
];

function Harness({ enabled, initial, onChange }: { enabled: boolean; initial: Audience; onChange: (next: Audience) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <VisibilityPickers
      enabled={enabled}
      scope="resource"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      roles={ROLES}
      programs={PROGRAMS}
    />
  );
}

describe('the visibility pickers', () => {
  it('are not shown at all without the plan’s resourceVisibility', async () => {
    await renderWithApollo(<Harness enabled={false} initial={{ roleTypes: [], programIds: [] }} onChange={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Who sees it' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keep a resource to chosen roles and programmes, each kept apart', async () => {
    const onChange = vi.fn();
    await renderWithApollo(<Harness enabled initial={{ roleTypes: ['coach'], programIds: [] }} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Who sees it' });
    expect(within(group).getByText(/narrows the section/)).toBeTruthy();
    // What the resource holds shows as chosen.
    expect(within(group).getAllByText('Coach').length).toBeGreaterThan(0);

    fireEvent.click(within(group).getByRole('combobox', { name: 'Programmes' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Climate Accelerator' }));
    expect(onChange).toHaveBeenLastCalledWith({ roleTypes: ['coach'], programIds: ['p1'] });

    fireEvent.click(within(group).getByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mentor' }));
    expect(onChange).toHaveBeenLastCalledWith({ roleTypes: ['coach', 'mentor'], programIds: ['p1'] });
  });

  it('say who a record is kept for in words, or nothing when it is open to everyone', () => {
    expect(audienceSummary({ roleTypes: [], programIds: [] }, ROLES, PROGRAMS)).toBeNull();
    expect(audienceSummary({ roleTypes: ['coach', 'mentor'], programIds: ['p2'] }, ROLES, PROGRAMS)).toBe('Coach, Mentor · Health Tech');
    expect(audienceSummary({ roleTypes: [], programIds: ['p1', 'gone'] }, ROLES, PROGRAMS)).toBe('Climate Accelerator, gone');
  });
});
