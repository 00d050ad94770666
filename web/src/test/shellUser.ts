import type { MockLink } from '@apollo/client/testing';
import { SHELL_USER } from '../shell/user/shellUser';

export interface ShellUserOptions {
  roleType?: string;
  /** Feature flags switched on. */
  flags?: string[];
  /** Permission keys granted, each with ALL unless given as [key, criteria]. */
  permissions?: Array<string | [string, string]>;
}

/** What the shell's user query answers for a signed-in person of the given role, flags and permissions. */
export function shellUserData({ roleType = 'admin', flags = [], permissions = [] }: ShellUserOptions = {}) {
  return {
    currentUser: {
      __typename: 'User',
      _id: 'me',
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      avatar: null,
      role: { __typename: 'Role', _id: `r-${roleType}`, type: roleType, label: null, userAccess: null, startupAccess: null },
      startups: [],
    },
    featureFlags: flags.map((name) => ({ __typename: 'FeatureFlag', name, enabled: true })),
    userPermissions: permissions.map((grant) => {
      const [key, permissionCriteria] = typeof grant === 'string' ? [grant, 'ALL'] : grant;
      return { __typename: 'UserPermission', key, permissionCriteria };
    }),
  };
}

/** The same answer as a mocked response of the shell's user query. */
export function shellUserMock(options: ShellUserOptions = {}): MockLink.MockedResponse {
  return { request: { query: SHELL_USER }, result: { data: shellUserData(options) } };
}
