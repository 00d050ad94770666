import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import * as schema from './schema.ts';
import { funnelFileAccess } from './attachments.ts';
import { funnelEvents } from './events.ts';
import { FUNNEL_FILES } from './page.ts';

/**
 * Application funnels (spec 3 §2–§3): funnels with their administrators, public programme page
 * and rounds, rejection mails, and the public list of open programmes.
 */
export const funnelsModule: ServerModule = {
  name: 'funnels',
  schema: [types, schema],
  fileAccess: { [FUNNEL_FILES]: funnelFileAccess },
  events: { ...funnelEvents },
  delivers: {
    flags: ['programPage', 'questionVisibility'],
    permissions: ['FUNNEL:CREATE', 'FUNNEL:EDIT', 'FUNNEL:DELETE', 'FUNNELS:VIEW:LIST', 'EMAIL_REJECTION:CREATE', 'EMAIL_REJECTION:EDIT'],
  },
};
