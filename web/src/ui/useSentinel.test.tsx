import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SENTINEL_THRESHOLD, useSentinel } from './useSentinel';

const observed: Array<{ options?: IntersectionObserverInit; disconnected: boolean; report: (visible: boolean) => void }> = [];

vi.stubGlobal(
  'IntersectionObserver',
  class {
    private entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { options, disconnected: false, report: (visible: boolean) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never) };
      observed.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  },
);

afterEach(() => {
  observed.length = 0;
});

function List({ onVisible, enabled, round }: { onVisible: () => void; enabled: boolean; round: number }) {
  const ref = useSentinel<HTMLDivElement>(onVisible, { enabled, round });
  return <div ref={ref} />;
}

describe('useSentinel', () => {
  it('reports when a fifth of the sentinel is in view, not when it leaves', () => {
    const onVisible = vi.fn();
    render(<List onVisible={onVisible} enabled round={16} />);
    expect(observed[0].options?.threshold).toBe(SENTINEL_THRESHOLD);
    expect(SENTINEL_THRESHOLD).toBe(0.2);
    observed[0].report(false);
    expect(onVisible).not.toHaveBeenCalled();
    observed[0].report(true);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('observes afresh for each round, and not at all when disabled', () => {
    const onVisible = vi.fn();
    const view = render(<List onVisible={onVisible} enabled round={16} />);
    view.rerender(<List onVisible={onVisible} enabled round={32} />);
    expect(observed).toHaveLength(2);
    expect(observed[0].disconnected).toBe(true);
    view.rerender(<List onVisible={onVisible} enabled={false} round={32} />);
    expect(observed).toHaveLength(2);
    expect(observed[1].disconnected).toBe(true);
  });
});
