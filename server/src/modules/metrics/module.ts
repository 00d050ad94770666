import type { ServerModule } from '../server-module.ts';

/**
 * Metrics and data collection (spec 2 §2–§9, issue "Metrics and data collection"): metric
 * definitions with rules, data collections that make periods due, founders' reporting and the
 * categorization questionnaire, staff's grid, analytics, exports and imports.
 */
export const metricsModule: ServerModule = {
  name: 'metrics',
  schema: [],
  delivers: {
    flags: ['dataCollection', 'createMetrics', 'bulkDataAssignation', 'coreMetrics', 'reminderEmails'],
    permissions: ['METRICS/EDIT:VIEW'],
    notificationTypes: ['metricsRequest', 'updatedMetrics'],
  },
};
