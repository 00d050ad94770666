import type { Feature } from '../../../app/features/types';

/**
 * One application's page (spec 3 §3): /application/:id/<tab> (activities, form, evaluations),
 * without the mobile bar (spec 1 §2.7), and the startup file's applications tab (spec 2 §2's
 * slot 70). Who may open an application is the server's answer to `application(id)`.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'application/:id/*',
      titleKey: 'applicationFile:pageTitle',
      hideMobileBar: true,
      page: async () => ({ Component: (await import('./ApplicationPage')).ApplicationPage }),
    },
  ],
  startupFileTabs: [
    {
      id: 'applications',
      labelKey: 'applicationFile:history.tab',
      path: 'applications',
      order: 70,
      // The startup's application history: for whoever reviews applications, and for its own founders.
      visible: ({ user, startupId }) => Boolean(user.permissions['APPLICATION_ALL:VIEW']) || user.startupIds.includes(startupId),
      page: async () => ({ Component: (await import('./StartupApplicationsTab')).StartupApplicationsTab }),
    },
  ],
};
