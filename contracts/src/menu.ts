import type { FeatureFlag } from './flags.ts';
import type { PermissionKey } from './permissions.ts';
import { INTERNAL, ORGANISATION_ADMINS, STAFF_LIKE, type RoleType } from './roles.ts';
import { TAG_PAGES, tagEditorRule } from './taxonomy.ts';
import { EMAIL_COMPOSERS } from './emails.ts';

/**
 * A destination of the sidebar and sitemap. The server keeps the entries the viewer may reach
 * (roles, permission) and marks `locked` those whose feature the plan lacks; the web maps each
 * name to its label, icon and path. Register an entry when its screen exists.
 */
export interface MenuDefinition {
  name: string;
  roles?: readonly RoleType[];
  permission?: PermissionKey;
  flag?: FeatureFlag;
  subMenu?: readonly MenuDefinition[];
}

export interface MenuEntry {
  name: string;
  locked: boolean;
  subMenu: MenuEntry[];
}

/** Spec 1 §2.3: /tasks/* is for the staff-like group, cofounders and community members. */
export const TASKS_ROLES: readonly RoleType[] = [...STAFF_LIKE, 'cofounder', 'community_member'];

/**
 * Spec 1 §2.2: the startups' management and mentors screens are for the organisation's own staff
 * (a sub-admin runs the organisation on an admin's behalf, so is one of them). What each may do
 * there is the server's answer: creating startups is for STARTUP_MANAGERS (contracts/startups.ts).
 */
export const STARTUP_STAFF: readonly RoleType[] = [...INTERNAL, 'subadmin'];

/**
 * Who runs the startups (creates, archives, places them in programmes): the server's rule of the
 * same name in contracts/startups.ts, repeated here for the screens that must not load zod.
 */
export const STARTUP_MANAGERS: readonly RoleType[] = ['staff', ...ORGANISATION_ADMINS];

/** Spec 1 §2.7 and spec 2 §2: the portfolio of assigned startups (/coaching) is for staff and mentors. */
export const PORTFOLIO_ROLES: readonly RoleType[] = ['staff', 'coach', 'admin', 'admin&coach', 'subadmin', 'mentor'];

