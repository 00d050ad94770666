import { isInGroup } from '@seedbed/contracts/roles';
import { STARTUP_MANAGERS } from '@seedbed/contracts/menu';
import type { ShellUser } from '../../../app/features/types';
import type { StartupBatchAction } from '../graphql';

/**
 * The bulk actions offered to this viewer. Selecting is for those who run the startups (the
 * server's STARTUP_MANAGERS: they archive and place startups in programmes); assigning
 * and tagging follow their permissions (any scope: the server checks each startup again, and a
 * startup out of the viewer's reach fails alone, counted in the banner).
 */
export function bulkActionsFor(user: ShellUser | null): StartupBatchAction[] {
  if (!user || !isInGroup(user.roleType, STARTUP_MANAGERS)) return [];
  const actions: StartupBatchAction[] = ['ADD_TO_PROGRAM'];
  if (user.permissions['STARTUP/ASSIGNATION_MEMBERS:EDIT']) actions.push('ASSIGN_PERSON');
  if (user.permissions['TAG:STARTUP:ADD']) actions.push('ADD_TAG');
  actions.push('ARCHIVE');
  return actions;
}
