/**
 * The catalogues of the interface, one per feature area (web/src/i18n/<language>/<namespace>.json).
 * Kept apart from the i18next set-up so that the build configuration can read them too.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'validation',
  'shell',
  'profile',
  'account',
  'search',
  'create',
  'docs',
  'notifications',
  'tasks',
  'organisation',
  'access',
  'people',
  'activity',
  'startupFile',
  'startups',
  'home',
  'taxonomy',
  'forms',
  'profiles',
  'feedback',
  'metrics',
  'funnels',
  'apply',
  'applications',
  'applicationFile',
  'evaluations',
  'coaching',
  'coachingNotes',
  'availability',
  'calendar',
  'coachingInvites',
  'mentorMatching',
  'events',
  'eventPage',
  'eventEditor',
  'eventBooking',
  'courses',
  'courseware',
  'courseBuilder',
  'courseDashboard',
  'community',
  'communityFeed',
  'communityPeople',
  'messages',
  'resources',
  'emailTemplates',
  'savedViews',
  'engagement',
  'emailThreads',
  'emails',
  'apiAccess',
  'sso',
  'exports',
] as const;

/**
 * The catalogues every screen may show before the signed-in frame or a feature's public page has
 * loaded: the sign-in pages, the frame's messages (errors, connection, not found) and form errors.
 * The others download with the first screen that needs them (`loadAllCatalogues`), beside its code.
 */
export const START_NAMESPACES = ['common', 'auth', 'validation', 'shell'] as const;

/** Whether a catalogue file (…/i18n/<language>/<namespace>.json) is one of the start's. */
export const isStartCatalogue = (file: string) => START_NAMESPACES.some((namespace) => file.endsWith(`/${namespace}.json`));
