import type { PermissionCriteria, PermissionKey } from '@seedbed/contracts/permissions';
import type { RoleType } from '@seedbed/contracts/roles';
import type { CreateEntry } from '../../app/features/types';

export interface CreateViewer {
  roleType: RoleType | null;
  /** The role's scope per key; an absent key is NONE. */
  permissions: Partial<Record<PermissionKey, PermissionCriteria>>;
}

/**
 * Spec 1 §6 "Create menu": an entry guarded by a permission needs it with any scope but NONE; an
 * entry guarded by roles needs one of them; an entry with both needs both.
 */
export function isCreatePermitted(entry: CreateEntry, viewer: CreateViewer): boolean {
  if (entry.permission) {
    const criteria = viewer.permissions[entry.permission];
    if (!criteria || criteria === 'NONE') return false;
  }
  if (entry.roles && !(viewer.roleType && entry.roles.includes(viewer.roleType))) return false;
  return true;
}

export function permittedCreateEntries(entries: readonly CreateEntry[], viewer: CreateViewer): CreateEntry[] {
  return entries.filter((entry) => isCreatePermitted(entry, viewer));
}
