import { describe, expect, it, vi } from 'vitest';
import { IconCalendarPlus, IconChecklist } from '@tabler/icons-react';
import type { ApolloClient } from '@apollo/client';
import type { CreateEntry } from '../../app/features/types';
import { runCreateEntry } from './run';

const TASKS: CreateEntry = { id: 'task', labelKey: 'x:task', icon: IconChecklist, permission: 'TASK/TASK:DELETE', to: '/tasks' };
const client = {} as ApolloClient;

describe('runCreateEntry (spec 1 §2.10)', () => {
  it('opens the target page with the create flag in the navigation state', async () => {
    const navigate = vi.fn();
    await runCreateEntry(TASKS, { navigate, client });
    expect(navigate).toHaveBeenCalledWith('/tasks', { state: { create: true } });
  });

  it('runs the action its feature declared, with the router and the API client, instead of navigating', async () => {
    const navigate = vi.fn();
    const run = vi.fn(async () => undefined);
    const draft: CreateEntry = { id: 'event', labelKey: 'x:event', icon: IconCalendarPlus, permission: 'EVENT:CREATE', to: '/events', run };
    await runCreateEntry(draft, { navigate, client });
    expect(run).toHaveBeenCalledWith({ navigate, client });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a failed action reach the menu, which says so', async () => {
    const failing: CreateEntry = { id: 'event', labelKey: 'x:event', icon: IconCalendarPlus, run: () => Promise.reject(new Error('refused')) };
    await expect(runCreateEntry(failing, { navigate: vi.fn(), client })).rejects.toThrow('refused');
  });
});
