/**
 * The filters and orders of the organisation's users list and of the startups list, as their
 * queries take them: the server checks each request with these, and a saved view of either list
 * (saved-views.ts) is checked against the very same shapes.
 */
import { z } from './zod.ts';
import { USER_GROUP_NAMES, USER_STATUSES, type UserGroup } from './roles.ts';
import { STARTUP_STAGES, STARTUP_VIEW_MODES } from './startups.ts';

/** A search is a few words: a name, part of an e-mail address. */
export const LIST_SEARCH_MAX_LENGTH = 200;
/** Ids one filter may name at once (roles, programmes, industries, tags, people). */
export const LIST_FILTER_IDS_MAX = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ids = () => z.array(z.string('validation.invalid').regex(UUID, 'validation.invalid')).max(LIST_FILTER_IDS_MAX, 'validation.invalid');
const search = () => z.string('validation.invalid').max(LIST_SEARCH_MAX_LENGTH, 'validation.maxLength');

// ── The users list (/admin/configuration/users) ──

export const USER_SORTS = ['NAME', 'NEWEST'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The `users` query's filter. Without `statuses`, deleted accounts are left out. */
export const userListFilterSchema = z
  .object({
    search: search().nullish(),
    roleTypes: z.array(z.string('validation.invalid').max(40, 'validation.invalid')).max(20, 'validation.invalid').nullish(),
    statuses: z.array(z.enum(USER_STATUSES, 'validation.invalid')).max(USER_STATUSES.length, 'validation.invalid').nullish(),
    userGroups: z
      .array(z.enum(USER_GROUP_NAMES as [UserGroup, ...UserGroup[]], 'validation.invalid'))
      .max(USER_GROUP_NAMES.length, 'validation.invalid')
      .nullish(),
    roleIds: ids().nullish(),
  })
  .strict();
export type UserListFilter = z.infer<typeof userListFilterSchema>;

// ── The startups list (/startups) ──

export const STARTUP_SORTS = ['NAME', 'NEWEST'] as const;
export type StartupSort = (typeof STARTUP_SORTS)[number];

/** The `startups` query's filter; `archived` lists the archived startups instead of the others. */
export const startupListFilterSchema = z
  .object({
    search: search().nullish(),
    programIds: ids().nullish(),
    industryIds: ids().nullish(),
    tagIds: ids().nullish(),
    stages: z.array(z.enum(STARTUP_STAGES, 'validation.invalid')).max(STARTUP_STAGES.length, 'validation.invalid').nullish(),
    assignedUserIds: ids().nullish(),
    archived: z.boolean('validation.invalid').nullish(),
  })
  .strict();
export type StartupListFilter = z.infer<typeof startupListFilterSchema>;

/** A saved view of the users list: its filter and order. */
export const usersViewFiltersSchema = z
  .object({
    filter: userListFilterSchema.optional(),
    sort: z.enum(USER_SORTS, 'validation.invalid').optional(),
  })
  .strict();
export type UsersViewFilters = z.input<typeof usersViewFiltersSchema>;

/** A saved view of the startups list: its filter, order, and whether it shows cards or the table. */
export const startupsViewFiltersSchema = z
  .object({
    filter: startupListFilterSchema.optional(),
    sort: z.enum(STARTUP_SORTS, 'validation.invalid').optional(),
    mode: z.enum(STARTUP_VIEW_MODES, 'validation.invalid').optional(),
  })
  .strict();
export type StartupsViewFilters = z.input<typeof startupsViewFiltersSchema>;
