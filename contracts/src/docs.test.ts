import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from './roles.ts';
import { DOC_SLUG_PATTERN, DOC_USER_TYPES, docAudienceOf, docPath, docUserTypeOf, isDocUserType } from './docs.ts';

describe('docUserTypeOf (spec 1 §2.6)', () => {
  it.each([
    ['staff', 'incubator'],
    ['coach', 'incubator'],
    ['admin', 'incubator'],
    ['admin&coach', 'incubator'],
    ['subadmin', 'incubator'],
    ['mentor', 'mentor'],
    ['expert', 'mentor'],
    ['evaluator', 'evaluator'],
    ['applicant', 'applicant'],
    ['cofounder', 'founder'],
    ['founder', 'founder'],
    ['community_member', 'communityMember'],
    ['system', 'communityMember'],
    ['unknown-role', 'communityMember'],
    [null, 'communityMember'],
    [undefined, 'communityMember'],
  ] as const)('%s reads the %s documentation', (roleType, expected) => {
    expect(docUserTypeOf(roleType)).toBe(expected);
  });

  it('gives every role type a documented audience', () => {
    for (const type of ROLE_TYPES) expect(DOC_USER_TYPES).toContain(docUserTypeOf(type));
  });

  it('recognises only the audiences', () => {
    expect(isDocUserType('incubator')).toBe(true);
    expect(isDocUserType('communityMember')).toBe(true);
    expect(isDocUserType('staff')).toBe(false);
    expect(isDocUserType(42)).toBe(false);
  });
});

describe('docAudienceOf', () => {
  it('reads an audience as it is, and a role type as the audience its people read', () => {
    expect(docAudienceOf('founder')).toBe('founder');
    expect(docAudienceOf('communityMember')).toBe('communityMember');
    expect(docAudienceOf('admin')).toBe('incubator');
    expect(docAudienceOf('cofounder')).toBe('founder');
    expect(docAudienceOf('community_member')).toBe('communityMember');
  });

  it('names no audience for anything else', () => {
    for (const other of ['', 'Admin', 'nobody', '../incubator', null, undefined]) expect(docAudienceOf(other)).toBeNull();
  });
});

describe('documentation addresses', () => {
  it('builds the product page address of a document', () => {
    expect(docPath('founder', 'getting-started', 'signing-in')).toBe('/docs/user/founder/category/getting-started/doc/signing-in');
  });

  it('accepts lower-case hyphenated slugs only', () => {
    for (const ok of ['signing-in', 'account', 'a1-b2']) expect(DOC_SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ['Signing-in', '-a', 'a--b', 'a/b', '../x', '', 'a_b']) expect(DOC_SLUG_PATTERN.test(bad)).toBe(false);
  });
});
