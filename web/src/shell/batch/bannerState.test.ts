import { describe, expect, it } from 'vitest';
import { applyEvent, applySnapshot, bannerColor, dismissesItself, initialBanner, type BatchEventLike } from './bannerState';

const ev = (updateType: BatchEventLike['updateType'], count: number, extra: Partial<BatchEventLike> = {}): BatchEventLike => ({ updateType, count, total: 3, ...extra });

describe('batch banner state', () => {
  it('counts items and ends on the overall result', () => {
    let s = initialBanner(3);
    s = applyEvent(s, ev('VALIDATED', 0));
    s = applyEvent(s, ev('ITEM_PROCESSED', 1));
    s = applyEvent(s, ev('ITEM_FAILED', 2));
    expect(s).toEqual({ phase: 'running', count: 2, total: 3, processed: 1, failed: 1 });
    s = applyEvent(s, ev('ITEM_PROCESSED', 3));
    s = applyEvent(s, ev('PARTIALLY_SUCCEEDED', 3, { processed: 2, failed: 1 }));
    expect(s).toEqual({ phase: 'partial', count: 3, total: 3, processed: 2, failed: 1 });
    expect(bannerColor(s.phase)).toBe('orange');
    expect(dismissesItself(s.phase)).toBe(false);
  });

  it('never moves backwards when a snapshot or a late event arrives', () => {
    let s = applyEvent(initialBanner(3), ev('ITEM_PROCESSED', 2, { processed: 2, failed: 0 }));
    s = applySnapshot(s, { status: 'running', total: 3, processed: 1, failed: 0 });
    expect(s.count).toBe(2);
    s = applySnapshot(s, { status: 'succeeded', total: 3, processed: 3, failed: 0 });
    expect(s.phase).toBe('succeeded');
    expect(dismissesItself(s.phase)).toBe(true);
    expect(applyEvent(s, ev('ITEM_FAILED', 1)).phase).toBe('succeeded');
  });

  it('shows a refused operation as a validation failure in red', () => {
    const s = applyEvent(initialBanner(3), ev('VALIDATION_FAILED', 3, { failed: 3, processed: 0 }));
    expect(s.phase).toBe('validationFailed');
    expect(bannerColor(s.phase)).toBe('red');
    expect(applySnapshot(initialBanner(2), { status: 'failed', total: 2, processed: 0, failed: 2, error: 'x' }).phase).toBe('validationFailed');
    expect(applySnapshot(initialBanner(2), { status: 'failed', total: 2, processed: 0, failed: 2 }).phase).toBe('failed');
  });
});
