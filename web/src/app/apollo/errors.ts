import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

import type { ApiErrorCode } from '@seedbed/contracts/errors';

export type { ApiErrorCode };

export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

export function codeOf(error: GraphQLFormattedError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function findGraphQLError(error: unknown, code: ApiErrorCode): GraphQLFormattedError | undefined {
  return graphQLErrorsOf(error).find((e) => codeOf(e) === code);
}

export function isValidationError(error: GraphQLFormattedError): boolean {
  return codeOf(error) === 'VALIDATION_ERROR' || error.extensions?.name === 'ValidationError';
}
