import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

export const permissionsModule: ServerModule = { name: 'permissions', schema: [schema] };
