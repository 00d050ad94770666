import type { TFunction } from 'i18next';
import { displayedRoleType, type RoleLabelInput } from '@seedbed/contracts/roles';

/**
 * A role as people see it (spec 1 §3, contracts' displayedRoleType): its own label as typed, else
 * its type's name in the interface language — 'Founder' for a cofounder alone in their first
 * startup when the size of that startup is known.
 */
export function roleName(t: TFunction, role: RoleLabelInput['role'], firstStartupPeopleCount?: number | null): string {
  const type = displayedRoleType({ role, firstStartupPeopleCount });
  return type === null ? role!.label!.trim() : t(`common:roles.${type}`);
}
