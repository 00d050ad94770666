import type { TFunction } from 'i18next';
import { isRoleType } from '@seedbed/contracts/roles';

/** A role's own label when it has one, else its type's name in the interface language. */
export function roleName(t: TFunction, role: { type: string; label: string | null }): string {
  const label = role.label?.trim();
  if (label) return label;
  return isRoleType(role.type) ? t(`common:roles.${role.type}`) : t('common:roles.unknown');
}
