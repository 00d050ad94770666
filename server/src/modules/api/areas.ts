import type { ApiArea } from '@seedbed/contracts/api-access';
import type { OperationKind } from '../../core/auth/bearer.ts';
import rootFields from './root-fields.json' with { type: 'json' };

/**
 * The area of each server module, by which a token's scopes open its root fields. A module named
 * nowhere here (a new one) is reached only by `read:*` / `write:*`; the modules of signing in and of
 * a person's own account (password, sessions, single sign-on) are never reached by a token.
 */
const MODULE_AREAS: Readonly<Record<string, ApiArea>> = {
  startups: 'startups',
  timeline: 'startups',
  milestones: 'startups',
  taxonomy: 'startups',
  profiles: 'startups',
  attachments: 'startups',
  directory: 'startups',
  tasks: 'tasks',
  applications: 'applications',
  funnels: 'applications',
  assessments: 'applications',
  forms: 'forms',
  feedback: 'forms',
  metrics: 'metrics',
  coaching: 'coaching',
  events: 'events',
  courses: 'courses',
  community: 'community',
  messages: 'community',
  resources: 'resources',
  docs: 'resources',
  search: 'resources',
  people: 'people',
  users: 'people',
  notifications: 'people',
  incubators: 'organisation',
  organisation: 'organisation',
  access: 'organisation',
  permissions: 'organisation',
  setup: 'organisation',
  activity: 'organisation',
  dashboard: 'organisation',
  savedViews: 'organisation',
  batch: 'organisation',
  engagement: 'organisation',
  exports: 'organisation',
  emails: 'organisation',
  emailTemplates: 'organisation',
  emailDelivery: 'organisation',
  api: 'integrations',
};

const NEVER_BY_TOKEN = new Set(['auth', 'sessions', 'account', 'signOn']);

/** Who the token is and what it may do: open to every token whatever its scopes. */
const ALWAYS_OPEN = new Set(['__typename', 'currentUser', 'publicIncubator', 'featureFlags', 'userPermissions', 'criteriaForPermissions', 'isUserAuthorized', 'apiScopes']);

const ROOTS = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** The module that declares a root field (null for one the published map does not know). */
export const moduleOfField = (kind: OperationKind, field: string): string | null => (rootFields as Record<string, Record<string, string>>)[ROOTS[kind]]?.[field] ?? null;

export const areaOfModule = (module: string): ApiArea | null => MODULE_AREAS[module] ?? null;

/**
 * Whether scopes let a token use one root field: queries with `read:<area>`, mutations with
 * `write:<area>` (which does not imply read: a token that only writes cannot list), subscriptions never.
 */
export function scopesAllow(scopes: readonly string[], kind: OperationKind, field: string): boolean {
  if (kind === 'subscription') return false;
  if (kind === 'query' && ALWAYS_OPEN.has(field)) return true;
  const module = moduleOfField(kind, field);
  if (!module || NEVER_BY_TOKEN.has(module)) return false;
  const level = kind === 'query' ? 'read' : 'write';
  if (scopes.includes(`${level}:*`)) return true;
  const area = areaOfModule(module);
  return area !== null && scopes.includes(`${level}:${area}`);
}
