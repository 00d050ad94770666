import type { ServerModule } from '../server-module.ts';
import { accountEvents } from './events.ts';
import * as schema from './schema.ts';

export const accountModule: ServerModule = { name: 'account', schema: [schema], events: accountEvents };
