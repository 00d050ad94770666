import type { TFunction } from 'i18next';
import { roleName } from '../../shell/user/roleName';

/**
 * The role as people see it, in the interface language. The solo-founder rule needs the size of
 * the person's first startup: given, it is applied here; otherwise the server's own reading
 * (`roleLabel`, the same rule in the reader's language) is shown.
 */
export function personRoleLabel(
  user: { role: { type: string | null; label: string | null } | null; roleLabel?: string | null },
  t: TFunction,
  firstStartupPeople?: number | null,
): string {
  if (firstStartupPeople == null && user.roleLabel) return user.roleLabel;
  return roleName(t, user.role, firstStartupPeople);
}
