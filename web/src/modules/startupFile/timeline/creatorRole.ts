import type { TFunction } from 'i18next';
import { personRoleLabel } from '../../profile/roleLabel';

export interface CreatorRole {
  roleType: string | null;
  roleLabel: string | null;
  firstStartupPeopleCount: number | null;
}

/**
 * Spec 2 §2, the creator line of a post: a co-founder with no role label alone in their first
 * startup reads 'Founder'; otherwise the role's label (its own, else its type's name, as roles
 * read everywhere); a post whose author holds no role reads 'Unknown'.
 */
export function creatorRoleLabel(author: CreatorRole, t: TFunction): string {
  if (!author.roleType) return t('common:roles.unknown');
  return personRoleLabel({ role: { type: author.roleType, label: author.roleLabel } }, t, author.firstStartupPeopleCount ?? 0);
}
