import type { TFunction } from 'i18next';
import { roleName } from '../../../shell/user/roleName';
import type { PersonRow, RoleChoice } from './graphql';

/**
 * A person's role in the interface language: `shown` follows spec 1 §3's display rule ('Founder'
 * for a cofounder alone in their first startup); `held` names the role itself when the rule shows
 * another name, because the role filter and the Roles tab count people by the role they hold.
 */
export function personRole(t: TFunction, row: Pick<PersonRow, 'role' | 'startups'>): { shown: string; held: string | null } {
  const first = row.startups?.[0];
  const shown = roleName(t, row.role, first ? first.people.length : null);
  const held = roleName(t, row.role);
  return { shown, held: held === shown ? null : held };
}

/**
 * The role filter offers the organisation's roles as the Roles tab lists them (by type, the
 * default role first), each by its name there, so that a filter finds what that tab counts.
 */
export function roleFilterOptions(t: TFunction, roles: readonly RoleChoice[]): Array<{ value: string; label: string }> {
  return roles
    .filter((role) => role.type !== 'system')
    .slice()
    .sort((a, b) => a.type.localeCompare(b.type) || Number(b.isDefault) - Number(a.isDefault))
    .map((role) => ({ value: role._id, label: roleName(t, role) }));
}
