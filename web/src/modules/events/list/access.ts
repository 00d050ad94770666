import type { EventScope } from '@seedbed/contracts/events';
import type { PermissionKey } from '@seedbed/contracts/permissions';
import type { ShellUser } from '../../../app/features/types';

/** A key held with any scope but NONE (an absent key is NONE). */
export const holds = (user: Pick<ShellUser, 'permissions'> | null, key: PermissionKey) => {
  const criteria = user?.permissions[key];
  return Boolean(criteria) && criteria !== 'NONE';
};

/**
 * Which lists a person has (spec 3 §6): everyone the feed and their own events; planning (the events
 * they created) with EVENT:CREATE; unpublished drafts with EVENT:CREATE (their own) or EVENT:EDIT (all).
 */
export function mayOpenScope(user: Pick<ShellUser, 'permissions'> | null, scope: EventScope): boolean {
  if (scope === 'CREATED_BY_ME') return holds(user, 'EVENT:CREATE');
  if (scope === 'UNPUBLISHED') return holds(user, 'EVENT:CREATE') || holds(user, 'EVENT:EDIT');
  return true;
}

/** Who reads the organisation's event tags (contracts' TAG_READERS for IncubatorEvent). */
export const readsEventTags = (user: Pick<ShellUser, 'permissions'> | null) => holds(user, 'EVENT:CREATE') || holds(user, 'EVENT:EDIT');
