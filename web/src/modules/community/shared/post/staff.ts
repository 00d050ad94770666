import { INTERNAL, isInGroup } from '@seedbed/contracts/roles';

/**
 * The organisation's staff side (its internal roles and the sub-admins), as the server decides it:
 * they write to every programme and to chosen roles, and pin announcements.
 */
export const isFeedStaff = (roleType: string | null | undefined) => isInGroup(roleType, INTERNAL) || roleType === 'subadmin';
