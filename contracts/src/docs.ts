import { INTERNAL, isInGroup, isRoleType } from './roles.ts';

/**
 * The audiences the documentation is written for (spec 1 §2.6). Every document lives under one
 * of them: docs/<language>/<userType>/<category>/<slug>.md.
 */
export const DOC_USER_TYPES = ['incubator', 'mentor', 'founder', 'applicant', 'evaluator', 'communityMember'] as const;
export type DocUserType = (typeof DOC_USER_TYPES)[number];

export function isDocUserType(value: unknown): value is DocUserType {
  return typeof value === 'string' && (DOC_USER_TYPES as readonly string[]).includes(value);
}

/** Category and document slugs: they become path segments of the documentation's addresses. */
export const DOC_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Which documentation a role reads. Mentors, experts and evaluators are staff-like too, but they
 * have documentation of their own, so they are matched before the organisation's own team.
 */
export function docUserTypeOf(roleType: string | null | undefined): DocUserType {
  switch (roleType) {
    case 'mentor':
    case 'expert':
      return 'mentor';
    case 'evaluator':
      return 'evaluator';
    case 'applicant':
      return 'applicant';
    case 'cofounder':
    case 'founder':
      return 'founder';
  }
  if (isInGroup(roleType, INTERNAL) || roleType === 'subadmin') return 'incubator';
  return 'communityMember';
}

/**
 * The audience a documentation address names: an audience as it is, or a role type for the
 * documentation its people read (`/docs/user/admin` is the organisation team's, `incubator`).
 * Null for anything else.
 */
export function docAudienceOf(segment: string | null | undefined): DocUserType | null {
  if (isDocUserType(segment)) return segment;
  return isRoleType(segment) ? docUserTypeOf(segment) : null;
}

/** The product's own address of a document, as the search opens it in a new tab. */
export function docPath(userType: string, category: string, slug: string): string {
  return `/docs/user/${encodeURIComponent(userType)}/category/${encodeURIComponent(category)}/doc/${encodeURIComponent(slug)}`;
}

/** Where the documentation of one audience starts: every document, grouped by category. */
export function docsHomePath(userType: string): string {
  return `/docs/user/${encodeURIComponent(userType)}`;
}
