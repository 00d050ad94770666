import { ROLE_DISPLAY_NAMES, isRoleType } from '@seedbed/contracts/roles';
import type { RoleChoice } from './graphql';

/** A role as the Roles tab names it: its label, else its type's display name. */
export function roleName(role: Pick<RoleChoice, 'type' | 'label'>): string {
  return role.label?.trim() || (isRoleType(role.type) ? ROLE_DISPLAY_NAMES[role.type] : role.type);
}

export const STATUS_COLORS: Record<string, string> = {
  active: 'teal',
  pending: 'yellow',
  unactive: 'gray',
  archived: 'gray',
  deny: 'red',
  deleted: 'dark',
};
