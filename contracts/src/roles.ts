/**
 * Role types, their display names and the groupings the product reasons with
 * (spec 1 §3 "Role", spec 3 §6 "Role groupings"). Server guards, the sidebar and
 * the roles editor all read these lists, so a grouping changes in one place only.
 */

/** The lower-case role types stored on a role, exactly as the spec spells them. */
export const ROLE_TYPES = [
  'applicant',
  'coach',
  'staff',
  'admin',
  'admin&coach',
  'mentor',
  'expert',
  'cofounder',
  'community_member',
  'founder',
  'system',
  'evaluator',
  'subadmin',
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** The product's name, shown wherever the system role speaks (automatic tasks, notifications). */
export const SYSTEM_DISPLAY_NAME = 'Seedbed';

export const ROLE_DISPLAY_NAMES: Record<RoleType, string> = {
  applicant: 'Applicant',
  coach: 'Coach',
  staff: 'Staff',
  admin: 'Admin',
  'admin&coach': 'Admin & Coach',
  mentor: 'Mentor',
  expert: 'Expert',
  cofounder: 'Co/Founder',
  community_member: 'Community Member',
  founder: 'Founder',
  system: SYSTEM_DISPLAY_NAME,
  evaluator: 'Evaluator',
  subadmin: 'Sub-Admin',
};

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);
}

// ---- Groupings (spec 3 §6). Named after what the members share, not after a screen. ----

export const STAFF_LIKE: readonly RoleType[] = ['staff', 'coach', 'evaluator', 'expert', 'mentor', 'subadmin', 'admin', 'admin&coach'];
export const INTERNAL: readonly RoleType[] = ['staff', 'coach', 'admin&coach', 'admin'];
export const EXTERNAL: readonly RoleType[] = ['evaluator', 'expert', 'mentor', 'applicant', 'cofounder', 'community_member'];
export const STARTUP_SIDE: readonly RoleType[] = ['applicant', 'cofounder', 'community_member'];
export const ADMIN_LEVEL: readonly RoleType[] = ['admin', 'admin&coach'];
export const MENTOR_EXPERT: readonly RoleType[] = ['mentor', 'expert'];
export const MENTOR_EXPERT_EVALUATOR: readonly RoleType[] = ['mentor', 'expert', 'evaluator'];
/**
 * Who may open /admin/configuration. The spec only says "an admin-level role group";
 * a sub-admin exists to run the organisation on an admin's behalf, so it is included here,
 * while USER_ROLES:EDIT (see permissions.ts) keeps role editing with full admins.
 */
export const ORGANISATION_ADMINS: readonly RoleType[] = ['admin', 'admin&coach', 'subadmin'];

/** Accepts any string so that callers can pass a role type read from storage unchecked. */
export function isInGroup(type: string | null | undefined, group: readonly RoleType[]): boolean {
  return isRoleType(type) && group.includes(type);
}

// ---- Display label ----

export interface RoleLabelInput {
  role: { type: string | null | undefined; label?: string | null } | null | undefined;
  /** Number of people in the user's first startup; null or absent when the user has none. */
  firstStartupPeopleCount?: number | null;
}

/**
 * The name shown for a user's role.
 *
 * Spec 1 §3: "A cofounder role with no label whose first startup has exactly one person is
 * shown as 'Founder'; otherwise the label; else 'Unknown'." Our reading, rule by rule:
 * - 'Founder' needs all three: type `cofounder` (not `founder`), no label, and a first
 *   startup with exactly one person (a solo founder is not a co-founder). An unknown count
 *   never makes a 'Founder'.
 * - "otherwise the label": a custom label always wins, even for a solo cofounder.
 *   A blank label counts as no label, because it would render as nothing.
 * - Before 'Unknown' we fall back to the type's display name: spec 1 §3 gives every type one,
 *   so a labelless coach reads 'Coach' and a labelless cofounder in a team reads 'Co/Founder'.
 * - 'Unknown' is left for a missing role or a type outside the catalogue.
 */
export function roleDisplayLabel(input: RoleLabelInput): string {
  const type = displayedRoleType(input);
  if (type === null) return input.role!.label!.trim();
  return type === 'unknown' ? 'Unknown' : ROLE_DISPLAY_NAMES[type];
}

/**
 * Which name roleDisplayLabel shows: null for the role's own label, else the type whose name is
 * shown ('founder' for a solo cofounder, 'unknown' for no role) — for showing it in any language.
 */
export function displayedRoleType({ role, firstStartupPeopleCount }: RoleLabelInput): RoleType | 'unknown' | null {
  if (!role) return 'unknown';
  const label = role.label?.trim();
  if (role.type === 'cofounder' && !label && firstStartupPeopleCount === 1) return 'founder';
  if (label) return null;
  return isRoleType(role.type) ? role.type : 'unknown';
}

// ---- User groups (organisation user management, plan licences) ----

/**
 * Spec 3 enumeration "User groups": employee (licensed), network (external), evaluator, other.
 * Only employees count against a plan's employeeCountLimit.
 */
export const USER_GROUPS = {
  employee: ['staff', 'coach', 'admin', 'admin&coach', 'subadmin'],
  network: ['mentor', 'expert'],
  evaluator: ['evaluator'],
  other: ['applicant', 'cofounder', 'community_member', 'founder', 'system'],
} as const satisfies Record<string, readonly RoleType[]>;
export type UserGroup = keyof typeof USER_GROUPS;
export const USER_GROUP_NAMES = Object.keys(USER_GROUPS) as UserGroup[];
export const LICENSED_USER_GROUP: UserGroup = 'employee';

/** Unknown types land in 'other' so that they never consume a licence seat. */
export function userGroupOf(type: string | null | undefined): UserGroup {
  for (const group of USER_GROUP_NAMES) {
    if ((USER_GROUPS[group] as readonly string[]).includes(type ?? '')) return group;
  }
  return 'other';
}

// ---- User statuses ----

/** Spec 3's lower-case reading, which is what is stored. */
export const USER_STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Statuses that refuse sign-in; pending users may sign in and meet the not-confirmed block. */
export const SIGN_IN_BLOCKED_STATUSES: readonly UserStatus[] = ['deleted', 'deny', 'archived'];

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}

export function canSignIn(status: string | null | undefined): boolean {
  return isUserStatus(status) && !SIGN_IN_BLOCKED_STATUSES.includes(status);
}
