/**
 * The one permission registry (architecture invariant 5). Every permission key of spec 1 §6 and
 * spec 3 §6 lives here once, with the scopes it accepts, its label key and its default per role.
 * Server checks, the UserPermissions / IsUserAuthorized / CriteriaForPermissions queries and the
 * roles editor all read this table; nothing else may invent a key.
 */
import { ROLE_TYPES, type RoleType } from './roles.ts';

/** Scope values of a grant (spec 3 "Access scopes"). The API answers criteria as 'all' or 'assigned'. */
export const PERMISSION_CRITERIA = ['ALL', 'ASSIGNED', 'NONE', 'SELECTED'] as const;
export type PermissionCriteria = (typeof PERMISSION_CRITERIA)[number];

export const PERMISSION_AREAS = ['applications', 'funnels', 'content', 'events', 'coaching', 'evaluation', 'feedback', 'chat', 'startups', 'taxonomy', 'users', 'other'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export type RoleDefaults = Partial<Record<RoleType, PermissionCriteria>>;

export interface PermissionDefinition {
  area: PermissionArea;
  /** English meaning, shown as the permission's `name` when no translation exists. */
  meaning: string;
  /** Criteria the roles editor offers for this key (the API's permissionCriteriaTypes). */
  scopes: readonly PermissionCriteria[];
  /** Criteria per role type for a new organisation; a missing role means NONE. */
  defaults: RoleDefaults;
  /** i18n key of the label in the roles editor. */
  labelKey: string;
}

/**
 * Scope sets. ASSIGNABLE is used where the spec names an assigned mode, and where the key acts on
 * a record users are assigned to (a startup through assignedStartups, a funnel, a task), since
 * that is how coaches work: only on their startups. SELECTABLE is used only by USER:INVITE, where
 * the selection is the role's userAccess list of role types.
 */
const ON_OFF = ['ALL', 'NONE'] as const;
const ASSIGNABLE = ['ALL', 'ASSIGNED', 'NONE'] as const;
const SELECTABLE = ['ALL', 'SELECTED', 'NONE'] as const;

// Default bundles, named after who needs the key in a typical programme.
const STAFF: RoleDefaults = { staff: 'ALL' };
const STAFF_COACH: RoleDefaults = { staff: 'ALL', coach: 'ALL' };
const STAFF_COACH_ASSIGNED: RoleDefaults = { staff: 'ALL', coach: 'ASSIGNED' };
const REVIEWERS: RoleDefaults = { staff: 'ALL', coach: 'ALL', evaluator: 'ALL' };
const PROGRAMME_TEAM: RoleDefaults = { staff: 'ALL', coach: 'ALL', mentor: 'ALL', expert: 'ALL', evaluator: 'ALL' };
const FOUNDERS: RoleDefaults = { cofounder: 'ALL', founder: 'ALL' };
const NOBODY_ELSE: RoleDefaults = {};

/**
 * Organisation admins hold every key; sub-admins too unless a row says otherwise
 * (USER_ROLES:EDIT keeps role editing, and so privilege changes, with full admins).
 */
const ORGANISATION_ADMIN_DEFAULTS: RoleDefaults = { admin: 'ALL', 'admin&coach': 'ALL', subadmin: 'ALL' };

type PermissionRow = Omit<PermissionDefinition, 'labelKey'>;

function row(area: PermissionArea, scopes: readonly PermissionCriteria[], meaning: string, defaults: RoleDefaults): PermissionRow {
  return { area, scopes, meaning, defaults: { ...ORGANISATION_ADMIN_DEFAULTS, ...defaults } };
}

// Keys are spelled exactly as in the spec; grouped and ordered as spec 3 §6 lists them.
const ROWS = {
  // Applications
  'APPLICATION_ALL:VIEW': row('applications', ON_OFF, 'View every application, not only those of funnels one is assigned to.', STAFF),
  'APPLICATION:DELETE': row('applications', ASSIGNABLE, 'Delete applications; assigned scope limits this to funnels one administers.', { staff: 'ASSIGNED' }),
  'APPLICATION_FLOW:EDIT': row('applications', ON_OFF, 'Manage all applications through their rounds; users assigned to a funnel can always process theirs.', STAFF),
  'APPLICATION_FLOW:VIEW': row('applications', ASSIGNABLE, 'View the application flow; assigned scope limits it to the funnels one is assigned to.', {
    staff: 'ALL',
    coach: 'ASSIGNED',
    evaluator: 'ASSIGNED',
  }),
  'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW': row('applications', ON_OFF, 'Download and export applications.', STAFF),
  'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW': row('applications', ON_OFF, 'Use bulk actions on the applications overview.', STAFF),
  'APPLICATION_OVERVIEW/FILTERS:VIEW': row('applications', ON_OFF, 'Use the filters of the applications overview.', REVIEWERS),
  'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW': row('applications', ON_OFF, 'See the queue bar of the applications overview.', REVIEWERS),
  'APPLICATION/DECIDE_ROUND:VIEW': row('applications', ON_OFF, 'Accept, reject or reset round decisions.', STAFF),
  'APPLICATION_DASHBOARD': row('applications', ON_OFF, 'Open the applications dashboard; funnel admins always can.', STAFF),
  'APPLICATION_DRAFT:ACCESS': row('applications', ON_OFF, 'Open applications that are still drafts.', STAFF),
  'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': row('applications', ON_OFF, 'Write private comments on a timeline, invisible to the applicant.', REVIEWERS),
  'TIMELINE/EMAIL_THREAD_META:VIEW': row('applications', ON_OFF, 'See the metadata of email threads on a timeline.', STAFF),

  // Funnels (funnel admins always keep access to their own funnels)
  'FUNNEL:CREATE': row('funnels', ON_OFF, 'Create funnels.', STAFF),
  'FUNNEL:EDIT': row('funnels', ON_OFF, 'Edit any funnel.', STAFF),
  'FUNNEL:DELETE': row('funnels', ON_OFF, 'Delete any funnel.', NOBODY_ELSE),
  'FUNNELS:VIEW:LIST': row('funnels', ON_OFF, 'List all funnels; funnel admins always see their own.', STAFF_COACH),

  // Content
  'ARTICLES:EDIT': row('content', ON_OFF, 'Manage articles.', STAFF),
  'FORM:CREATE': row('content', ON_OFF, 'Create forms; creators can always edit or delete their own.', STAFF_COACH),
  'FORM:EDIT': row('content', ON_OFF, 'Edit any form.', STAFF),
  'EMAIL_BLUEPRINT:MANAGE': row('content', ON_OFF, 'Manage email blueprints.', STAFF),
  'EMAIL_REJECTION:CREATE': row('content', ON_OFF, 'Create rejection emails.', STAFF),
  'EMAIL_REJECTION:EDIT': row('content', ON_OFF, 'Edit any rejection email; its creator always can.', STAFF),
  'COURSE:CREATE': row('content', ON_OFF, "Create courses and manage one's own.", STAFF_COACH),
  'COURSES:MANAGE': row('content', ON_OFF, 'Manage any course; course admins always can.', STAFF),

  // Events
  'EVENT:CREATE': row('events', ON_OFF, "Create events and manage one's own.", STAFF_COACH),
  'EVENT:EDIT': row('events', ON_OFF, 'Edit any event.', STAFF),
  'EVENT:DELETE': row('events', ON_OFF, 'Cancel or delete any event.', STAFF),
  'EVENT:REGISTER': row('events', ASSIGNABLE, 'Register other people for events; assigned scope limits it to people one administers.', STAFF_COACH_ASSIGNED),

  // Coaching and availability
  'AVAILABILITY:EDIT': row('coaching', ON_OFF, "Edit other people's availability.", STAFF),
  'COACHING_SESSION:DELETE': row('coaching', ASSIGNABLE, "Delete coaching sessions; assigned scope limits it to one's own or assigned sessions.", {
    staff: 'ALL',
    coach: 'ASSIGNED',
    mentor: 'ASSIGNED',
    expert: 'ASSIGNED',
  }),
  'COACHING_SESSION:EXPORT': row('coaching', ASSIGNABLE, "Export coaching sessions; assigned scope limits it to one's own or assigned sessions.", STAFF_COACH_ASSIGNED),
  'COACHING_MEETING:SCHEDULING': row('coaching', ON_OFF, "Book a meeting from another user's profile.", { ...STAFF_COACH, mentor: 'ALL', expert: 'ALL', ...FOUNDERS }),

  // Evaluation
  'EVALUATION_PARAMETER_EDITOR:VIEW': row('evaluation', ON_OFF, 'Open the evaluation criteria editor.', STAFF),
  'EVALUATION_PARAMETER_EDITOR:CREATE': row('evaluation', ON_OFF, 'Create evaluation criteria.', STAFF),
  'EVALUATION_PARAMETER_EDITOR:EDIT': row('evaluation', ON_OFF, 'Edit evaluation criteria: rename, recolour, merge.', STAFF),
  'EVALUATION_PARAMETER_EDITOR:DELETE': row('evaluation', ON_OFF, 'Delete evaluation criteria.', STAFF),

  // Feedback
  'FEEDBACK_REQUEST:CREATE': row('feedback', ON_OFF, 'Create feedback requests; creators can edit or delete their own.', STAFF_COACH),
  'FEEDBACK_REQUEST:VIEW': row('feedback', ON_OFF, 'See all feedback requests.', STAFF),
  'FEEDBACK_REQUEST:EDIT': row('feedback', ON_OFF, 'Edit any feedback request.', STAFF),
  'FEEDBACK_ANSWER:VIEW': row('feedback', ON_OFF, 'See the answers to feedback requests.', STAFF),

  // Chat (the spec names these keys without a meaning; admins only until one is known)
  'CHAT:LIMIT:READ': row('chat', ON_OFF, 'See the limits on whom users may chat with.', NOBODY_ELSE),
  'CHAT:USER_ACCESS:EDIT': row('chat', ON_OFF, 'Change whom a user may chat with.', NOBODY_ELSE),

  // Startups (assigned scope: the startups in one's assignedStartups)
  'STARTUP/ASSIGNATION_MEMBERS:EDIT': row('startups', ASSIGNABLE, 'Assign people to a startup or remove them.', STAFF),
  'STARTUP/NAME:EDIT': row('startups', ASSIGNABLE, 'Rename a startup.', STAFF_COACH_ASSIGNED),
  'STARTUP:DELETE': row('startups', ON_OFF, 'Delete a startup.', NOBODY_ELSE),
  'STARTUP_FILE:VIEW': row('startups', ASSIGNABLE, "Open a startup's file.", { staff: 'ALL', coach: 'ASSIGNED', mentor: 'ASSIGNED', expert: 'ASSIGNED' }),
  'STARTUP:INDUSTRY:VIEW': row('startups', ON_OFF, 'See the industries of startups.', { ...PROGRAMME_TEAM, ...FOUNDERS }),
  'STARTUP_MILESTONE:CREATE': row('startups', ASSIGNABLE, 'Create milestones for a startup.', STAFF_COACH_ASSIGNED),
  'STARTUP_MILESTONE:EDIT': row('startups', ASSIGNABLE, "Edit a startup's milestones.", STAFF_COACH_ASSIGNED),

  // Industries and tags
  'INDUSTRIES:VIEW': row('taxonomy', ON_OFF, 'See the industries catalogue.', PROGRAMME_TEAM),
  'INDUSTRIES:EDIT': row('taxonomy', ON_OFF, 'Edit the industries catalogue.', NOBODY_ELSE),
  'INDUSTRIES:CREATE': row('taxonomy', ON_OFF, 'Add industries to the catalogue.', NOBODY_ELSE),
  'INDUSTRIES:STARTUP:ADD': row('taxonomy', ASSIGNABLE, 'Add an industry to a startup.', STAFF_COACH_ASSIGNED),
  'INDUSTRIES:STARTUP:REMOVE': row('taxonomy', ASSIGNABLE, 'Remove an industry from a startup.', STAFF_COACH_ASSIGNED),
  'TAG:STARTUP:ADD': row('taxonomy', ASSIGNABLE, 'Add a tag to a startup.', STAFF_COACH_ASSIGNED),
  'TAG:STARTUP:REMOVE': row('taxonomy', ASSIGNABLE, 'Remove a tag from a startup.', STAFF_COACH_ASSIGNED),
  'TAGS_EDITOR:VIEW': row('taxonomy', ON_OFF, 'Open the tags editor.', STAFF),
  'TAGS_EDITOR:CREATE': row('taxonomy', ON_OFF, 'Create tags.', STAFF),
  'TAGS_EDITOR:EDIT': row('taxonomy', ON_OFF, 'Edit tags.', STAFF),
  'TAGS:STARTUP:VIEW': row('taxonomy', ON_OFF, 'See the tags on startups.', { ...STAFF_COACH, mentor: 'ALL', expert: 'ALL' }),
  'TAGS:APPLICATION:VIEW': row('taxonomy', ON_OFF, 'See the tags on applications.', REVIEWERS),
  'TAGS:USER:VIEW': row('taxonomy', ON_OFF, 'See the tags on users.', STAFF_COACH),
  'USER:INDUSTRY:VIEW': row('taxonomy', ON_OFF, 'See the industries of users.', PROGRAMME_TEAM),

  // Users
  'USER:EDIT': row('users', ASSIGNABLE, "Edit other users; assigned scope limits it to founders of one's assigned startups.", STAFF_COACH_ASSIGNED),
  // Staff invite only the role types their role's user access selects, so they cannot mint admins.
  'USER:INVITE': row('users', SELECTABLE, "Invite users; selected scope limits it to the role types chosen in the role's user access.", { staff: 'SELECTED' }),
  'USER_PROFILE/SOCIAL_MEDIA:VIEW': row('users', ON_OFF, 'See the social media links on user profiles.', { ...PROGRAMME_TEAM, ...FOUNDERS, community_member: 'ALL' }),
  'USER_ROLES:EDIT': row('users', ON_OFF, 'Create and edit roles and their permissions.', { subadmin: 'NONE' }),

  // Other
  'METRICS/EDIT:VIEW': row('other', ASSIGNABLE, 'Open the metrics editor of startups.', STAFF_COACH_ASSIGNED),
  'SAVED_VIEWS:READ': row('other', ON_OFF, 'Use the non-private saved views of others.', STAFF_COACH),
  'TASK/TASK:DELETE': row('other', ASSIGNABLE, "Create, edit and delete tasks; assigned scope limits it to tasks of one's assigned startups.", STAFF_COACH_ASSIGNED),
  'NOTE_SINGLE:DELETE': row('other', ON_OFF, "Delete other people's notes; one's own can always be deleted.", STAFF),
  'NOTE_THREAD:DELETE': row('other', ON_OFF, "Delete whole note threads; one's own notes can always be deleted.", STAFF),
  'CREATE:PLANNED_ACTION': row('other', ON_OFF, 'Plan an email, feedback request or task to run later.', STAFF),
  'EDIT:PLANNED_ACTION': row('other', ON_OFF, 'Edit planned actions.', STAFF),
  'CANCEL:PLANNED_ACTION': row('other', ON_OFF, 'Cancel planned actions.', STAFF),
  'NEWS_FEED:VIEW': row('other', ON_OFF, 'See the news feed.', { ...PROGRAMME_TEAM, ...FOUNDERS, applicant: 'ALL', community_member: 'ALL' }),
  'RSS_FEED:DELETE': row('other', ON_OFF, 'Delete RSS feeds.', STAFF),
  'RSS_FEED:EDIT': row('other', ON_OFF, 'Enable or disable RSS feeds.', STAFF),
  'RSS_FEED:SUBSCRIBE': row('other', ON_OFF, 'Subscribe to an RSS feed.', STAFF),
  'RSS_FEED_ITEM:DELETE': row('other', ON_OFF, 'Delete an item of an RSS feed.', STAFF),
  'PROGRAM:CREATE': row('other', ON_OFF, 'Create programmes; the creator becomes programme administrator.', NOBODY_ELSE),
} satisfies Record<string, PermissionRow>;

export type PermissionKey = keyof typeof ROWS;
export const PERMISSION_KEYS = Object.keys(ROWS) as PermissionKey[];

/** Label keys are derived so that they stay valid i18next keys (no ':' or '/'). */
export function permissionLabelKey(key: string): string {
  return `permissions.${key.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export const PERMISSIONS: Readonly<Record<PermissionKey, PermissionDefinition>> = Object.freeze(
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, { ...ROWS[key], labelKey: permissionLabelKey(key) }])) as Record<PermissionKey, PermissionDefinition>,
);

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && Object.hasOwn(ROWS, value);
}

export function isPermissionCriteria(value: unknown): value is PermissionCriteria {
  return typeof value === 'string' && (PERMISSION_CRITERIA as readonly string[]).includes(value);
}

/** Whether the roles editor may store `criteria` for `key`; false for unknown keys. */
export function criteriaAllowed(key: string, criteria: string): boolean {
  return isPermissionKey(key) && isPermissionCriteria(criteria) && PERMISSIONS[key].scopes.includes(criteria);
}

export interface PermissionGrant {
  key: PermissionKey;
  criteria: PermissionCriteria;
}

/** The full grant list a new role of this type starts with: every key, NONE where none. */
export function defaultPermissionsFor(roleType: RoleType): PermissionGrant[] {
  return PERMISSION_KEYS.map((key) => ({ key, criteria: PERMISSIONS[key].defaults[roleType] ?? 'NONE' }));
}

/** Keys grouped by area, in registry order, for the roles editor. */
export function permissionKeysByArea(): Record<PermissionArea, PermissionKey[]> {
  const byArea = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, [] as PermissionKey[]])) as Record<PermissionArea, PermissionKey[]>;
  for (const key of PERMISSION_KEYS) byArea[PERMISSIONS[key].area].push(key);
  return byArea;
}

// Fail at import, not at a user's click, if a default names a role or criteria the key refuses.
for (const key of PERMISSION_KEYS) {
  for (const [role, criteria] of Object.entries(PERMISSIONS[key].defaults)) {
    if (!(ROLE_TYPES as readonly string[]).includes(role) || !PERMISSIONS[key].scopes.includes(criteria)) {
      throw new Error(`Permission registry: default ${role}=${criteria} is not valid for ${key}`);
    }
  }
}
