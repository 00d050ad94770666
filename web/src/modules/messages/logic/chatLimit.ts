export interface LimitRule {
  mode: string;
  roleTypes: readonly string[];
  users: ReadonlyArray<{ _id: string }>;
}

/**
 * Whether one's limit lets one start a conversation with this person — the server's rule, asked
 * here to offer the "Message" button only where it would work.
 */
export function limitAllows(limit: LimitRule, person: { _id: string; roleType: string | null | undefined }): boolean {
  switch (limit.mode) {
    case 'EVERYONE':
      return true;
    case 'ROLES':
      return Boolean(person.roleType && limit.roleTypes.includes(person.roleType));
    case 'PEOPLE':
      return limit.users.some((u) => u._id === person._id);
    default:
      return false;
  }
}
