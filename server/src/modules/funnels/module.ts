import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';

/**
 * Application funnels (spec 3 §2–§3): funnels with their administrators, public programme page
 * and rounds, rejection mails, and the public list of open programmes.
 */
export const funnelsModule: ServerModule = {
  name: 'funnels',
  schema: [types],
  delivers: {
    flags: ['programPage'],
    permissions: ['FUNNEL:CREATE', 'FUNNEL:EDIT', 'FUNNEL:DELETE', 'FUNNELS:VIEW:LIST', 'EMAIL_REJECTION:CREATE', 'EMAIL_REJECTION:EDIT'],
  },
};
