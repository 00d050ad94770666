import type { UserStatus } from '@seedbed/contracts/roles';
import { registerBatchKind } from '../batch/kinds.ts';
import { changeUserRole, changeUserStatus, inviteOne, type InvitationInput } from './changes.ts';

/** Bulk user actions; each item goes through the same checks as the single mutation. */
export const USER_INVITE = 'USER:INVITE';
export const USER_ROLE = 'USER:ROLE';
export const USER_STATUS = 'USER:STATUS';

registerBatchKind<InvitationInput>({
  kind: USER_INVITE,
  // The invitation's link leads to the tenant's own address, whichever host the admin invited from.
  async run(ctx, invitation) {
    const user = await inviteOne(ctx, invitation);
    return { subjectId: user.id };
  },
});

registerBatchKind<{ userId: string; roleId: string }>({
  kind: USER_ROLE,
  subjectOf: (p) => p.userId,
  async run(ctx, { userId, roleId }) {
    await changeUserRole(ctx, userId, roleId);
    return { subjectId: userId };
  },
});

registerBatchKind<{ userId: string; status: UserStatus }>({
  kind: USER_STATUS,
  subjectOf: (p) => p.userId,
  async run(ctx, { userId, status }) {
    await changeUserStatus(ctx, userId, status);
    return { subjectId: userId };
  },
});
