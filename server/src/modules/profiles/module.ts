import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { profileEvents } from './events.ts';

/**
 * Custom fields and profile builders (spec 3 §2): the organisation's startup and user profile
 * forms, whose published questions are the custom fields of startups and people, and each
 * record's values, stored as its one submission to that form.
 */
export const profilesModule: ServerModule = {
  name: 'profiles',
  schema: [schema],
  events: profileEvents,
  delivers: { flags: ['customFieldsEdit', 'customFieldsAnalytics'] },
};
