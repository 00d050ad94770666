import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { runCreateEntry } from '../../create/run';
import { declarations } from './declarations';

const entry = declarations.create?.find((e) => e.id === 'event');

describe('the Create menu’s Event entry (spec 1 §2.10)', () => {
  it('is offered to EVENT:CREATE holders', () => {
    expect(entry).toMatchObject({ permission: 'EVENT:CREATE', labelKey: 'events:create.entry' });
  });

  it('creates a draft with CreateIncubatorEvent, then opens its editor', async () => {
    const mutate = vi.fn(async () => ({ data: { createIncubatorEvent: { _id: 'ev-9' } } }));
    const navigate = vi.fn();
    await runCreateEntry(entry!, { navigate, client: { mutate } as unknown as ApolloClient });
    const sent = (mutate.mock.calls[0] as unknown as [{ mutation: Parameters<typeof print>[0] }])[0].mutation;
    expect(print(sent)).toContain('mutation CreateIncubatorEvent');
    expect(navigate).toHaveBeenCalledWith('/events/ev-9/edit');
  });

  it('lets a refusal reach the menu, which says so, and goes nowhere', async () => {
    const navigate = vi.fn();
    const mutate = vi.fn(() => Promise.reject(new Error('Forbidden')));
    await expect(runCreateEntry(entry!, { navigate, client: { mutate } as unknown as ApolloClient })).rejects.toThrow('Forbidden');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the lists in the shell', () => {
  it('declare the four routes, the sidebar group with the top bar rule, and the search destination', () => {
    expect(declarations.routes?.map((r) => [r.path, r.access?.permission ?? null])).toEqual([
      ['events', null],
      ['events/my-events', null],
      ['events/planning', 'EVENT:CREATE'],
      ['events/unpublished', null],
    ]);
    expect(declarations.menu?.map((m) => [m.name, m.path])).toEqual([
      ['events', '/events'],
      ['eventsMine', '/events/my-events'],
      ['eventsPlanning', '/events/planning'],
      ['eventsUnpublished', '/events/unpublished'],
    ]);
    expect(declarations.menu?.[0].topNav?.order).toBe(60);
    expect(declarations.search).toEqual([expect.objectContaining({ menuName: 'events', path: '/events' })]);
  });
});
