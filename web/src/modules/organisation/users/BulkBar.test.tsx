import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { BulkBar } from './BulkBar';

describe('BulkBar', () => {
  it('stays in view below the top bar while rows further down are selected', async () => {
    await renderWithProviders(<BulkBar count={2} onArchive={vi.fn()} onClear={vi.fn()} />);
    const bar = screen.getByTestId('bulk-bar');
    const style = getComputedStyle(bar);
    expect(style.position).toBe('sticky');
    expect(bar.style.top).toContain('--app-shell-header-offset');
    expect(Number(style.zIndex)).toBeGreaterThan(0);
    expect(screen.getByText('2 people selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
  });
});
