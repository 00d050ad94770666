import type { Feature, StartupFileTab, TimelineKind } from '../../app/features/types';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { recentActivityWidget } from './home/widget';

/**
 * Places in the tab bar, in spec 2 §2's order, so that a feature bringing a section later takes
 * its own slot: assessment 40, analytics 50, applications 70, feedback 80, custom-fields 110,
 * engagement-analytics 120.
 */
const tabs: StartupFileTab[] = [
  {
    id: 'activities',
    labelKey: 'startupFile:tabs.activities',
    path: 'activities',
    order: 10,
    page: async () => ({ Component: (await import('./timeline/TimelineTab')).TimelineTab }),
  },
  {
    id: 'tasks',
    labelKey: 'startupFile:tabs.tasks',
    path: 'tasks',
    order: 20,
    page: async () => ({ Component: (await import('./tasks/TasksTab')).TasksTab }),
  },
  {
    id: 'documents',
    labelKey: 'startupFile:tabs.documents',
    path: 'documents',
    order: 30,
    flag: 'startupDocuments',
    viewerCan: 'viewDocuments',
    page: async () => ({ Component: (await import('./documents/DocumentsTab')).DocumentsTab }),
  },
  {
    id: 'assessment',
    labelKey: 'startupFile:tabs.assessment',
    path: 'assessment',
    order: 40,
    flag: 'assessment',
    // The programme's side of the file, the server's rule: a staff-like role that may edit the
    // profile, never one of the startup's own founders (`startupIds` are the startups one founded).
    viewerCan: 'editProfile',
    visible: ({ user, startupId }) => isInGroup(user.roleType, STAFF_LIKE) && !user.startupIds.includes(startupId),
    page: async () => ({ Component: (await import('./assessment/AssessmentTab')).AssessmentTab }),
  },
  {
    id: 'company',
    labelKey: 'startupFile:tabs.company',
    path: 'company',
    order: 60,
    page: async () => ({ Component: (await import('./company/CompanyTab')).CompanyTab }),
  },
  {
    id: 'milestones',
    labelKey: 'startupFile:tabs.milestones',
    path: 'milestones',
    order: 90,
    flag: 'milestones',
    page: async () => ({ Component: (await import('./milestones/MilestonesTab')).MilestonesTab }),
  },
  {
    id: 'export',
    labelKey: 'startupFile:tabs.export',
    path: 'export',
    order: 100,
    page: async () => ({ Component: (await import('./export/ExportTab')).ExportTab }),
  },
];

/** The kinds this feature posts: notes (Event) and reached milestones. */
const timelineKinds: TimelineKind[] = [
  { typename: 'Event', labelKey: 'startupFile:kinds.Event', load: async () => (await import('./timeline/kinds/eventKind')).eventKind },
  { typename: 'MilestonePost', labelKey: 'startupFile:kinds.MilestonePost', load: async () => (await import('./timeline/kinds/milestoneKind')).milestoneKind },
];

/**
 * The startup file (spec 2 §2, spec 1 §2.2): /startup/:id/file/<section>, with /startup/file (and
 * its sections) leading to the viewer's first startup and /startup/:id to the default section.
 * Who may open a startup is the server's answer to `startup(id)`.
 */
export const startupFileFeature: Feature = {
  id: 'startupFile',
  namespace: 'startupFile',
  routes: [
    {
      path: 'startup/file/*',
      titleKey: 'startupFile:pageTitle',
      page: async () => ({ Component: (await import('./FirstStartupFile')).FirstStartupFile }),
    },
    {
      path: 'startup/:id/file/*',
      titleKey: 'startupFile:pageTitle',
      page: async () => ({ Component: (await import('./StartupFilePage')).StartupFilePage }),
    },
    {
      path: 'startup/:id',
      titleKey: 'startupFile:pageTitle',
      page: async () => ({ Component: (await import('./FirstStartupFile')).StartupDefaultSection }),
    },
  ],
  startupFileTabs: tabs,
  timelineKinds,
  homeWidgets: [recentActivityWidget],
};
