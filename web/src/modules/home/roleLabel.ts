import type { TFunction } from 'i18next';
import { displayedRoleType, type RoleLabelInput } from '@seedbed/contracts/roles';

/**
 * The shared rule of contracts' roleDisplayLabel, in the interface language: an
 * organisation's own label is shown as typed; the built-in names are translated.
 */
export function translatedRoleLabel(input: RoleLabelInput, t: TFunction): string {
  const type = displayedRoleType(input);
  return type === null ? input.role!.label!.trim() : t(`roles.${type}`);
}
