import type { Feature } from './app/features/types';
import { homeFeature } from './modules/home/feature';
import { profileFeature } from './modules/profile/feature';
import { accountFeature } from './modules/account/feature';
import { exportsFeature } from './modules/exports/feature';
import { shellFeature } from './shell/feature';
import { searchFeature } from './modules/search/feature';
import { createFeature } from './modules/create/feature';
import { docsFeature } from './modules/docs/feature';
import { notificationsFeature } from './modules/notifications/feature';
import { tasksFeature } from './modules/tasks/feature';
import { organisationFeature } from './modules/organisation/feature';
import { startupsFeature } from './modules/startups/feature';
import { startupFileFeature } from './modules/startupFile/feature';
import { formsFeature } from './modules/forms/feature';
import { taxonomyFeature } from './modules/taxonomy/feature';
import { profilesFeature } from './modules/profiles/feature';
import { feedbackFeature } from './modules/feedback/feature';
import { metricsFeature } from './modules/metrics/feature';
import { engagementFeature } from './modules/engagement/feature';
import { funnelsFeature } from './modules/funnels/feature';
import { applicationsFeature } from './modules/applications/feature';
import { coachingFeature } from './modules/coaching/feature';
import { eventsFeature } from './modules/events/feature';
import { coursesFeature } from './modules/courses/feature';
import { communityFeature } from './modules/community/feature';
import { resourcesFeature } from './modules/resources/feature';
import { apiAccessFeature } from './modules/apiAccess/feature';
import { messagesFeature } from './modules/messages/feature';
import { emailTemplatesFeature } from './modules/emailTemplates/feature';
import { signOnFeature } from './modules/signOn/feature';
import { emailThreadsFeature } from './modules/emailThreads/feature';
import { emailsFeature } from './modules/emails/feature';

/**
 * Every feature of the web application. Each declares, in its own folder, its routes, redirects,
 * sidebar destinations, search destinations and Create entries; the router, the navigation, the
 * global search and the Create menu all read this one list.
 */
export const FEATURES: readonly Feature[] = [
  shellFeature,
  homeFeature,
  profileFeature,
  accountFeature,
  exportsFeature,
  searchFeature,
  createFeature,
  docsFeature,
  notificationsFeature,
  tasksFeature,
  organisationFeature,
  startupFileFeature,
  startupsFeature,
  formsFeature,
  taxonomyFeature,
  profilesFeature,
  feedbackFeature,
  metricsFeature,
  engagementFeature,
  funnelsFeature,
  applicationsFeature,
  coachingFeature,
  eventsFeature,
  coursesFeature,
  communityFeature,
  resourcesFeature,
  apiAccessFeature,
  messagesFeature,
  emailTemplatesFeature,
  signOnFeature,
  emailThreadsFeature,
  emailsFeature,
];
