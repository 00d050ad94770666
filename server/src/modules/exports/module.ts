import type { ServerModule } from '../server-module.ts';
import { exportEvents } from './events.ts';
import { exportReactions } from './live.ts';
import { exportRoutes } from './routes.ts';
import { startExportRunner } from './runner.ts';
import * as schema from './schema.ts';

/**
 * The one export mechanism: every list declares its export type in its own module
 * (ServerModule.exportTypes); this module queues the requests, writes the files in the background
 * (resuming what a stopped server left), keeps the history and serves the files until they expire.
 */
export const exportsModule: ServerModule = {
  name: 'exports',
  schema: [schema],
  events: exportEvents,
  reactions: exportReactions,
  routes: exportRoutes,
  background: (services) => startExportRunner(services),
};
