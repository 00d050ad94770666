import type { UserRow } from '../../db/schema/index.ts';

/** A user as REST answers show it to themself: everything but secrets. */
export function userView(user: UserRow) {
  const { passwordHash: _secret, incubatorId, id, createdAt, updatedAt, ...fields } = user;
  return {
    _id: id,
    ...fields,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    incubator: { _id: incubatorId },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
