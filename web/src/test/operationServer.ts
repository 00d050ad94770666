import { ApolloLink } from '@apollo/client/link';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { vi } from 'vitest';
import { errorLink } from '../app/apollo/links';

type Answer = FormattedExecutionResult | ((variables: Record<string, unknown>) => FormattedExecutionResult);

/**
 * A server for screens' tests: it answers each operation by its name, records what
 * was asked, and refuses anything else. Behind the app's real error link, so that `toast` is the
 * app-wide failed-mutation toast.
 */
export function operationServer(answers: Record<string, Answer>) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const toast = vi.fn();
  const server = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    calls.push({ name, variables: operation.variables });
    const answer = answers[name];
    if (!answer) return of({ errors: [{ message: `Not answered: ${name}`, extensions: { code: 'NOT_FOUND' } }] });
    return of(typeof answer === 'function' ? answer(operation.variables) : answer);
  });
  const handlers = { getLanguage: () => 'en', onUnauthorized: vi.fn(), onAuthenticationRequired: vi.fn(), onIncubatorNotFound: vi.fn(), onMutationError: toast };
  return { link: ApolloLink.from([errorLink(handlers), server]), calls, toast, asked: (name: string) => calls.filter((c) => c.name === name).map((c) => c.variables) };
}
