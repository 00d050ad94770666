import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { createdAt, tenantColumns } from './tenant.ts';

export interface PermissionGrant {
  key: string;
  criteria: 'ALL' | 'ASSIGNED' | 'NONE' | 'SELECTED';
}
export interface UserAccess {
  roles: string[];
  visibilitySettings: string;
}
export interface StartupAccess {
  visibilitySettings: string;
}

export const roles = pgTable(
  'roles',
  {
    ...tenantColumns(),
    type: text('type').notNull(),
    label: text('label'),
    /** The role type's default role; custom roles are created from a type. */
    isDefault: boolean('is_default').notNull().default(false),
    permissions: jsonb('permissions').$type<PermissionGrant[]>().notNull(),
    userAccess: jsonb('user_access').$type<UserAccess>().notNull(),
    startupAccess: jsonb('startup_access').$type<StartupAccess>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    index('roles_type_idx').on(t.incubatorId, t.type),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
