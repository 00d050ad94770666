/**
 * The feature-flag catalogue (spec 3 "Plan feature flags") and the plans that switch flags on.
 * A programme's flags are its plan's flags plus per-programme overrides; route guards redirect
 * to the plan page when a required flag is off.
 */

/** When a flag switches on by plan: from this tier upwards, or never by plan (a setting). */
type Tier = 'starter' | 'growth' | 'enterprise' | 'setting';

interface FlagRow {
  description: string;
  /** True for the premium-gated features of spec 1 §6 / spec 3, and only those. */
  premium: boolean;
  from: Tier;
}

function flag(from: Tier, description: string, premium = false): FlagRow {
  return { from, description, premium };
}

// Names are the spec's. Premium features reach only enterprise; 'setting' flags describe the
// organisation rather than a tier, so they stay off until a programme override turns them on.
const FLAGS = {
  qUserAddRow: flag('starter', 'Lets respondents add rows to table questions.'),
  qNumericalChoice: flag('starter', 'Gives choice options a numerical value for scoring.'),
  milestones: flag('starter', 'Lets startups and their coaches track milestones.'),
  dataCollection: flag('starter', 'Collects data from startups through requests and forms.'),
  createMetrics: flag('growth', 'Lets the organisation define its own metrics.'),
  bulkDataAssignation: flag('growth', 'Assigns data requests to many startups at once.'),
  startupFilter: flag('starter', 'Filters the startups list.'),
  customFieldsEdit: flag('enterprise', 'Lets the organisation edit custom fields and profile builders.', true),
  reminderEmails: flag('starter', 'Sends reminder emails before and after meetings.'),
  emailTemplates: flag('growth', 'Lets the organisation edit its email templates.'),
  oneOnOneEvents: flag('starter', 'Enables one-on-one events with bookable slots.'),
  emailEvents: flag('growth', 'Sends event invitations and updates by email.'),
  resourceVisibility: flag('growth', 'Restricts resources to chosen roles, tags or programmes.'),
  activityFeed: flag('starter', 'Shows the organisation activity feed.'),
  editIndustries: flag('growth', 'Lets the organisation edit its industries catalogue.'),
  editEvaluationCriteria: flag('growth', 'Lets the organisation edit evaluation criteria.'),
  liveChat: flag('starter', 'Shows the live support chat to staff, admins and cofounders.'),
  feedbackForms: flag('starter', 'Enables surveys and feedback forms.'),
  isIncubator: flag('setting', 'Marks the organisation as an incubator rather than an accelerator.'),
  coreMetrics: flag('starter', 'Tracks the core startup metrics.'),
  hoursAllocation: flag('enterprise', 'Allocates coaching hours to startups and tracks their use.', true),
  assessment: flag('growth', 'Enables startup assessments.'),
  lockedSkills: flag('growth', "Restricts user skills to the organisation's list."),
  course: flag('starter', 'Enables courses.'),
  questionVisibility: flag('growth', 'Hides chosen form questions from chosen roles.'),
  evaluationVisibility: flag('growth', 'Controls who sees application evaluations.'),
  zapierIntegration: flag('growth', 'Connects the organisation to Zapier.'),
  savedViewsApplications: flag('growth', 'Saves views of the applications list.'),
  savedViewsUsers: flag('growth', 'Saves views of the users list.'),
  savedViewsStartups: flag('growth', 'Saves views of the startups list.'),
  auth0: flag('setting', 'Signs users in through the external identity provider instead of local passwords.'),
  groupChat: flag('growth', 'Enables group conversations in chat.'),
  startupTaxonomyEditable: flag('growth', 'Lets startups edit their own industries and tags.'),
  applicationsDashboard: flag('growth', 'Shows the applications dashboard.'),
  microsoftIntegration: flag('growth', 'Connects Microsoft calendars.'),
  anonymityApplications: flag('growth', 'Hides applicant identities from evaluators.'),
  zoomIntegration: flag('growth', 'Creates Zoom meetings for events and sessions.'),
  teamsIntegration: flag('growth', 'Creates Microsoft Teams meetings for events and sessions.'),
  broadSearch: flag('starter', 'Searches across all entities from the global search.'),
  newsFeed: flag('starter', 'Shows the news feed.'),
  programPage: flag('starter', 'Gives each programme its own page.'),
  engagementAnalytics: flag('growth', 'Shows engagement analytics.'),
  hidePoweredBy: flag('enterprise', 'Hides the "Powered by" footer.'),
  customFieldsAnalytics: flag('growth', 'Shows analytics on custom fields.'),
  aiTranslation: flag('enterprise', 'Translates content automatically.'),
  // Also named in the plan catalogue.
  publicApi: flag('enterprise', 'Opens the public API to the organisation.'),
  customDomainsManagement: flag('enterprise', 'Serves the organisation on its own domain.'),
  // The spec says the video question has a separate flag without naming it; this is our name.
  qVideo: flag('growth', 'Enables video questions in forms.'),
  // Premium-gated features without a flag of their own in the list above.
  startupDocuments: flag('enterprise', "Stores documents on a startup's file.", true),
  dataAssets: flag('enterprise', 'Enables data assets.', true),
  videoConferencing: flag('enterprise', 'Adds video conferencing to meetings.', true),
  calendarUnlink: flag('enterprise', 'Lets users unlink their Google calendar.', true),
  bulkApplicationExport: flag('enterprise', 'Exports many applications at once.', true),
  customRoles: flag('enterprise', 'Lets the organisation create its own roles.', true),
} satisfies Record<string, FlagRow>;

