import type { FeatureFlag } from '@seedbed/contracts/flags';

/**
 * The organisation settings tabs (spec 3 §2) in the order they are shown, with the plan feature a
 * tab needs.
 */
export const ORGANISATION_TABS = [
  { id: 'general', flag: undefined },
  { id: 'domain', flag: 'customDomainsManagement' },
  { id: 'branding', flag: undefined },
  { id: 'metrics', flag: 'dataCollection' },
  { id: 'mentormatching', flag: undefined },
  { id: 'metadata', flag: undefined },
  { id: 'roles', flag: undefined },
  { id: 'permissions', flag: undefined },
  { id: 'plan', flag: undefined },
  { id: 'signon', flag: 'auth0' },
  { id: 'industries', flag: undefined },
  { id: 'users', flag: undefined },
  { id: 'logs', flag: 'activityFeed' },
  { id: 'api', flag: undefined },
] as const satisfies ReadonlyArray<{ id: string; flag: FeatureFlag | undefined }>;

export type OrganisationTab = (typeof ORGANISATION_TABS)[number]['id'];

export const tabPath = (tab: OrganisationTab) => `/admin/configuration/${tab}`;
