import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

export const setupModule: ServerModule = { name: 'setup', schema: [schema] };
