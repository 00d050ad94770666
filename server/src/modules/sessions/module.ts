import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { sessionEvents } from './events.ts';
import { sessionReactions } from './live.ts';

export const sessionsModule: ServerModule = { name: 'sessions', schema: [schema], events: sessionEvents, reactions: sessionReactions };
