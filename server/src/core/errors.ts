import { GraphQLError } from 'graphql';
import type { ApiErrorCode } from '@seedbed/contracts/errors';
import type { Translate } from './i18n/index.ts';

export type ErrorCode = ApiErrorCode;

const NAMES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'ValidationError',
  AUTHENTICATION_REQUIRED: 'AuthenticationRequiredError',
  FORBIDDEN: 'ForbiddenError',
  NOT_FOUND: 'NotFoundError',
  INCUBATOR_NOT_FOUND: 'IncubatorNotFoundError',
  MAX_SESSIONS: 'MaxSessionsError',
  RATE_LIMITED: 'RateLimitedError',
};

const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  AUTHENTICATION_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INCUBATOR_NOT_FOUND: 404,
  MAX_SESSIONS: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface FieldError { field: string; key: string; params?: Record<string, unknown> }

/**
 * An error the client is meant to see. It carries a message key, not a message: the text is
 * produced in the user's language when the answer is written.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | string,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly extensions: Record<string, unknown> = {},
    readonly fields: FieldError[] = [],
  ) {
    super(key);
  }

  get status(): number {
    return HTTP_STATUS[this.code as ErrorCode] ?? 400;
  }

  translate(t: Translate): { message: string; extensions: Record<string, unknown> } {
    const fields = this.fields.map((f) => ({
      field: f.field,
      message: t(f.key, { ...f.params, field: t(`fields.${f.field}`, { defaultValue: f.field }) }),
    }));
    const message = fields.length ? fields.map((f) => f.message).join('. ') : t(this.key, this.params);
    const extensions: Record<string, unknown> = { code: this.code, ...this.extensions };
    if (NAMES[this.code as ErrorCode]) extensions.name = NAMES[this.code as ErrorCode];
    if (fields.length) extensions.fields = fields;
    return { message, extensions };
  }

  toGraphQL(t: Translate): GraphQLError {
    const { message, extensions } = this.translate(t);
    return new GraphQLError(message, { extensions });
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'errors.forbidden');
export const authenticationRequired = () => new AppError('AUTHENTICATION_REQUIRED', 'errors.authenticationRequired');
export const incubatorNotFound = () => new AppError('INCUBATOR_NOT_FOUND', 'errors.incubatorNotFound');
export const validationError = (fields: FieldError[]) => new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, fields);
