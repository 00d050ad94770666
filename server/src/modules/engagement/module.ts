import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

/**
 * Engagement analytics (engagementAnalytics): the startup file's engagement-analytics tab reads
 * what each founder and the team did over time, from the records the other features keep.
 */
export const engagementModule: ServerModule = {
  name: 'engagement',
  schema: [schema],
  delivers: { flags: ['engagementAnalytics'] },
};
