import { gql, type TypedDocumentNode } from '@apollo/client';

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
  roleLabel: string;
  role: { _id: string; type: string } | null;
  /** What the server will accept from the viewer for this person. */
  viewerCan: { editProfile: boolean; changeRole: boolean; changeStatus: boolean; resendInvitation: boolean };
}

/** `grantable`: the viewer may give this role (it holds nothing beyond their own). */
export interface RoleChoice { _id: string; type: string; label: string | null; grantable: boolean }

export interface UsersFilterInput { search?: string | null; roleTypes?: string[]; statuses?: string[]; userGroups?: string[] }

export const USERS: TypedDocumentNode<
  { users: { totalCount: number; next: string | null; results: PersonRow[] } },
  { filter: UsersFilterInput; sort: string; cursor?: string | null; limit: number }
> = gql`
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
        roleLabel
        role {
          _id
          type
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
`;

export const USERS_CONTEXT: TypedDocumentNode<{ roles: RoleChoice[]; seatUsage: { used: number; limit: number | null } }, Record<string, never>> = gql`
  query OrganisationUsersContext {
    roles {
      _id
      type
      label
      grantable
    }
    seatUsage {
      used
      limit
    }
  }
`;

export interface Started { operationId: string; count: number }

export const INVITE_USERS: TypedDocumentNode<{ inviteUsers: Started }, { invitations: Array<{ email: string; firstName: string; lastName: string; roleId: string }> }> = gql`
  mutation InviteUsers($invitations: [UserInvitationInput!]!) {
    inviteUsers(invitations: $invitations) {
      operationId
      count
    }
  }
`;

export const UPDATE_USERS_ROLE: TypedDocumentNode<{ updateUsersRole: Started }, { userIds: string[]; roleId: string }> = gql`
  mutation UpdateUsersRole($userIds: [ID!]!, $roleId: ID!) {
    updateUsersRole(userIds: $userIds, roleId: $roleId) {
      operationId
      count
    }
  }
`;

export const UPDATE_USERS_STATUS: TypedDocumentNode<{ updateUsersStatus: Started }, { userIds: string[]; status: string }> = gql`
  mutation UpdateUsersStatus($userIds: [ID!]!, $status: String!) {
    updateUsersStatus(userIds: $userIds, status: $status) {
      operationId
      count
    }
  }
`;

export const UPDATE_USER_ROLE: TypedDocumentNode<{ updateUserRole: { _id: string } }, { userId: string; roleId: string }> = gql`
  mutation UpdateUserRole($userId: ID!, $roleId: ID!) {
    updateUserRole(userId: $userId, roleId: $roleId) {
      _id
      roleLabel
      role {
        _id
        type
      }
    }
  }
`;

export const UPDATE_USER_STATUS: TypedDocumentNode<{ updateUserStatus: { _id: string } }, { userId: string; status: string }> = gql`
  mutation UpdateUserStatus($userId: ID!, $status: String!) {
    updateUserStatus(userId: $userId, status: $status) {
      _id
      status
    }
  }
`;

export const RESEND_INVITATION: TypedDocumentNode<{ resendInvitation: { _id: string } }, { userId: string }> = gql`
  mutation ResendInvitation($userId: ID!) {
    resendInvitation(userId: $userId) {
      _id
    }
  }
`;

export const UPDATE_USER: TypedDocumentNode<
  { updateUser: { _id: string } },
  { userId: string; data: { firstName?: string; lastName?: string; headline?: string | null; phone?: string | null } }
> = gql`
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
`;
