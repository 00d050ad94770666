import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

export const activityModule: ServerModule = { name: 'activity', schema: [schema], delivers: { flags: ['activityFeed'] } };