export const SIDEBAR: readonly MenuDefinition[] = [
  { name: 'home' },
  {
    name: 'tasks',
    roles: TASKS_ROLES,
    // Everyone's and every startup's tasks are overviews for the organisation's side.
    subMenu: [
      { name: 'tasksUsers', roles: STAFF_LIKE },
      { name: 'tasksStartups', roles: STAFF_LIKE },
    ],
  },
  {
    // Spec 1 §2.4 and §2.8 "Applications": applicants, founders and community members reach their own
    // applications (the group's page for them); reviewers the overview, the dashboard and the funnels.
    name: 'applications',
    subMenu: [
      { name: 'applicationsOverview', roles: STAFF_LIKE },
      { name: 'applicationsAnalytics', permission: 'APPLICATION_DASHBOARD', flag: 'applicationsDashboard' },
      { name: 'funnelsManagement', permission: 'FUNNELS:VIEW:LIST' },
    ],
  },
  {
    // Spec 1 §2.8 "Startups": the list for the staff-like group, then what each role reaches.
    name: 'startups',
    roles: STAFF_LIKE,
    subMenu: [
      { name: 'startupsManagement', roles: STARTUP_STAFF },
      { name: 'startupsPrograms', roles: STAFF_LIKE },
      { name: 'startupsMentors', roles: STARTUP_STAFF },
      { name: 'startupsPortfolio', roles: PORTFOLIO_ROLES },
      // Spec 1 §2.2–2.3: the portfolio's analytics and the data-collection grid, for METRICS/EDIT:VIEW holders.
      { name: 'startupsAnalytics', permission: 'METRICS/EDIT:VIEW', flag: 'dataCollection' },
      { name: 'startupsDataCollection', permission: 'METRICS/EDIT:VIEW', flag: 'dataCollection' },
    ],
  },
  {
    // Spec 3 §2: organisation settings, for the admin-level group; the activity feed needs its flag.
    name: 'organisationSettings',
    roles: ORGANISATION_ADMINS,
    subMenu: [
      { name: 'organisationUsers', roles: ORGANISATION_ADMINS },
      { name: 'organisationRoles', roles: ORGANISATION_ADMINS },
      { name: 'activityFeed', roles: ORGANISATION_ADMINS, flag: 'activityFeed' },
    ],
  },
  {
    // Spec 1 §2.8 "Management": the content the organisation builds; forms for whoever may make them.
    name: 'management',
    permission: 'FORM:CREATE',
    subMenu: [
      { name: 'customFields', permission: 'FORM:CREATE' },
      { name: 'customFieldsAnalytics', permission: 'FORM:CREATE', flag: 'customFieldsAnalytics' },
      { name: 'feedbackManagement', permission: 'FEEDBACK_REQUEST:CREATE', flag: 'feedbackForms' },
      { name: 'articlesManagement', permission: 'ARTICLES:EDIT' },
      // E-mail campaigns and planned actions, for those who compose campaigns (contracts/emails.ts).
      { name: 'emailsManagement', roles: EMAIL_COMPOSERS },
    ],
  },
  {
    // Spec 1 §2.8 "Events": the feed and one's own events for everyone; planning (the events one
    // created) and the unpublished drafts for those who create events.
    name: 'events',
    subMenu: [{ name: 'eventsMine' }, { name: 'eventsPlanning', permission: 'EVENT:CREATE' }, { name: 'eventsUnpublished', permission: 'EVENT:CREATE' }],
  },
  {
    // Spec 1 §2.8 "Courses": the catalogue and one's own courses for everyone the plan's course flag
    // lets in; the management list for those who make courses.
    name: 'courses',
    flag: 'course',
    subMenu: [
      { name: 'coursesHome', flag: 'course' },
      { name: 'coursesManagement', permission: 'COURSE:CREATE', flag: 'course' },
    ],
  },
  {
    // Spec 1 §2.8 "Community": the directory for everyone whose role sees people or startups (the
    // server's answer per visibility), the news feed for NEWS_FEED:VIEW holders, and the staff's
    // assignation, people profile builder and analytics.
    name: 'community',
    subMenu: [
      { name: 'communityHome', permission: 'NEWS_FEED:VIEW', flag: 'newsFeed' },
      { name: 'communitySearch' },
      { name: 'communityAssignation', roles: STARTUP_STAFF },
      { name: 'communityPeopleProfile', permission: 'FORM:CREATE' },
      { name: 'communityAnalytics', roles: STAFF_LIKE },
    ],
  },
  {
    // Spec 1 §2.8 "Emails": the group's page (/emails/templates) holds the designs (plan flag
    // emailTemplates) and the product's own mails (EMAIL_BLUEPRINT:MANAGE), each shown to whom it
    // is open; the content templates for those who compose campaigns, with the flag.
    name: 'emails',
    roles: EMAIL_COMPOSERS,
    subMenu: [
      { name: 'emailContentTemplates', roles: EMAIL_COMPOSERS, flag: 'emailTemplates' },
      { name: 'emailBlueprints', permission: 'EMAIL_BLUEPRINT:MANAGE' },
    ],
  },
  // Conversations between people (plan flag liveChat) and the resource library, for everyone.
  { name: 'messages', flag: 'liveChat' },
  { name: 'resources' },
  {
    // Spec 1 §2.8 "Taxonomy tags": a page per category, for whoever opens the tags editor; the
    // evaluation criteria page follows its own key and the plan's editEvaluationCriteria.
    name: 'taxonomy',
    permission: 'TAGS_EDITOR:VIEW',
    subMenu: TAG_PAGES.map((page) => {
      const { view, flag } = tagEditorRule(page.categories[0]);
      return { name: page.menuName, permission: view, ...(flag ? { flag } : {}) };
    }),
  },
];

/** The sitemap lists the same destinations, three levels deep. */
export const SITEMAP: readonly MenuDefinition[] = SIDEBAR;
