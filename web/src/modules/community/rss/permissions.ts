import type { PermissionKey } from '@seedbed/contracts/permissions';
import type { ShellUser } from '../../../app/features/types';

/** What the viewer may do with the outside feeds, from their role's grants (the server checks again). */
export function feedRights(user: ShellUser | null) {
  const holds = (key: PermissionKey) => Boolean(user?.permissions[key] && user.permissions[key] !== 'NONE');
  return { subscribe: holds('RSS_FEED:SUBSCRIBE'), edit: holds('RSS_FEED:EDIT'), remove: holds('RSS_FEED:DELETE') };
}

export type FeedRights = ReturnType<typeof feedRights>;
