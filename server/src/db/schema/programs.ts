import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';
import { linkTable } from './link.ts';

const tenantFk = (t: { incubatorId: any }) => foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade');

/**
 * What the record search (modules/search) matches a programme by. Its GIN index is built on this very
 * expression, so a search reads the index; 'simple' (no stemming) matches every language alike.
 */
export const programSearchDocument = (t: { name: SQLWrapper; cohort: SQLWrapper; description: SQLWrapper }) =>
  sql`to_tsvector('simple', ${t.name} || ' ' || coalesce(${t.cohort}, '') || ' ' || coalesce(${t.description}, ''))`;

export const programs = pgTable(
  'programs',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    /** Calendar days (yyyy-MM-dd); either may be unknown. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The intake the programme runs for ("Spring 2026"). */
    cohort: text('cohort'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    tenantFk(t),
    index('programs_name_idx').on(t.incubatorId, t.name, t.id),
    index('programs_search_idx').using('gin', programSearchDocument(t)),
  ],
);

export const industries = pgTable('industries', { ...tenantColumns(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.incubatorId, t.id] }),
  tenantFk(t),
  index('industries_name_idx').on(t.incubatorId, t.name),
]);

/**
 * Tags of every category of the taxonomy (contracts/taxonomy.ts TAG_CATEGORIES); a name is used
 * once per category whatever its case, and a category's tags are read in that index's order.
 */
export const tags = pgTable(
  'tags',
  { ...tenantColumns(), name: text('name').notNull(), category: text('category').notNull(), color: text('color'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), tenantFk(t), uniqueIndex('tags_category_name_unique').on(t.incubatorId, t.category, sql`lower(${t.name})`)],
);

/**
 * What the record search (modules/search) matches a startup by. Its GIN index is built on this very
 * expression, so a search reads the index; 'simple' (no stemming) matches every language alike.
 */
export const startupSearchDocument = (t: { name: SQLWrapper; description: SQLWrapper }) => sql`to_tsvector('simple', ${t.name} || ' ' || coalesce(${t.description}, ''))`;

export const startups = pgTable(
  'startups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description'),
    website: text('website'),
    yearFounded: integer('year_founded'),
    /** One of STARTUP_STAGES (contracts/startups.ts). */
    stage: text('stage'),
    country: text('country'),
    city: text('city'),
    archived: boolean('archived').notNull().default(false),
    /** Set once the founders answered or skipped the categorization questionnaire. */
    initialCategorizationComplete: boolean('initial_categorization_complete').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Lists page by keyset on (name, id) or (created_at, id), archived ones apart.
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    tenantFk(t),
    index('startups_name_idx').on(t.incubatorId, t.archived, t.name, t.id),
    index('startups_created_idx').on(t.incubatorId, t.archived, t.createdAt, t.id),
    index('startups_search_idx').using('gin', startupSearchDocument(t)),
    // The directory finds a part of a startup's name (pg_trgm; the query repeats this expression).
    index('startups_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * People of a startup: its founders (kind 'founder', with their founder type 'cofounder' or
 * 'staff') and the programme's people assigned to it (kind 'assigned': staff, coaches, mentors,
 * experts). Every ASSIGNED permission scope resolves through these rows.
 */
export const startupMembers = pgTable(
  'startup_members',
  {
    incubatorId: uuid('incubator_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    founderType: text('founder_type'),
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
/** A programme's administrators: its creator (PROGRAM:CREATE) and whoever they add. */
export const programAdmins = linkTable('program_admins', { programId: programs, userId: users });
