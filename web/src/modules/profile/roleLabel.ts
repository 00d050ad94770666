import type { TFunction } from 'i18next';
import { translatedRoleLabel } from '../home/roleLabel';

/**
 * The role as people see it, in the interface language. The solo-founder rule needs the size of
 * the person's first startup: pass it when it is known; otherwise the server's own reading
 * (`roleLabel`, which applies the same rule) says whether the person is a 'Founder'.
 */
export function personRoleLabel(
  user: { role: { type: string | null; label: string | null } | null; roleLabel?: string | null },
  t: TFunction,
  firstStartupPeople?: number | null,
): string {
  const people = firstStartupPeople ?? (user.roleLabel === 'Founder' ? 1 : null);
  return translatedRoleLabel({ role: user.role, firstStartupPeopleCount: people }, t);
}
