import type { GraphQLSchema } from 'graphql';
import { builder } from '../core/schema-builder.ts';
import { serverModules } from '../modules/index.ts';

let built: GraphQLSchema | null = null;

/**
 * The API of the listed modules, assembled once: loading the list loaded each module's schema
 * files, which registered their parts on the builder.
 */
export function buildSchema(): GraphQLSchema {
  if (!serverModules.some((module) => module.schema?.length)) throw new Error('no listed module declares a schema');
  built ??= builder.toSchema({ sortSchema: true });
  return built;
}
