import type { ServerModule } from '../server-module.ts';
import { emailDeliveryEvents } from './events.ts';
import { emailDeliveryRoutes } from './routes.ts';
import * as schema from './schema.ts';
import { startSender } from './sender.ts';

/**
 * Tracked mail: each recipient's delivery from the SMTP answers and the relay's signed reports,
 * clicks (and opens, when the organisation counts them), unsubscribes from bulk mail, and the
 * EmailThreadPost a message to a startup's people leaves on its timeline.
 */
export const emailDeliveryModule: ServerModule = {
  name: 'emailDelivery',
  schema: [schema],
  events: emailDeliveryEvents,
  routes: emailDeliveryRoutes,
  background: (services) => startSender(services),
  delivers: { permissions: ['TIMELINE/EMAIL_THREAD_META:VIEW'] },
};
