import { isFeatureFlag, type FeatureFlag } from '@seedbed/contracts/flags';
import { isPermissionKey, type PermissionCriteria, type PermissionKey } from '@seedbed/contracts/permissions';
import { isRoleType } from '@seedbed/contracts/roles';
import type { ShellUser } from '../../app/features/types';
import { graphql, type ResultOf } from '../../app/apollo/graphql';

/** Spec 1 §7 CurrentUser, FeatureFlags and UserPermissions, in one round trip for the guard and the bars. */
export const SHELL_USER = graphql(`
  query ShellUser {
    currentUser {
      _id
      fullName
      email
      avatar
      role {
        _id
        type
        label
        userAccess {
          visibilitySettings
        }
        startupAccess {
          visibilitySettings
        }
      }
      startups {
        _id
        name
      }
    }
    featureFlags {
      name
      enabled
    }
    userPermissions {
      key
      permissionCriteria
    }
  }
`);

export type ShellUserData = ResultOf<typeof SHELL_USER>;

export function toShellUser(data: ShellUserData): ShellUser | null {
  const user = data.currentUser;
  if (!user) return null;
  const flags: Partial<Record<FeatureFlag, boolean>> = {};
  for (const flag of data.featureFlags) if (isFeatureFlag(flag.name)) flags[flag.name] = flag.enabled;
  const permissions: Partial<Record<PermissionKey, PermissionCriteria>> = {};
  for (const grant of data.userPermissions) {
    if (isPermissionKey(grant.key) && grant.permissionCriteria !== 'NONE') permissions[grant.key] = grant.permissionCriteria;
  }
  const startups = user.startups ?? [];
  return {
    _id: user._id,
    // A type outside the catalogue is no role type at all: the guard then says 'Not authorized'.
    roleType: isRoleType(user.role?.type) ? user.role.type : null,
    startups,
    startupIds: startups.map((s) => s._id),
    permissions,
    flags,
    userVisibility: user.role?.userAccess?.visibilitySettings ?? null,
    startupVisibility: user.role?.startupAccess?.visibilitySettings ?? null,
  };
}
