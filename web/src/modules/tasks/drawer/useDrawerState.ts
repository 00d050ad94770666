import { useCallback, useEffect, useRef, useState } from 'react';
import { useTaskChanges } from '../taskEvents';
import { belongsInDrawer, comeBack, emptyDrawerState, finishLeaving, startLeaving, withFresh, type DrawerState } from './drawerList';

/** Spec 1 §9: a task leaves the drawer in 2 s. */
export const LEAVE_MS = 2_000;

/**
 * The list state of today's tasks (the drawer, the home widget), kept in step with the changes
 * made anywhere in the app: a ticked or deleted task fades, then goes after LEAVE_MS (`leave`,
 * also for tasks removed live); an unticked one comes back; one the viewer makes for the window
 * comes in on top. The timers end with the list.
 */
export function useDrawerState(viewerId: string, windowEnd: Date) {
  const [state, setState] = useState<DrawerState>(emptyDrawerState);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const leave = useCallback((id: string) => {
    if (timers.current.has(id)) return;
    setState((s) => startLeaving(s, id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setState((s) => finishLeaving(s, id));
      }, LEAVE_MS),
    );
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  useTaskChanges((change) => {
    if (change.kind === 'done' || change.kind === 'deleted') leave(change.taskId);
    else if (change.kind === 'undone') {
      clearTimeout(timers.current.get(change.taskId));
      timers.current.delete(change.taskId);
      setState((s) => comeBack(s, change.taskId));
    } else if (change.kind === 'created' && change.task && belongsInDrawer(change.task, viewerId, windowEnd)) {
      setState((s) => withFresh(s, change.task!));
    }
  });
  return { state, leave };
}
