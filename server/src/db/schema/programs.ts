import { foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';
import { linkTable } from './link.ts';

const tenantFk = (t: { incubatorId: any }) => foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade');

export const programs = pgTable(
  'programs',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), tenantFk(t), index('programs_name_idx').on(t.incubatorId, t.name)],
);

export const industries = pgTable('industries', { ...tenantColumns(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.incubatorId, t.id] }),
  tenantFk(t),
  index('industries_name_idx').on(t.incubatorId, t.name),
]);

export const tags = pgTable(
  'tags',
  { ...tenantColumns(), name: text('name').notNull(), category: text('category').notNull(), color: text('color'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), tenantFk(t), index('tags_category_idx').on(t.incubatorId, t.category, t.name)],
);

export const startups = pgTable(
  'startups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), tenantFk(t), index('startups_name_idx').on(t.incubatorId, t.name)],
);

/** People of a startup: its founders (kind 'founder') and the coaches assigned to it (kind 'coach'). */
export const startupMembers = pgTable(
  'startup_members',
  {
    incubatorId: uuid('incubator_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.startupId, t.userId, t.kind] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('startup_members_user_idx').on(t.incubatorId, t.userId, t.kind),
  ],
);

export const startupPrograms = linkTable('startup_programs', { startupId: startups, programId: programs });
export const startupIndustries = linkTable('startup_industries', { startupId: startups, industryId: industries });
export const startupTags = linkTable('startup_tags', { startupId: startups, tagId: tags });
export const userTags = linkTable('user_tags', { userId: users, tagId: tags });
export const userIndustries = linkTable('user_industries', { userId: users, industryId: industries });
export const userPrograms = linkTable('user_programs', { userId: users, programId: programs });
