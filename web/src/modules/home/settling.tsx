import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The home grid is shown once every widget has its first answer, so that its cards appear in
 * place instead of pushing one another down as each arrives (a card moving under the pointer is
 * how people click the wrong thing). A widget that never says so is waited for no longer than this.
 */
export const SETTLING_LIMIT_MS = 2500;

const Settle = createContext<() => void>(() => {});

/** Said by each home widget: `settled` once its first answer (or error) is in, even if it then shows nothing. */
export function useWidgetSettled(settled: boolean): void {
  const settle = useContext(Settle);
  useEffect(() => {
    if (settled) settle();
  }, [settled, settle]);
}

/** One widget of the grid: what it says through `useWidgetSettled` is reported under its id. */
export function WidgetScope({ id, report, children }: { id: string; report: (widgetId: string) => void; children: ReactNode }) {
  const settle = useCallback(() => report(id), [report, id]);
  return <Settle value={settle}>{children}</Settle>;
}

/** Whether every one of `widgetIds` has settled (or the limit has passed), and what their scopes report to. */
export function useSettling(widgetIds: readonly string[]) {
  const [settledIds, setSettledIds] = useState<ReadonlySet<string>>(() => new Set());
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), SETTLING_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const report = useCallback((id: string) => setSettledIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id))), []);
  const settled = expired || widgetIds.every((id) => settledIds.has(id));
  return { settled, report };
}
