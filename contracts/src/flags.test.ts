import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, FEATURE_FLAG_DEFINITIONS, PLANS, PLAN_NAMES, flagsForPlan, isFeatureFlag } from './flags.ts';

/** The "Plan feature flags" list of spec 3, copied literally. */
const SPEC_FLAGS = [
  'qUserAddRow',
  'qNumericalChoice',
  'milestones',
  'dataCollection',
  'createMetrics',
  'bulkDataAssignation',
  'startupFilter',
  'customFieldsEdit',
  'reminderEmails',
  'emailTemplates',
  'oneOnOneEvents',
  'emailEvents',
  'resourceVisibility',
  'activityFeed',
  'editIndustries',
  'editEvaluationCriteria',
  'liveChat',
  'feedbackForms',
  'isIncubator',
  'coreMetrics',
  'hoursAllocation',
  'assessment',
  'lockedSkills',
  'course',
  'questionVisibility',
  'evaluationVisibility',
  'zapierIntegration',
  'savedViewsApplications',
  'savedViewsUsers',
  'savedViewsStartups',
  'auth0',
  'groupChat',
  'startupTaxonomyEditable',
  'applicationsDashboard',
  'microsoftIntegration',
  'anonymityApplications',
  'zoomIntegration',
  'teamsIntegration',
  'broadSearch',
  'newsFeed',
  'programPage',
  'engagementAnalytics',
  'hidePoweredBy',
  'customFieldsAnalytics',
  'aiTranslation',
  'publicApi',
  'customDomainsManagement',
];

/** Spec 1 §6 "Premium-gated", each mapped to its flag. */
const PREMIUM_FLAGS = ['hoursAllocation', 'startupDocuments', 'dataAssets', 'videoConferencing', 'calendarUnlink', 'bulkApplicationExport', 'customRoles', 'customFieldsEdit'];

describe('feature-flag catalogue', () => {
  it.each([...SPEC_FLAGS, ...PREMIUM_FLAGS])('%s is a flag', (name) => {
    expect(isFeatureFlag(name)).toBe(true);
  });

  it('marks exactly the premium-gated features as premium', () => {
    const premium = FEATURE_FLAGS.filter((name) => FEATURE_FLAG_DEFINITIONS[name].premium);
    expect(premium.sort()).toEqual([...PREMIUM_FLAGS].sort());
  });

  it.each(FEATURE_FLAGS)('%s has a one-sentence description', (name) => {
    expect(FEATURE_FLAG_DEFINITIONS[name].description).toMatch(/^[A-Z][^.]*\.$/);
  });

  it('refuses names that are not flags', () => {
    for (const name of ['CustomFieldsEdit', 'hasOwnProperty', '', 'unknownFlag']) expect(isFeatureFlag(name)).toBe(false);
  });
});

describe('plans', () => {
  it('limits licensed employees per plan', () => {
    expect(PLANS.starter.employeeCountLimit).toBe(5);
    expect(PLANS.growth.employeeCountLimit).toBe(25);
    expect(PLANS.enterprise.employeeCountLimit).toBeNull();
  });

  it('each plan includes every flag of the plan below', () => {
    for (let i = 1; i < PLAN_NAMES.length; i++) {
      const lower = PLANS[PLAN_NAMES[i - 1]!].flags;
      const higher = PLANS[PLAN_NAMES[i]!].flags;
      for (const name of lower) expect(higher).toContain(name);
      expect(higher.length).toBeGreaterThan(lower.length);
    }
  });

  it.each([
    ['starter', 'course', true],
    ['starter', 'createMetrics', false],
    ['starter', 'customRoles', false],
    ['growth', 'savedViewsStartups', true],
    ['growth', 'hidePoweredBy', false],
    ['growth', 'hoursAllocation', false],
    ['enterprise', 'hidePoweredBy', true],
    ['enterprise', 'customRoles', true],
    ['enterprise', 'publicApi', true],
    ['enterprise', 'isIncubator', false],
    ['enterprise', 'auth0', false],
  ] as const)('%s has %s = %s', (plan, name, expected) => {
    expect(flagsForPlan(plan)[name]).toBe(expected);
  });

  it('keeps premium features in enterprise only', () => {
    for (const name of PREMIUM_FLAGS) {
      expect(flagsForPlan('growth')[name as keyof ReturnType<typeof flagsForPlan>]).toBe(false);
      expect(flagsForPlan('enterprise')[name as keyof ReturnType<typeof flagsForPlan>]).toBe(true);
    }
  });
});

describe('flagsForPlan overrides', () => {
  it('answers every flag', () => {
    expect(Object.keys(flagsForPlan('starter')).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it.each([
    ['turns a flag on above the plan', 'starter', { customRoles: true }, 'customRoles', true],
    ['turns a plan flag off', 'enterprise', { liveChat: false }, 'liveChat', false],
    ['switches a setting flag on', 'growth', { isIncubator: true }, 'isIncubator', true],
    ['leaves other flags alone', 'starter', { customRoles: true }, 'course', true],
    ['an undefined override changes nothing', 'starter', { course: undefined }, 'course', true],
  ] as const)('%s', (_name, plan, overrides, flag, expected) => {
    expect(flagsForPlan(plan, overrides)[flag]).toBe(expected);
  });

  it('ignores stale keys and non-boolean values from storage', () => {
    const stored = JSON.parse('{"retiredFlag": true, "course": "yes", "milestones": false}');
    const flags = flagsForPlan('starter', stored);
    expect(flags).not.toHaveProperty('retiredFlag');
    expect(flags.course).toBe(true);
    expect(flags.milestones).toBe(false);
  });
});
