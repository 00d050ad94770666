import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import { applicationStatusEvents } from './events.ts';
import * as applySchema from './apply-schema.ts';
import { applyEvents } from './apply-events.ts';
import * as overviewSchema from './overview-schema.ts';
import * as tagsSchema from './tags-schema.ts';
import * as batchSchema from './batch-schema.ts';
import { applicationTagEvents } from './tags.ts';
import * as dashboardSchema from './dashboard-schema.ts';
import { applicationExportRoutes } from './export.ts';
import * as applicationSchema from './application-schema.ts';
import * as activitiesSchema from './activities-schema.ts';
import * as decisionsSchema from './decisions-schema.ts';
import { commentEvents } from './comments.ts';
import { decisionEvents } from './decisions.ts';
import { startDecisionMailTicker } from './decision-mails.ts';
import * as evaluationsSchema from './evaluations-schema.ts';
import { evaluationEvents } from './evaluation-events.ts';
import * as meetingsSchema from './meetings-schema.ts';
import { meetingEvents } from './meetings.ts';
import { applicationSearchSource } from './search-source.ts';
import { applicationsExportType } from './export-type.ts';

/**
 * Applications (spec 3 §2–§4): applying through a funnel's rounds, the staff overview and bulk
 * actions, each application's page with its activities, evaluations by evaluators, decisions per
 * round (accepting the last one makes the startup), and the applications dashboard.
 */
export const applicationsModule: ServerModule = {
  name: 'applications',
  schema: [types, applySchema, overviewSchema, tagsSchema, batchSchema, applicationSchema, activitiesSchema, decisionsSchema, evaluationsSchema, dashboardSchema, meetingsSchema],
  events: { ...applicationStatusEvents, ...applyEvents, ...applicationTagEvents, ...commentEvents, ...decisionEvents, ...evaluationEvents, ...meetingEvents },
  // The export of the overview's applications (GET /api/applications/export).
  routes: (app, services) => {
    applicationExportRoutes(app, services);
  },
  delivers: {
    flags: ['anonymityApplications', 'evaluationVisibility', 'applicationsDashboard', 'bulkApplicationExport'],
    permissions: [
      'APPLICATION_ALL:VIEW',
      'APPLICATION_DRAFT:ACCESS',
      'APPLICATION_OVERVIEW/FILTERS:VIEW',
      'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW',
      'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW',
      'TAGS:APPLICATION:VIEW',
      'APPLICATION/DECIDE_ROUND:VIEW',
      'APPLICATION:DELETE',
      'APPLICATION_FLOW:EDIT',
      'APPLICATION_DASHBOARD',
      'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW',
    ],
    notificationTypes: ['newCommentApplication', 'newCommentApplicationStaff', 'changeApplicationStatus', 'approvalApplication', 'denialApplication'],
  },
  // Decision mails whose undo window has passed (decision-mails.ts).
  background: (services) => startDecisionMailTicker(services, services.config.decisionMailIntervalMs),
  // The applications the top bar's record search finds.
  searchSources: [applicationSearchSource],
  exportTypes: [applicationsExportType],
};
