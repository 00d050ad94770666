import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { ServerError } from '@apollo/client/errors';
import { defer, finalize, tap } from 'rxjs';
import { getToken } from '../../modules/auth/token';
import { codeOf, graphQLErrorsOf } from './errors';
import { isAuthStatus, RETRY } from './retry';
import { connectionStore, LOADING_OPERATIONS, pendingStore } from './status';

declare module '@apollo/client' {
  interface DefaultContext {
    headers?: Record<string, string>;
    /** A background call (heartbeat, sign-out): no loading bar, and its failure shows no toast. */
    silent?: boolean;
    /** The screen shows a failed mutation's message in place, so no toast repeats it. */
    showsOwnError?: boolean;
    /** Sent with a token that is already gone; an auth error about it means nothing now. */
    ignoreAuthErrors?: boolean;
    response?: Response;
  }
}

export interface LinkHandlers {
  getLanguage(): string;
  /** HTTP 401: the token was refused. */
  onUnauthorized(): void;
  /** A GraphQL AUTHENTICATION_REQUIRED error. */
  onAuthenticationRequired(): void;
  onIncubatorNotFound(): void;
  onMutationError(error: unknown): void;
}

/**
 * Spec 1 §8: "HTTP 403: authorization header cleared only". The token stays stored (so a
 * reload restores it) but this page stops sending it, without logging the user out.
 */
let refusedToken: string | null = null;

export function headersLink(getLanguage: () => string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }) => {
      const token = getToken();
      return {
        headers: {
          'apollo-require-preflight': 'true',
          'accept-language': getLanguage(),
          ...(token && token !== refusedToken ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      };
    });
    return forward(operation);
  });
}

function statusOf(error: unknown, operation: ApolloLink.Operation): number | undefined {
  if (ServerError.is(error)) return error.statusCode;
  return operation.getContext().response?.status;
}

export const retryLink = new RetryLink({
  delay: { initial: RETRY.initialMs, max: RETRY.maxMs, jitter: true },
  attempts: { max: RETRY.attempts, retryIf: (error) => !(ServerError.is(error) && isAuthStatus(error.statusCode)) },
});

/** Each HTTP attempt tells whether the server is reachable. */
export const connectionLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap({
      next: () => connectionStore.set(true),
      // An HTTP 4xx answer still proves the server is there.
      error: (error) => connectionStore.set(ServerError.is(error) && error.statusCode < 500),
    }),
  ),
);

/**
 * Counts the mutations and named operations that show the global loading bar. Silent
 * background calls are left out: the session heartbeat would flash the bar every 30 s.
 */
export const loadingLink = new ApolloLink((operation, forward) => {
  const named = LOADING_OPERATIONS.has(operation.operationName ?? '');
  const shows = named || (operation.operationType === 'mutation' && !operation.getContext().silent);
  if (!shows) return forward(operation);
  return defer(() => {
    pendingStore.set(pendingStore.get() + 1);
    return forward(operation).pipe(finalize(() => pendingStore.set(pendingStore.get() - 1)));
  });
});

export function errorLink(handlers: LinkHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    const status = statusOf(error, operation);
    const codes = new Set(graphQLErrorsOf(error).map(codeOf));
    if (!context.ignoreAuthErrors) {
      if (status === 401) {
        handlers.onUnauthorized();
        return;
      }
      if (status === 403) refusedToken = getToken();
      if (codes.has('AUTHENTICATION_REQUIRED')) {
        handlers.onAuthenticationRequired();
        return;
      }
    }
    if (codes.has('INCUBATOR_NOT_FOUND')) {
      handlers.onIncubatorNotFound();
      return;
    }
    if (operation.operationType === 'mutation' && !context.silent && !context.showsOwnError) handlers.onMutationError(error);
  });
}
