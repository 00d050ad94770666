import type { ServerModule } from '../server-module.ts';
import { authEvents } from './events.ts';
import { authRoutes } from './routes.ts';

export const authModule: ServerModule = { name: 'auth', routes: authRoutes, events: authEvents };
