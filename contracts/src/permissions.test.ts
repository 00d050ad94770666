import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_AREAS,
  PERMISSION_CRITERIA,
  PERMISSION_KEYS,
  criteriaAllowed,
  defaultPermissionsFor,
  isPermissionKey,
  permissionKeysByArea,
  type PermissionKey,
} from './permissions.ts';
import { ROLE_TYPES, type RoleType } from './roles.ts';
import { permissionGrantSchema } from './grants.ts';

/** Every key of spec 1 §6 and spec 3 §6, copied from the spec text, with the area it is listed under. */
const SPEC_KEYS: Record<string, readonly string[]> = {
  applications: [
    'APPLICATION_ALL:VIEW',
    'APPLICATION:DELETE',
    'APPLICATION_FLOW:EDIT',
    'APPLICATION_FLOW:VIEW',
    'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW',
    'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW',
    'APPLICATION_OVERVIEW/FILTERS:VIEW',
    'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW',
    'APPLICATION/DECIDE_ROUND:VIEW',
    'APPLICATION_DASHBOARD',
    'APPLICATION_DRAFT:ACCESS',
    'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW',
    'TIMELINE/EMAIL_THREAD_META:VIEW',
  ],
  funnels: ['FUNNEL:CREATE', 'FUNNEL:EDIT', 'FUNNEL:DELETE', 'FUNNELS:VIEW:LIST'],
  content: ['ARTICLES:EDIT', 'FORM:CREATE', 'FORM:EDIT', 'EMAIL_BLUEPRINT:MANAGE', 'EMAIL_REJECTION:CREATE', 'EMAIL_REJECTION:EDIT', 'COURSE:CREATE', 'COURSES:MANAGE'],
  events: ['EVENT:CREATE', 'EVENT:EDIT', 'EVENT:DELETE', 'EVENT:REGISTER'],
  coaching: ['AVAILABILITY:EDIT', 'COACHING_SESSION:DELETE', 'COACHING_SESSION:EXPORT', 'COACHING_MEETING:SCHEDULING'],
  evaluation: ['EVALUATION_PARAMETER_EDITOR:VIEW', 'EVALUATION_PARAMETER_EDITOR:CREATE', 'EVALUATION_PARAMETER_EDITOR:EDIT', 'EVALUATION_PARAMETER_EDITOR:DELETE'],
  feedback: ['FEEDBACK_REQUEST:CREATE', 'FEEDBACK_REQUEST:VIEW', 'FEEDBACK_REQUEST:EDIT', 'FEEDBACK_ANSWER:VIEW'],
  chat: ['CHAT:LIMIT:READ', 'CHAT:USER_ACCESS:EDIT'],
  startups: [
    'STARTUP/ASSIGNATION_MEMBERS:EDIT',
    'STARTUP/NAME:EDIT',
    'STARTUP:DELETE',
    'STARTUP_FILE:VIEW',
    'STARTUP:INDUSTRY:VIEW',
    'STARTUP_MILESTONE:CREATE',
    'STARTUP_MILESTONE:EDIT',
  ],
  taxonomy: [
    'INDUSTRIES:VIEW',
    'INDUSTRIES:EDIT',
    'INDUSTRIES:CREATE',
    'INDUSTRIES:STARTUP:ADD',
    'INDUSTRIES:STARTUP:REMOVE',
    'TAG:STARTUP:ADD',
    'TAG:STARTUP:REMOVE',
    'TAGS_EDITOR:VIEW',
    'TAGS_EDITOR:CREATE',
    'TAGS_EDITOR:EDIT',
    'TAGS:STARTUP:VIEW',
    'TAGS:APPLICATION:VIEW',
    'TAGS:USER:VIEW',
    'USER:INDUSTRY:VIEW',
  ],
  users: ['USER:EDIT', 'USER:INVITE', 'USER_PROFILE/SOCIAL_MEDIA:VIEW', 'USER_ROLES:EDIT'],
  other: [
    'METRICS/EDIT:VIEW',
    'SAVED_VIEWS:READ',
    'TASK/TASK:DELETE',
    'NOTE_SINGLE:DELETE',
    'NOTE_THREAD:DELETE',
    'CREATE:PLANNED_ACTION',
    'EDIT:PLANNED_ACTION',
    'CANCEL:PLANNED_ACTION',
    'NEWS_FEED:VIEW',
    'RSS_FEED:DELETE',
    'RSS_FEED:EDIT',
    'RSS_FEED:SUBSCRIBE',
    'RSS_FEED_ITEM:DELETE',
    'PROGRAM:CREATE',
  ],
};
const ALL_SPEC_KEYS = Object.values(SPEC_KEYS).flat();

