import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import * as overviewSchema from './overview-schema.ts';
import { taskFileAccess } from './attachments.ts';

export const tasksModule: ServerModule = { name: 'tasks', schema: [schema, overviewSchema], fileAccess: { task: taskFileAccess } };
