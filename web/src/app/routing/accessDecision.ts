import type { Access, ShellUser } from '../features/types';

export const PLAN_PATH = '/admin/configuration/plan';

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'signIn' }
  | { kind: 'notAuthorized' }
  | { kind: 'plan' }
  /** Roles and startups pass; the server must still answer isUserAuthorized. */
  | { kind: 'checkPermission' }
  | { kind: 'home' }
  | { kind: 'allow' };

export interface AccessState {
  signedIn: boolean;
  /** Flags and permissions are still loading. */
  loading: boolean;
  user: ShellUser | null;
  access: Access | undefined;
  /** The server's answer to isUserAuthorized; undefined until it has answered. */
  authorized?: boolean;
}

/**
 * The route guard of spec 1 §2.3, step by step and in this order:
 * 1. wait while flags and permissions load; 2. a visitor signs in; 3. a user without a role type
 * is not authorized; 4. a feature the plan lacks sends to the plan page; 5. allowed or forbidden
 * roles, a startup when required, and a permission key (checked by the server, with the record id)
 * — any failure goes home.
 */
export function decideAccess({ signedIn, loading, user, access, authorized }: AccessState): AccessDecision {
  if (loading) return { kind: 'wait' };
  if (!signedIn || !user) return { kind: 'signIn' };
  if (!user.roleType) return { kind: 'notAuthorized' };
  if (!access) return { kind: 'allow' };
  if (access.flag && !user.flags[access.flag]) return { kind: 'plan' };
  if (access.roles && !access.roles.includes(user.roleType)) return { kind: 'home' };
  if (access.forbiddenRoles?.includes(user.roleType)) return { kind: 'home' };
  if (access.requiresStartup && user.startupIds.length === 0) return { kind: 'home' };
  if (access.permission) {
    if (authorized === undefined) return { kind: 'checkPermission' };
    if (!authorized) return { kind: 'home' };
  }
  return { kind: 'allow' };
}
