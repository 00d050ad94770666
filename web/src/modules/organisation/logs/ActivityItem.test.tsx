import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ActivityItem } from './ActivityItem';

const now = new Date('2026-03-10T12:00:00Z');

describe('ActivityItem', () => {
  it("shows the sentence and how long ago, with the exact time as the time's name", async () => {
    await renderWithApollo(
      <ul>
        <ActivityItem
          now={now}
          entry={{
            _id: '1',
            kind: 'task.created',
            createdAt: '2026-03-10T11:57:00Z',
            actor: { _id: 'u', fullName: 'Amira Haddad', avatar: null },
            summary: 'Amira Haddad created the task “Pitch deck”',
          }}
        />
      </ul>,
    );
    expect(screen.getByText('Amira Haddad created the task “Pitch deck”')).toBeTruthy();
    const time = screen.getByText('3 minutes ago');
    expect(time.getAttribute('datetime')).toBe('2026-03-10T11:57:00Z');
    expect(time.getAttribute('aria-label')).toMatch(/March 10, 2026/);
    expect(time.tabIndex).toBe(0);
    expect(screen.queryByText(/Automatic/)).toBeNull();
  });

  it("marks what the organisation's automatic work did", async () => {
    await renderWithApollo(
      <ul>
        <ActivityItem
          now={now}
          entry={{ _id: '2', kind: 'task.completedAutomatically', createdAt: '2026-03-09T12:00:00Z', actor: null, summary: 'Seedbed completed 2 automatic tasks' }}
        />
      </ul>,
    );
    expect(screen.getByText(/Automatic/)).toBeTruthy();
    expect(screen.getByText('yesterday')).toBeTruthy();
  });
});
