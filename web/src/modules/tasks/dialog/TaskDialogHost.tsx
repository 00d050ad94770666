import '../styles';
import { useEffect, useState } from 'react';
import { useStoreValue } from '../../../app/store';
import { closeTaskDialog, taskDialogRequest, type TaskDialogRequest } from './taskDialogStore';
import { lazyComponent } from '../../../ui/lazyComponent';

// The dialog's code (its form, pickers and checks) downloads when it first opens, not with every page.
const TaskDialog = lazyComponent(async () => (await import('./TaskDialog')).TaskDialog);

/**
 * Mounted in the signed-in frame, so that the drawer's 'Add Task', the Create menu and any list
 * can open the one task dialog from whatever page is shown.
 */
export function TaskDialogHost() {
  const request = useStoreValue(taskDialogRequest);
  // The last request stays rendered while the dialog plays its closing transition.
  const [shown, setShown] = useState<TaskDialogRequest | null>(request);
  useEffect(() => {
    if (request) setShown(request);
  }, [request]);
  // Leaving the app's frame (signing out) must not reopen a stale dialog later.
  useEffect(() => () => closeTaskDialog(), []);

  if (!shown) return null;
  const key = shown.mode === 'edit' ? `edit-${shown.taskId}` : 'create';
  return <TaskDialog key={key} request={shown} opened={request !== null} onClose={closeTaskDialog} />;
}
