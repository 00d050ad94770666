import { createValueStore } from '../../../app/store';

export type TaskDialogRequest = { mode: 'create' } | { mode: 'edit'; taskId: string };

/** The task dialog is one overlay of the frame; any screen asks it to open through here. */
export const taskDialogRequest = createValueStore<TaskDialogRequest | null>(null);

export const openNewTaskDialog = () => taskDialogRequest.set({ mode: 'create' });
export const openEditTaskDialog = (taskId: string) => taskDialogRequest.set({ mode: 'edit', taskId });
export const closeTaskDialog = () => taskDialogRequest.set(null);
