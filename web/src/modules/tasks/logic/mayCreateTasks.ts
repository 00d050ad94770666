import type { ShellUser } from '../../../app/features/types';

/**
 * Whether the person may add tasks: TASK/TASK:DELETE with any scope but NONE (ASSIGNED limits it
 * to their startups), the rule the server applies to createTask. The drawer's and the tasks
 * page's 'Add Task' both follow it, so neither offers a form the server would refuse.
 */
export function mayCreateTasks(user: Pick<ShellUser, 'permissions'> | null | undefined): boolean {
  const scope = user?.permissions['TASK/TASK:DELETE'];
  return scope === 'ALL' || scope === 'ASSIGNED';
}
