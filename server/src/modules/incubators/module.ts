import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

export const incubatorsModule: ServerModule = { name: 'incubators', schema: [schema] };
