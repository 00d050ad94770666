import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

export const accessModule: ServerModule = { name: 'access', schema: [schema] };
