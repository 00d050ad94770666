import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { codeOf, isValidationError } from './errors';

export interface ErrorMessageOptions {
  /** The text shown for any failure that is not a GraphQL answer (already translated). */
  networkError: string;
  /** Messages by `extensions.code`, for screens that word an error their own way. */
  codes?: Partial<Record<string, string>>;
}

function fieldMessages(error: GraphQLFormattedError): string[] {
  const fields = error.extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .map((field: unknown) => (field && typeof field === 'object' ? (field as { message?: unknown }).message : undefined))
    .filter((message): message is string => typeof message === 'string' && message.length > 0);
}

/**
 * The message a person sees for a failed operation (spec 1 §8): a network failure reads
 * 'Network Error'; a validation error lists its field messages joined by '. '; any other
 * GraphQL error uses the screen's wording for its code, else the server's (translated) message.
 */
export function getErrorMessage(error: unknown, { networkError, codes }: ErrorMessageOptions): string {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return networkError;
  const validation = error.errors.filter(isValidationError);
  if (validation.length > 0) {
    const messages = validation.flatMap(fieldMessages);
    return messages.length > 0 ? messages.join('. ') : validation[0].message;
  }
  const [first] = error.errors;
  const code = codeOf(first);
  return (code !== undefined ? codes?.[code] : undefined) ?? first.message;
}

/** A validation failure's (translated) messages by field path, e.g. 'invitations.0.email'. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Record<string, string> = {};
  for (const failure of error.errors.filter(isValidationError)) {
    const fields = Array.isArray(failure.extensions?.fields) ? (failure.extensions.fields as Array<{ field?: unknown; message?: unknown }>) : [];
    for (const { field, message } of fields) {
      if (typeof field === 'string' && typeof message === 'string' && message && !(field in found)) found[field] = message;
    }
  }
  return found;
}

/**
 * For a form that shows field messages on its fields: the message for the rest, or undefined
 * when every message found its field. A message is shown once, on its field, never again in a
 * toast or banner.
 */
export function messageBesideFields(error: unknown, shownOnField: (field: string) => boolean, options: ErrorMessageOptions): string | undefined {
  const fields = Object.entries(fieldErrorsOf(error));
  if (fields.length === 0) return getErrorMessage(error, options);
  const rest = fields.filter(([field]) => !shownOnField(field)).map(([, message]) => message);
  return rest.length > 0 ? rest.join('. ') : undefined;
}

/** getErrorMessage with the interface's translation of 'Network Error'. */
export function useErrorMessage(): (error: unknown, codes?: ErrorMessageOptions['codes']) => string {
  const { t } = useTranslation();
  return useCallback((error, codes) => getErrorMessage(error, { networkError: t('networkError'), codes }), [t]);
}
