import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { initialBanner } from './bannerState';
import { announceBatchFinished, dismissBatch, familyOfKind, forgetBatches, outcomeKeyOfKind, resumeBatches, trackBatch, trackedBatches, useBatchFinished } from './batchStore';

afterEach(() => forgetBatches());

describe('the running operations the shell shows', () => {
  it('keeps one banner per operation, in the order they started', () => {
    trackBatch({ operationId: 'a', family: 'users', total: 2 });
    trackBatch({ operationId: 'b', family: 'startups', total: 5 });
    trackBatch({ operationId: 'a', family: 'users', total: 2 });
    expect(trackedBatches.get().map((b) => b.operationId)).toEqual(['a', 'b']);
    dismissBatch('a');
    expect(trackedBatches.get().map((b) => b.operationId)).toEqual(['b']);
  });

  it("tells the family from the server's kind, whatever its spelling", () => {
    expect(familyOfKind('USER:ROLE')).toBe('users');
    expect(familyOfKind('startup.ADD_TAG')).toBe('startups');
    expect(familyOfKind('startup.archive')).toBe('startups');
    expect(familyOfKind('export.csv')).toBeNull();
    expect(outcomeKeyOfKind('startup.ADD_TO_PROGRAM')).toBe('startups:batch.outcome.ADD_TO_PROGRAM');
    expect(outcomeKeyOfKind('startup.assignPerson')).toBe('startups:batch.outcome.ASSIGN_PERSON');
    expect(outcomeKeyOfKind('USER:ROLE')).toBe('people:batch.outcome.role');
    expect(outcomeKeyOfKind('USER:STATUS')).toBeUndefined();
  });

  it('brings back after a reload the operations still running, except those closed by hand', () => {
    trackBatch({ operationId: 'closed', family: 'startups', total: 4 });
    dismissBatch('closed');
    resumeBatches([
      { _id: 'closed', kind: 'startup.ARCHIVE', total: 4 },
      { _id: 'open', kind: 'startup.ARCHIVE', total: 7 },
      { _id: 'unknown', kind: 'export.csv', total: 1 },
    ]);
    expect(trackedBatches.get()).toEqual([{ operationId: 'open', family: 'startups', total: 7, outcomeKey: 'startups:batch.outcome.ARCHIVE' }]);
  });

  it('tells the open pages of the same family that an operation ended', () => {
    const startups = vi.fn();
    const users = vi.fn();
    renderHook(() => {
      useBatchFinished('startups', startups);
      useBatchFinished('users', users);
    });
    const batch = { operationId: 'x', family: 'startups' as const, total: 1 };
    announceBatchFinished(batch, { ...initialBanner(1), phase: 'succeeded', processed: 1, count: 1 });
    expect(startups).toHaveBeenCalledTimes(1);
    expect(users).not.toHaveBeenCalled();
  });
});