export type FeatureFlag = keyof typeof FLAGS;
export const FEATURE_FLAGS = Object.keys(FLAGS) as FeatureFlag[];

export interface FeatureFlagDefinition {
  description: string;
  premium: boolean;
}
export const FEATURE_FLAG_DEFINITIONS: Readonly<Record<FeatureFlag, FeatureFlagDefinition>> = Object.freeze(
  Object.fromEntries(FEATURE_FLAGS.map((name) => [name, { description: FLAGS[name].description, premium: FLAGS[name].premium }])) as Record<FeatureFlag, FeatureFlagDefinition>,
);

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return typeof value === 'string' && Object.hasOwn(FLAGS, value);
}

// ---- Plans ----

export const PLAN_NAMES = ['starter', 'growth', 'enterprise'] as const;
export type Plan = (typeof PLAN_NAMES)[number];

export interface PlanDefinition {
  /** Licensed (employee group) users allowed; null means unlimited. */
  employeeCountLimit: number | null;
  flags: readonly FeatureFlag[];
}

/** Each plan includes the tiers below it. */
const TIERS_IN_PLAN: Record<Plan, readonly Tier[]> = {
  starter: ['starter'],
  growth: ['starter', 'growth'],
  enterprise: ['starter', 'growth', 'enterprise'],
};

function flagsOf(plan: Plan): FeatureFlag[] {
  return FEATURE_FLAGS.filter((name) => TIERS_IN_PLAN[plan].includes(FLAGS[name].from));
}

export const PLANS: Readonly<Record<Plan, PlanDefinition>> = {
  starter: { employeeCountLimit: 5, flags: flagsOf('starter') },
  growth: { employeeCountLimit: 25, flags: flagsOf('growth') },
  enterprise: { employeeCountLimit: null, flags: flagsOf('enterprise') },
};

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

/**
 * The flag values of a programme: its plan's flags, then its overrides. Overrides usually come
 * from storage, so keys that are no longer flags and non-boolean values are ignored.
 */
export function flagsForPlan(plan: Plan, overrides: Partial<Record<FeatureFlag, boolean>> = {}): Record<FeatureFlag, boolean> {
  const on = new Set<FeatureFlag>(PLANS[plan].flags);
  const values = Object.fromEntries(FEATURE_FLAGS.map((name) => [name, on.has(name)])) as Record<FeatureFlag, boolean>;
  for (const [name, value] of Object.entries(overrides)) {
    if (isFeatureFlag(name) && typeof value === 'boolean') values[name] = value;
  }
  return values;
}
