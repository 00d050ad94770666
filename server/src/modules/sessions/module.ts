import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

export const sessionsModule: ServerModule = { name: 'sessions', schema: [schema] };
