import type { ServerModule } from '../server-module.ts';
import * as timelineKindsSchema from './timeline-kinds.ts';
import * as reportingSchema from './reporting-schema.ts';
import * as categorizationSchema from './categorization-schema.ts';
import { reportingEvents } from './reporting-events.ts';
import { reportingPostReactions } from './reporting-posts.ts';
import * as metricTypeSchema from './metric-type.ts';
import * as definitionsSchema from './definitions-schema.ts';
import { metricDefinitionEvents } from './events.ts';
import * as collectionsSchema from './collections-schema.ts';
import * as reportLinksSchema from './report-links-schema.ts';
import { collectionEvents } from './collection-events.ts';
import { startMetricsSchedule } from './schedule.ts';
import * as staffSchema from './staff-schema.ts';
import { METRIC_REPORT_FILES, metricReportFileAccess, metricReportRoutes } from './export.ts';
import { metricsExportType } from './export-type.ts';

/**
 * Metrics and data collection (spec 2 §2–§9, issue "Metrics and data collection"): metric
 * definitions with rules, data collections that make periods due, founders' reporting and the
 * categorization questionnaire, staff's grid, analytics, exports and imports.
 */
export const metricsModule: ServerModule = {
  name: 'metrics',
  events: { ...metricDefinitionEvents, ...collectionEvents, ...reportingEvents },
  // Founders' submissions and categorization are posted on the startup's timeline.
  reactions: { ...reportingPostReactions },
  schema: [metricTypeSchema, definitionsSchema, collectionsSchema, reportLinksSchema, staffSchema, timelineKindsSchema, reportingSchema, categorizationSchema],
  // Report files (exportMetricReport) reach their author alone.
  fileAccess: { [METRIC_REPORT_FILES]: metricReportFileAccess },
  routes: (app, services) => {
    metricReportRoutes(app, services);
  },
  delivers: {
    flags: ['dataCollection', 'createMetrics', 'bulkDataAssignation', 'coreMetrics', 'reminderEmails'],
    permissions: ['METRICS/EDIT:VIEW'],
    notificationTypes: ['metricsRequest', 'updatedMetrics'],
  },
  // Due periods and reminders, once per tenant and day (off when the interval is 0).
  background: (services) => startMetricsSchedule(services, { intervalMs: services.config.metricsScheduleIntervalMs }),
  exportTypes: [metricsExportType],
};
