import type { ServerModule } from '../server-module.ts';
import { attachmentEvents } from './events.ts';
import { attachmentRoutes } from './routes.ts';

export const attachmentsModule: ServerModule = { name: 'attachments', routes: attachmentRoutes, events: attachmentEvents };
