import type { ServerModule } from '../server-module.ts';
import { signOnEvents } from './events.ts';
import * as schema from './schema.ts';

/**
 * Single sign-on with OpenID Connect (spec 1 §1, §7; spec 3 §7): each organisation's providers,
 * configured by its admins on a plan with external sign-in (auth0), and the sign-in through them
 * (flow.ts). The public `loginProviders` of the organisation follow the table.
 */
export const signOnModule: ServerModule = {
  name: 'signOn',
  schema: [schema],
  events: signOnEvents,
  delivers: { flags: ['auth0'] },
};
