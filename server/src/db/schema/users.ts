import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, date, integer, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { roles } from './roles.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

export interface SocialInfo {
  facebook?: string | null;
  linkedin?: string | null;
  angellist?: string | null;
  twitter?: string | null;
}
export interface CoachingMeetingSettings {
  defaultMeetingLocation: string | null;
  enabled: boolean;
}

/**
 * What the record search (modules/search) matches a person by. Its GIN index is built on this very
 * expression, so a search reads the index; 'simple' (no stemming) matches every language alike.
 */
export const personSearchDocument = (t: { firstName: SQLWrapper; lastName: SQLWrapper; headline: SQLWrapper }) =>
  sql`to_tsvector('simple', ${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.headline}, ''))`;

/**
 * What the Users tab and the people assignation search for a part of: the name and the address,
 * lowered. Its trigram index is built on this very expression, so a search reads the index.
 */
export const personNameAndAddress = (t: { firstName: SQLWrapper; lastName: SQLWrapper; email: SQLWrapper }) =>
  sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})`;

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    /** Stored lower-case: addresses compare without regard to case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roleId: uuid('role_id'),
    status: text('status').notNull().default('pending'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    headline: text('headline'),
    phone: text('phone'),
    bio: text('bio'),
    wordFrom: text('word_from'),
    avatar: text('avatar'),
    cover: text('cover'),
    country: text('country'),
    countryOrigin: text('country_origin'),
    gender: text('gender'),
    birthday: date('birthday'),
    timezone: text('timezone'),
    language: text('language'),
    /** How the person reads dates (e.g. 'yyyy-MM-dd'); null follows the language. */
    dateFormat: text('date_format'),
    workStatus: text('work_status'),
    validated: boolean('validated').notNull().default(false),
    adminValidated: boolean('admin_validated').notNull().default(false),
    isLead: boolean('is_lead').notNull().default(false),
    expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
    chatNotification: boolean('chat_notification').notNull().default(true),
    linkedCalendar: text('linked_calendar'),
    conferenceDataIntegration: text('conference_data_integration'),
    integratedVideoProviders: jsonb('integrated_video_providers').$type<string[]>().notNull().default([]),
    profileCoachingMeetingSettings: jsonb('profile_coaching_meeting_settings').$type<CoachingMeetingSettings>().notNull().default({ defaultMeetingLocation: null, enabled: false }),
    locations: jsonb('locations').$type<string[]>().notNull().default([]),
    info: jsonb('info').$type<SocialInfo>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.roleId], foreignColumns: [roles.incubatorId, roles.id] }),
    uniqueIndex('users_email_idx').on(t.incubatorId, t.email),
    index('users_role_idx').on(t.incubatorId, t.roleId),
    index('users_created_idx').on(t.incubatorId, t.createdAt, t.id),
    // The people lists (tasks by person, user management) are ordered and paged by name.
    index('users_name_idx').on(t.incubatorId, t.firstName, t.lastName, t.id),
    index('users_search_idx').using('gin', personSearchDocument(t)),
    // The directory's search finds a part of a name or headline among 20,000 people (pg_trgm; the query repeats this expression).
    index('users_directory_search_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.headline}, '')) gin_trgm_ops`),
    index('users_list_search_idx').using('gin', sql`${personNameAndAddress(t)} gin_trgm_ops`),
  ],
);

/**
 * How many of a tenant's people have each status, kept by the database's triggers on users: the
 * Users tab's total without a search or a filter of roles is read here instead of counted.
 */
export const userStatusCounts = pgTable(
  'user_status_counts',
  {
    incubatorId: uuid('incubator_id').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.status] }), foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade')],
);

/** Opaque sign-in tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.incubatorId, t.userId),
  ],
);

/** A browser session of a signed-in user (spec: upsertSession every 30 s). */
export const sessions = pgTable(
  'sessions',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    authTokenId: uuid('auth_token_id'),
    status: text('status').notNull().default('active'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('sessions_user_active_idx').on(t.incubatorId, t.userId, t.lastSeenAt).where(sql`status = 'active'`),
  ],
);

/** Single-use links sent by mail: password reset, invitation, address validation. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    uniqueIndex('one_time_tokens_hash_idx').on(t.incubatorId, t.tokenHash),
  ],
);

/** Failed sign-ins per account and per address, kept in the database so every server counts the same. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    incubatorId: uuid('incubator_id').notNull(),
    /** 'account:<email>' or 'address:<ip>'. */
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.key] }), foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade')],
);

export type UserRow = typeof users.$inferSelect;
