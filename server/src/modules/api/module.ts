import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { apiEvents } from './events.ts';
import { apiTokenScheme } from './tokens.ts';
import { webhookReactions } from './public-events.ts';
import { startWebhookSender } from './delivery.ts';
import { apiRoutes } from './routes.ts';

/**
 * The public API: tokens with scopes on the same GraphQL schema and permissions (plan flag
 * publicApi), webhooks signed with HMAC and retried with back-off (publicApi or zapierIntegration),
 * and the published SDL at /api/schema.graphql.
 */
export const apiModule: ServerModule = {
  name: 'api',
  schema: [schema],
  events: apiEvents,
  reactions: webhookReactions,
  bearerTokens: apiTokenScheme,
  routes: apiRoutes,
  background: startWebhookSender,
  delivers: { flags: ['publicApi', 'zapierIntegration'] },
};
