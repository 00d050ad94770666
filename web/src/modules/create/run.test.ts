import { describe, expect, it, vi } from 'vitest';
import { IconCalendarPlus, IconChecklist } from '@tabler/icons-react';
import type { To } from 'react-router';
import type { CreateEntry } from '../../app/features/types';
import { runCreateEntry } from './run';

const TASKS: CreateEntry = { id: 'task', labelKey: 'x:task', icon: IconChecklist, permission: 'TASK/TASK:DELETE', to: '/tasks' };
// No event feature exists yet; this is how it will declare its entry.
const EVENT: CreateEntry = { id: 'event', labelKey: 'x:event', icon: IconCalendarPlus, permission: 'EVENT:CREATE', action: 'createIncubatorEvent' };

describe('runCreateEntry (spec 1 §2.10)', () => {
  it('opens the target page with the create flag in the navigation state', async () => {
    const navigate = vi.fn();
    const createIncubatorEvent = vi.fn();
    await runCreateEntry(TASKS, { navigate, createIncubatorEvent });
    expect(navigate).toHaveBeenCalledWith('/tasks', { state: { create: true } });
    expect(createIncubatorEvent).not.toHaveBeenCalled();
  });

  it('creates the event first, then opens its editor with the returned id', async () => {
    const calls: string[] = [];
    const navigate = vi.fn((to: To | number) => void calls.push(`navigate ${String(to)}`));
    const createIncubatorEvent = vi.fn(async () => {
      calls.push('create');
      return { _id: 'ev 42' };
    });
    await runCreateEntry(EVENT, { navigate, createIncubatorEvent });
    expect(calls).toEqual(['create', 'navigate /events/ev%2042/edit']);
  });

  it('goes nowhere when the event could not be created', async () => {
    const navigate = vi.fn();
    await expect(runCreateEntry(EVENT, { navigate, createIncubatorEvent: () => Promise.reject(new Error('refused')) })).rejects.toThrow('refused');
    expect(navigate).not.toHaveBeenCalled();
  });
});