/** Keys for which the spec names an assigned mode. */
const SPEC_ASSIGNED_KEYS = ['APPLICATION:DELETE', 'COACHING_SESSION:DELETE', 'COACHING_SESSION:EXPORT', 'USER:EDIT'];

describe('permission registry', () => {
  it('holds exactly the spec keys, each once', () => {
    expect(ALL_SPEC_KEYS).toHaveLength(82);
    expect(new Set(ALL_SPEC_KEYS).size).toBe(ALL_SPEC_KEYS.length);
    expect([...PERMISSION_KEYS].sort()).toEqual([...ALL_SPEC_KEYS].sort());
  });

  it.each(Object.entries(SPEC_KEYS).flatMap(([area, keys]) => keys.map((key) => [key, area])))('%s is in area %s', (key, area) => {
    expect(isPermissionKey(key)).toBe(true);
    expect(PERMISSIONS[key as PermissionKey].area).toBe(area);
    expect(PERMISSION_AREAS).toContain(area);
  });

  it.each(SPEC_ASSIGNED_KEYS)('%s offers ALL, ASSIGNED and NONE', (key) => {
    expect([...PERMISSIONS[key as PermissionKey].scopes].sort()).toEqual(['ALL', 'ASSIGNED', 'NONE']);
  });

  it.each(PERMISSION_KEYS)('%s is well formed', (key) => {
    const { scopes, meaning, defaults, labelKey } = PERMISSIONS[key];
    expect(meaning).toMatch(/^[A-Z].*\.$/);
    expect(scopes).toContain('ALL');
    expect(scopes).toContain('NONE');
    for (const scope of scopes) expect(PERMISSION_CRITERIA).toContain(scope);
    for (const [role, criteria] of Object.entries(defaults)) {
      expect(ROLE_TYPES).toContain(role);
      expect(scopes).toContain(criteria);
    }
    expect(labelKey).toMatch(/^permissions\.[a-z0-9_]+$/);
  });

  it('derives a distinct label key for every permission', () => {
    const labelKeys = PERMISSION_KEYS.map((key) => PERMISSIONS[key].labelKey);
    expect(new Set(labelKeys).size).toBe(labelKeys.length);
    expect(PERMISSIONS['TIMELINE/CREATE_PRIVATE_COMMENT:VIEW'].labelKey).toBe('permissions.timeline_create_private_comment_view');
  });

  it('groups every key under exactly one area', () => {
    const byArea = permissionKeysByArea();
    expect(Object.keys(byArea)).toEqual([...PERMISSION_AREAS]);
    expect(Object.values(byArea).flat().sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('rejects keys that are not in the spec', () => {
    for (const key of ['EVALUATION_PARAMETER_EDITOR:EDIT/DELETE', 'application_all:view', 'toString', '__proto__', '']) {
      expect(isPermissionKey(key)).toBe(false);
    }
  });
});

describe('defaults per role', () => {
  it.each(ROLE_TYPES)('%s gets every key once, with a criteria the key allows', (role) => {
    const grants = defaultPermissionsFor(role);
    expect(grants.map((g) => g.key)).toEqual(PERMISSION_KEYS);
    for (const grant of grants) expect(criteriaAllowed(grant.key, grant.criteria)).toBe(true);
  });

  const criteriaOf = (role: RoleType, key: PermissionKey) => defaultPermissionsFor(role).find((g) => g.key === key)?.criteria;

  it.each(['admin', 'admin&coach'] as const)('%s holds ALL on every key', (role) => {
    expect(defaultPermissionsFor(role).every((g) => g.criteria === 'ALL')).toBe(true);
  });

  it('subadmin holds ALL on everything except role editing', () => {
    const notAll = defaultPermissionsFor('subadmin').filter((g) => g.criteria !== 'ALL');
    expect(notAll).toEqual([{ key: 'USER_ROLES:EDIT', criteria: 'NONE' }]);
  });

  it('the system role holds nothing', () => {
    expect(defaultPermissionsFor('system').every((g) => g.criteria === 'NONE')).toBe(true);
  });

  it.each([
    ['staff', 'APPLICATION_ALL:VIEW', 'ALL'],
    ['staff', 'STARTUP/NAME:EDIT', 'ALL'],
    ['staff', 'EVENT:EDIT', 'ALL'],
    ['staff', 'TASK/TASK:DELETE', 'ALL'],
    ['staff', 'TAGS_EDITOR:EDIT', 'ALL'],
    ['staff', 'USER_ROLES:EDIT', 'NONE'],
    ['staff', 'PROGRAM:CREATE', 'NONE'],
    ['coach', 'STARTUP/NAME:EDIT', 'ASSIGNED'],
    ['coach', 'COACHING_SESSION:DELETE', 'ASSIGNED'],
    ['coach', 'USER:EDIT', 'ASSIGNED'],
    ['coach', 'TASK/TASK:DELETE', 'ASSIGNED'],
    ['coach', 'EVENT:CREATE', 'ALL'],
    ['coach', 'APPLICATION_ALL:VIEW', 'NONE'],
    ['mentor', 'COACHING_MEETING:SCHEDULING', 'ALL'],
    ['mentor', 'AVAILABILITY:EDIT', 'NONE'],
    ['expert', 'COACHING_MEETING:SCHEDULING', 'ALL'],
    ['evaluator', 'APPLICATION_FLOW:VIEW', 'ASSIGNED'],
    ['evaluator', 'APPLICATION/DECIDE_ROUND:VIEW', 'NONE'],
    ['cofounder', 'COACHING_MEETING:SCHEDULING', 'ALL'],
    ['cofounder', 'NEWS_FEED:VIEW', 'ALL'],
    ['cofounder', 'TASK/TASK:DELETE', 'NONE'],
    ['applicant', 'NEWS_FEED:VIEW', 'ALL'],
    ['applicant', 'COACHING_MEETING:SCHEDULING', 'NONE'],
    ['community_member', 'NEWS_FEED:VIEW', 'ALL'],
  ] as const)('%s has %s = %s', (role, key, criteria) => {
    expect(criteriaOf(role, key)).toBe(criteria);
  });
});

describe('criteriaAllowed and permissionGrantSchema', () => {
  it.each([
    ['USER:EDIT', 'ASSIGNED', true],
    ['USER:EDIT', 'SELECTED', false],
    ['USER:INVITE', 'SELECTED', true],
    ['NEWS_FEED:VIEW', 'ALL', true],
    ['NEWS_FEED:VIEW', 'NONE', true],
    ['NEWS_FEED:VIEW', 'ASSIGNED', false],
    ['NEWS_FEED:VIEW', 'all', false],
    ['NOT_A_KEY', 'ALL', false],
  ] as const)('%s with %s is %s', (key, criteria, expected) => {
    expect(criteriaAllowed(key, criteria)).toBe(expected);
    expect(permissionGrantSchema.safeParse({ key, permissionCriteria: criteria }).success).toBe(expected);
  });

  it('points the error at the criteria when the key refuses it', () => {
    const result = permissionGrantSchema.safeParse({ key: 'APPLICATION_ALL:VIEW', permissionCriteria: 'ASSIGNED' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['permissionCriteria']);
  });

  it('returns the typed grant when valid', () => {
    expect(permissionGrantSchema.parse({ key: 'TASK/TASK:DELETE', permissionCriteria: 'ASSIGNED' })).toEqual({
      key: 'TASK/TASK:DELETE',
      permissionCriteria: 'ASSIGNED',
    });
  });
});
