import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Writes a GraphQL document whose result and variable types are read from the server's
 * published schema (server/schema.graphql, turned into ./graphql-env.d.ts by
 * `npm run schema:types --workspace web`): a field the server renames or removes fails the
 * type check instead of the page.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // The schema declares no custom scalars; ID travels as a string.
  scalars: { ID: string };
  // Components read a fragment's fields straight from the query's result, as Apollo returns them.
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
