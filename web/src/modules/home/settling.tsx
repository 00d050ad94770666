import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The home grid is shown once every widget has its first answer, so that its cards appear in
 * place instead of pushing one another down as each arrives (a card moving under the pointer is
 * how people click the wrong thing). A widget that never says so is waited for no longer than this.
 */
export const SETTLING_LIMIT_MS = 2500;

const Report = createContext<(widgetId: string) => void>(() => {});
const WidgetId = createContext('');

/** Said by each home widget: `settled` once its first answer (or error) is in, even if it then shows nothing. */
export function useWidgetSettled(settled: boolean): void {
  const report = useContext(Report);
  const id = useContext(WidgetId);
  useEffect(() => {
    if (settled) report(id);
  }, [settled, report, id]);
}

/** Names the widget its children belong to, for `useWidgetSettled`. */
export function WidgetScope({ id, children }: { id: string; children: ReactNode }) {
  return <WidgetId value={id}>{children}</WidgetId>;
}

/** Where the widgets of one grid report to (`report` from `useSettling`). */
export function SettlingReports({ report, children }: { report: (widgetId: string) => void; children: ReactNode }) {
  return <Report value={report}>{children}</Report>;
}

/** Whether every one of `widgetIds` has settled (or the limit has passed), and what they report through. */
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
