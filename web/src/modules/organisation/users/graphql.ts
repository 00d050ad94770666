import { graphql, type VariablesOf } from '../../../app/apollo/graphql';

export interface PersonRow {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  headline: string | null;
  phone: string | null;
  status: string | null;
  userGroup: string;
  createdAt: string | null;
  role: { _id: string; type: string; label: string | null } | null;
  /** Their startups, the first one's people deciding whether a cofounder reads 'Founder'. */
  startups: Array<{ _id: string; people: Array<{ _id: string }> }> | null;
  /** What the server will accept from the viewer for this person. */
  viewerCan: { editProfile: boolean; changeRole: boolean; changeStatus: boolean; resendInvitation: boolean };
}

/** `grantable`: the viewer may give this role (it holds nothing beyond their own). */
export interface RoleChoice {
  _id: string;
  type: string;
  label: string | null;
  isDefault: boolean | null;
  grantable: boolean;
}

/** The users list's order, as the server names it. */
export type UserSort = NonNullable<VariablesOf<typeof USERS>['sort']>;

export interface UsersFilterInput {
  search?: string | null;
  roleTypes?: string[];
  roleIds?: string[];
  statuses?: string[];
  userGroups?: string[];
}

export const USERS = graphql(`
  query OrganisationUsers($filter: UsersFilter, $sort: UserSort, $cursor: String, $limit: Int) {
    users(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) {
      totalCount
      next
      results {
        _id
        fullName
        firstName
        lastName
        email
        headline
        phone
        status
        userGroup
        createdAt
        role {
          _id
          type
          label
        }
        startups {
          _id
          people {
            _id
          }
        }
        viewerCan {
          editProfile
          changeRole
          changeStatus
          resendInvitation
        }
      }
    }
  }
`);

export const USERS_CONTEXT = graphql(`
  query OrganisationUsersContext {
    roles {
      _id
      type
      label
      isDefault
      grantable
    }
    seatUsage {
      used
      limit
    }
  }
`);

export interface Started {
  operationId: string;
  count: number;
}

export const INVITE_USERS = graphql(`
  mutation InviteUsers($invitations: [UserInvitationInput!]!) {
    inviteUsers(invitations: $invitations) {
      operationId
      count
    }
  }
`);

export const UPDATE_USERS_ROLE = graphql(`
  mutation UpdateUsersRole($userIds: [ID!]!, $roleId: ID!) {
    updateUsersRole(userIds: $userIds, roleId: $roleId) {
      operationId
      count
    }
  }
`);

export const UPDATE_USERS_STATUS = graphql(`
  mutation UpdateUsersStatus($userIds: [ID!]!, $status: String!) {
    updateUsersStatus(userIds: $userIds, status: $status) {
      operationId
      count
    }
  }
`);

export const UPDATE_USER_ROLE = graphql(`
  mutation UpdateUserRole($userId: ID!, $roleId: ID!) {
    updateUserRole(userId: $userId, roleId: $roleId) {
      _id
      role {
        _id
        type
        label
      }
    }
  }
`);

export const UPDATE_USER_STATUS = graphql(`
  mutation UpdateUserStatus($userId: ID!, $status: String!) {
    updateUserStatus(userId: $userId, status: $status) {
      _id
      status
    }
  }
`);

export const RESEND_INVITATION = graphql(`
  mutation ResendInvitation($userId: ID!) {
    resendInvitation(userId: $userId) {
      _id
    }
  }
`);

export const UPDATE_USER = graphql(`
  mutation UpdateUserProfile($userId: ID!, $data: UserProfileInput!) {
    updateUser(userId: $userId, data: $data) {
      _id
      firstName
      lastName
      fullName
      headline
      phone
    }
  }
`);
