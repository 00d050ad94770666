import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import '../modules/incubators/schema.ts';
import '../modules/permissions/schema.ts';
import '../modules/users/schema.ts';
import '../modules/users/mutations.ts';
import '../modules/sessions/schema.ts';
import '../modules/setup/schema.ts';
import '../modules/docs/schema.ts';
import '../modules/account/schema.ts';
import '../modules/tasks/schema.ts';
import '../modules/notifications/schema.ts';
import '../modules/people/schema.ts';
import '../modules/organisation/schema.ts';
import '../modules/activity/schema.ts';
import '../modules/access/schema.ts';

let built: GraphQLSchema | null = null;

/** Each module registers its part on import; the schema is assembled once. */
export function buildSchema(): GraphQLSchema {
  built ??= builder.toSchema({ sortSchema: true });
  return built;
}
