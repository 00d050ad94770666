import { ApolloLink } from '@apollo/client/link';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { vi } from 'vitest';
import { errorLink } from '../app/apollo/links';

export type GraphQLError = { message: string; extensions: Record<string, unknown> };

/**
 * A server answering each operation by its name (`answers`), and every other operation with
 * `errors`, behind the app's real error link. `toast` is that link's app-wide failed-mutation
 * toast: a screen that shows a failure itself must leave it uncalled.
 */
export function answeringServer(errors: GraphQLError[], answers: Record<string, FormattedExecutionResult> = {}) {
  const toast = vi.fn();
  const server = new ApolloLink((operation) => of(answers[operation.operationName ?? ''] ?? { errors }));
  const handlers = { getLanguage: () => 'en', onUnauthorized: vi.fn(), onAuthenticationRequired: vi.fn(), onIncubatorNotFound: vi.fn(), onMutationError: toast };
  return { link: ApolloLink.from([errorLink(handlers), server]), toast };
}
