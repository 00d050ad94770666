import { ADMIN_LEVEL, INTERNAL, isInGroup, type RoleType } from '@seedbed/contracts/roles';

export interface AccountLink {
  key: 'profile' | 'calendar' | 'availability' | 'preferences' | 'exports' | 'security' | 'integrations' | 'coaching';
  path: string;
}

/**
 * Spec 1 §2.5's links of the account menu for this user. Profile, preferences and security are
 * part of every account; the others appear for their roles once their feature registers the page.
 */
export function accountLinks(user: { _id: string; roleType: RoleType | null }, hasPage: (path: string) => boolean): AccountLink[] {
  const role = user.roleType;
  const links: Array<AccountLink & { when: boolean }> = [
    { key: 'profile', path: `/profile/${encodeURIComponent(user._id)}`, when: true },
    // 'Some roles': everyone with meetings to attend, which excludes applicants.
    { key: 'calendar', path: '/calendar', when: role !== 'applicant' && hasPage('/calendar') },
    { key: 'availability', path: '/availability', when: (role === 'evaluator' || role === 'mentor') && hasPage('/availability') },
    { key: 'preferences', path: '/account/settings', when: true },
    { key: 'exports', path: '/account/exports', when: hasPage('/account/exports') },
    { key: 'security', path: '/account/settings/security', when: true },
    { key: 'integrations', path: '/account/settings/integrations', when: hasPage('/account/settings/integrations') },
    {
      key: 'coaching',
      path: '/account/settings/coaching',
      when: (isInGroup(role, INTERNAL) || isInGroup(role, ADMIN_LEVEL) || role === 'subadmin') && hasPage('/account/settings/coaching'),
    },
  ];
  return links.filter((link) => link.when).map(({ key, path }) => ({ key, path }));
}
