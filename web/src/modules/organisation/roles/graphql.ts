import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PermissionCriteria } from '@seedbed/contracts/permissions';

export interface EditableRole {
  _id: string;
  type: string;
  label: string | null;
  displayName: string | null;
  isDefault: boolean;
  userCount: number;
  permissions: Array<{ key: string; permissionCriteria: PermissionCriteria }>;
  userAccess: { roles: string[]; visibilitySettings: string } | null;
  startupAccess: { visibilitySettings: string } | null;
}

const ROLE_FIELDS = gql`
  fragment EditableRoleFields on Role {
    _id
    type
    label
    displayName
    isDefault
    userCount
    permissions {
      key
      permissionCriteria
    }
    userAccess {
      roles
      visibilitySettings
    }
    startupAccess {
      visibilitySettings
    }
  }
`;

export const EDITABLE_ROLES: TypedDocumentNode<{ roles: EditableRole[] }> = gql`
  query EditableRoles {
    roles {
      ...EditableRoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export const CREATE_ROLE: TypedDocumentNode<{ createRole: EditableRole }, { type: string; label: string }> = gql`
  mutation CreateRole($type: String!, $label: String!) {
    createRole(type: $type, label: $label) {
      ...EditableRoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export interface UpdateRoleVariables {
  roleId: string;
  label?: string;
  permissions?: Array<{ key: string; permissionCriteria: PermissionCriteria }>;
  userAccess?: { roles: string[]; visibilitySettings: string };
  startupAccess?: { visibilitySettings: string };
}

export const UPDATE_ROLE: TypedDocumentNode<{ updateRole: EditableRole }, UpdateRoleVariables> = gql`
  mutation UpdateRole($roleId: ID!, $label: String, $permissions: [RolePermissionInput!], $userAccess: UserAccessInput, $startupAccess: StartupAccessInput) {
    updateRole(roleId: $roleId, label: $label, permissions: $permissions, userAccess: $userAccess, startupAccess: $startupAccess) {
      ...EditableRoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export const DELETE_ROLE: TypedDocumentNode<{ deleteRole: boolean }, { roleId: string }> = gql`
  mutation DeleteRole($roleId: ID!) {
    deleteRole(roleId: $roleId)
  }
`;

export const ACCESS_CHANGED: TypedDocumentNode<{ accessChanged: boolean }> = gql`
  subscription AccessChanged {
    accessChanged
  }
`;
