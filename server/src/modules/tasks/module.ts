import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import * as overviewSchema from './overview-schema.ts';
import { taskFileAccess } from './attachments.ts';
import { taskEvents } from './events.ts';
import { taskListReactions } from './live.ts';

export const tasksModule: ServerModule = {
  name: 'tasks',
  schema: [schema, overviewSchema],
  fileAccess: { task: taskFileAccess },
  events: taskEvents,
  reactions: taskListReactions,
  delivers: { permissions: ['TASK/TASK:DELETE'] },
};
