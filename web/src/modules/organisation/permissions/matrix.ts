import { PERMISSIONS, PERMISSION_KEYS, permissionKeysByArea, type PermissionArea, type PermissionCriteria, type PermissionKey } from '@seedbed/contracts/permissions';
import type { EditableRole, UpdateRoleVariables } from '../roles/graphql';

/** What the server accepts for userAccess and startupAccess; NONE means no access. */
export const VISIBILITY_SETTINGS = ['ALL', 'ASSIGNED', 'NONE'] as const;
export type Visibility = (typeof VISIBILITY_SETTINGS)[number];

/** One role as the editor holds it while the admin works: every key of the registry has a value. */
export interface RoleDraft {
  permissions: Record<PermissionKey, PermissionCriteria>;
  userRoles: string[];
  userVisibility: Visibility;
  startupVisibility: Visibility;
}

const asVisibility = (value: string | null | undefined): Visibility => ((VISIBILITY_SETTINGS as readonly string[]).includes(value ?? '') ? (value as Visibility) : 'NONE');

export function draftOf(role: EditableRole): RoleDraft {
  const stored = new Map((role.permissions ?? []).map((p) => [p.key, p.permissionCriteria]));
  const permissions = Object.fromEntries(
    PERMISSION_KEYS.map((key) => {
      const criteria = stored.get(key);
      // A stored scope the key no longer accepts shows as NONE, so saving never sends it back.
      return [key, criteria && PERMISSIONS[key].scopes.includes(criteria) ? criteria : 'NONE'];
    }),
  ) as Record<PermissionKey, PermissionCriteria>;
  return {
    permissions,
    userRoles: [...(role.userAccess?.roles ?? [])],
    userVisibility: asVisibility(role.userAccess?.visibilitySettings),
    startupVisibility: asVisibility(role.startupAccess?.visibilitySettings),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** The update for a role: only the grants and access settings that differ from what is stored. */
export function changesOf(role: EditableRole, draft: RoleDraft): Omit<UpdateRoleVariables, 'roleId'> {
  const saved = draftOf(role);
  const permissions = PERMISSION_KEYS.filter((key) => saved.permissions[key] !== draft.permissions[key]).map((key) => ({
    key,
    permissionCriteria: draft.permissions[key],
  }));
  const changes: Omit<UpdateRoleVariables, 'roleId'> = {};
  if (permissions.length) changes.permissions = permissions;
  if (!sameSet(saved.userRoles, draft.userRoles) || saved.userVisibility !== draft.userVisibility) {
    changes.userAccess = { roles: draft.userRoles, visibilitySettings: draft.userVisibility };
  }
  if (saved.startupVisibility !== draft.startupVisibility) changes.startupAccess = { visibilitySettings: draft.startupVisibility };
  return changes;
}

export const isDirty = (role: EditableRole, draft: RoleDraft | undefined): boolean => Boolean(draft) && Object.keys(changesOf(role, draft!)).length > 0;

export function setGrant(draft: RoleDraft, key: PermissionKey, criteria: PermissionCriteria): RoleDraft {
  if (!PERMISSIONS[key].scopes.includes(criteria)) return draft;
  return { ...draft, permissions: { ...draft.permissions, [key]: criteria } };
}

/**
 * The keys the server lists for the roles: those of the features delivered so far. The registry
 * holds every key of the product; the matrix shows only these, so it grows with the product.
 */
export function listedKeys(roles: readonly EditableRole[]): ReadonlySet<PermissionKey> {
  const listed = new Set(roles.flatMap((role) => (role.permissions ?? []).map((p) => p.key)));
  return new Set(PERMISSION_KEYS.filter((key) => listed.has(key)));
}

/** The matrix's sections: each area of the registry with listed keys, in registry order. */
export function matrixSections(listed: ReadonlySet<PermissionKey>): Array<{ area: PermissionArea; keys: PermissionKey[] }> {
  return Object.entries(permissionKeysByArea())
    .map(([area, keys]) => ({ area: area as PermissionArea, keys: keys.filter((key) => listed.has(key)) }))
    .filter((section) => section.keys.length > 0);
}

/** Keys whose label or code contains the typed text, so a long matrix can be narrowed. */
export function matchesFilter(key: PermissionKey, label: string, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || key.toLowerCase().includes(needle) || label.toLowerCase().includes(needle);
}
