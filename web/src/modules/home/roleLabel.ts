import type { TFunction } from 'i18next';
import { isRoleType, roleDisplayLabel, type RoleLabelInput } from '@seedbed/contracts/roles';

/**
 * The shared rule of contracts' roleDisplayLabel, in the interface language: an
 * organisation's own label is shown as typed; the built-in names are translated.
 */
export function translatedRoleLabel(input: RoleLabelInput, t: TFunction): string {
  const english = roleDisplayLabel(input);
  const custom = input.role?.label?.trim();
  if (custom && english === custom) return custom;
  if (english === 'Founder') return t('roles.founder');
  const type = input.role?.type;
  if (isRoleType(type)) return t(`roles.${type}`);
  return t('roles.unknown');
}
