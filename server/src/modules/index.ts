import type { ServerModule } from './server-module.ts';
import { incubatorsModule } from './incubators/module.ts';
import { permissionsModule } from './permissions/module.ts';
import { authModule } from './auth/module.ts';
import { signOnModule } from './signOn/module.ts';
import { usersModule } from './users/module.ts';
import { sessionsModule } from './sessions/module.ts';
import { setupModule } from './setup/module.ts';
import { docsModule } from './docs/module.ts';
import { accountModule } from './account/module.ts';
import { tasksModule } from './tasks/module.ts';
import { batchModule } from './batch/module.ts';
import { notificationsModule } from './notifications/module.ts';
import { peopleModule } from './people/module.ts';
import { organisationModule } from './organisation/module.ts';
import { startupsModule } from './startups/module.ts';
import { timelineModule } from './timeline/module.ts';
import { milestonesModule } from './milestones/module.ts';
import { activityModule } from './activity/module.ts';
import { accessModule } from './access/module.ts';
import { attachmentsModule } from './attachments/module.ts';
import { dashboardModule } from './dashboard/module.ts';
import { formsModule } from './forms/module.ts';
import { taxonomyModule } from './taxonomy/module.ts';
import { feedbackModule } from './feedback/module.ts';
import { assessmentsModule } from './assessments/module.ts';
import { profilesModule } from './profiles/module.ts';
import { metricsModule } from './metrics/module.ts';
import { funnelsModule } from './funnels/module.ts';
import { applicationsModule } from './applications/module.ts';
import { savedViewsModule } from './savedViews/module.ts';
import { engagementModule } from './engagement/module.ts';
import { coachingModule } from './coaching/module.ts';
import { eventsModule } from './events/module.ts';
import { coursesModule } from './courses/module.ts';
import { communityModule } from './community/module.ts';
import { directoryModule } from './directory/module.ts';
import { searchModule } from './search/module.ts';
import { exportsModule } from './exports/module.ts';
import { messagesModule } from './messages/module.ts';
import { resourcesModule } from './resources/module.ts';
import { apiModule } from './api/module.ts';
import { emailDeliveryModule } from './emailDelivery/module.ts';
import { emailTemplatesModule } from './emailTemplates/module.ts';
import { emailsModule } from './emails/module.ts';

export type { Background, ServerModule } from './server-module.ts';

/**
 * Every feature of the server, in order: routes are added, background work is started in this
 * order and stopped in the reverse one. A module is part of the server by being listed here.
 */
export const serverModules: readonly ServerModule[] = [
  incubatorsModule,
  permissionsModule,
  authModule,
  signOnModule,
  usersModule,
  sessionsModule,
  setupModule,
  docsModule,
  accountModule,
  tasksModule,
  batchModule,
  notificationsModule,
  peopleModule,
  organisationModule,
  startupsModule,
  timelineModule,
  milestonesModule,
  activityModule,
  accessModule,
  attachmentsModule,
  dashboardModule,
  formsModule,
  taxonomyModule,
  assessmentsModule,
  profilesModule,
  feedbackModule,
  metricsModule,
  funnelsModule,
  applicationsModule,
  savedViewsModule,
  engagementModule,
  coachingModule,
  eventsModule,
  coursesModule,
  communityModule,
  directoryModule,
  resourcesModule,
  messagesModule,
  emailDeliveryModule,
  emailTemplatesModule,
  emailsModule,
  searchModule,
  apiModule,
  exportsModule,
];
