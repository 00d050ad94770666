import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { startBatchRunner } from './runner.ts';

/** Resumes operations left running by a stopped server, and runs new ones. */
export const batchModule: ServerModule = { name: 'batch', schema: [schema], background: (services) => startBatchRunner(services) };
