import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

const ROLE_FIELDS = graphql(`
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
`);

export type EditableRole = ResultOf<typeof ROLE_FIELDS>;

export const EDITABLE_ROLES = graphql(
  `
  query EditableRoles {
    roles {
      ...EditableRoleFields
    }
  }
`,
  [ROLE_FIELDS],
);

export const CREATE_ROLE = graphql(
  `
  mutation CreateRole($type: String!, $label: String!) {
    createRole(type: $type, label: $label) {
      ...EditableRoleFields
    }
  }
`,
  [ROLE_FIELDS],
);

export const UPDATE_ROLE = graphql(
  `
  mutation UpdateRole($roleId: ID!, $label: String, $permissions: [RolePermissionInput!], $userAccess: UserAccessInput, $startupAccess: StartupAccessInput) {
    updateRole(roleId: $roleId, label: $label, permissions: $permissions, userAccess: $userAccess, startupAccess: $startupAccess) {
      ...EditableRoleFields
    }
  }
`,
  [ROLE_FIELDS],
);

export type UpdateRoleVariables = VariablesOf<typeof UPDATE_ROLE>;

export const DELETE_ROLE = graphql(`
  mutation DeleteRole($roleId: ID!) {
    deleteRole(roleId: $roleId)
  }
`);

export const ACCESS_CHANGED = graphql(`
  subscription AccessChanged {
    accessChanged
  }
`);
