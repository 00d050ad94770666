import type { Task } from '../graphql';

export interface DrawerState {
  /** Pending tasks of the viewer created here since the drawer loaded, newest first. */
  fresh: Task[];
  /** Tasks playing their leaving animation (done or deleted). */
  leaving: ReadonlySet<string>;
  /** Tasks that have left; kept out even if a page answered before they changed. */
  gone: ReadonlySet<string>;
}

export interface DrawerItem {
  task: Task;
  motion?: 'enter' | 'leave';
}

export const emptyDrawerState = (): DrawerState => ({ fresh: [], leaving: new Set(), gone: new Set() });

/**
 * What the drawer lists (spec 1 §4): a task the viewer just created for themself comes first,
 * entering; done or deleted ones stay while they leave, then are gone; the server's pages follow.
 */
export function drawerItems(pages: readonly Task[], state: DrawerState): DrawerItem[] {
  const freshIds = new Set(state.fresh.map((t) => t._id));
  const listed = [...state.fresh, ...pages.filter((t) => !freshIds.has(t._id))];
  const seen = new Set<string>();
  return listed.flatMap((task) => {
    if (state.gone.has(task._id) || seen.has(task._id)) return [];
    seen.add(task._id);
    const motion = state.leaving.has(task._id) ? 'leave' : freshIds.has(task._id) ? 'enter' : undefined;
    return [{ task, motion }];
  });
}

/** A created task belongs on top when it is the viewer's, still pending, and due inside the window. */
export function belongsInDrawer(task: Task, viewerId: string, windowEnd: Date): boolean {
  const own = task.assignees.find((a) => a.user?._id === viewerId);
  return Boolean(own && !own.done && new Date(task.dueDate).getTime() < windowEnd.getTime());
}

export const withFresh = (state: DrawerState, task: Task): DrawerState => ({ ...state, fresh: [task, ...state.fresh.filter((t) => t._id !== task._id)] });
export const startLeaving = (state: DrawerState, id: string): DrawerState => ({ ...state, leaving: new Set(state.leaving).add(id) });
export function finishLeaving(state: DrawerState, id: string): DrawerState {
  const leaving = new Set(state.leaving);
  leaving.delete(id);
  return { ...state, leaving, gone: new Set(state.gone).add(id) };
}
/** A task ticked back to pending comes back into the list. */
export function comeBack(state: DrawerState, id: string): DrawerState {
  const leaving = new Set(state.leaving);
  const gone = new Set(state.gone);
  leaving.delete(id);
  gone.delete(id);
  return { ...state, leaving, gone };
}
