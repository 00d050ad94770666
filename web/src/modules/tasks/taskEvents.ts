import { useEffect, useRef } from 'react';
import { createValueStore } from '../../app/store';
import type { Task } from './graphql';

export type TaskChangeKind = 'created' | 'updated' | 'deleted' | 'done' | 'undone';

export interface TaskChange {
  kind: TaskChangeKind;
  taskId: string;
  /** The task as the server answered, when it still exists. */
  task?: Task;
  /** Tells two identical changes apart, so that each one is heard. */
  sequence: number;
}

const lastChange = createValueStore<TaskChange | null>(null);
let sequence = 0;

/**
 * Something this person did to a task (the dialog, a checkbox, a menu). The lists on screen —
 * the page, the drawer — listen and refresh or animate, whichever of them did it.
 */
export function announceTaskChange(change: Omit<TaskChange, 'sequence'>): void {
  lastChange.set({ ...change, sequence: ++sequence });
}

export function useTaskChanges(onChange: (change: TaskChange) => void): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);
  useEffect(
    () =>
      lastChange.subscribe(() => {
        const change = lastChange.get();
        if (change) callback.current(change);
      }),
    [],
  );
}
