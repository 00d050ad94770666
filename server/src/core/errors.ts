import { GraphQLError } from 'graphql';
import type { ApiErrorCode } from '@seedbed/contracts/errors';
import type { Translate } from './i18n/index.ts';
import { isDatabaseUnreachable } from './db/unreachable.ts';

export type ErrorCode = ApiErrorCode;

const NAMES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'ValidationError',
  AUTHENTICATION_REQUIRED: 'AuthenticationRequiredError',
  FORBIDDEN: 'ForbiddenError',
  NOT_FOUND: 'NotFoundError',
  INCUBATOR_NOT_FOUND: 'IncubatorNotFoundError',
  MAX_SESSIONS: 'MaxSessionsError',
  RATE_LIMITED: 'RateLimitedError',
  SERVICE_UNAVAILABLE: 'ServiceUnavailableError',
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
  SERVICE_UNAVAILABLE: 503,
};

export interface FieldError {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

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
      // A field named by its own label (a form question) keeps it; others are named from the catalogue.
      message: t(f.key, { field: fieldLabel(t, f.field), ...f.params }),
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
/** The database cannot be reached for now: the client may try again in a moment. */
export const serviceUnavailable = () => new AppError('SERVICE_UNAVAILABLE', 'errors.serviceUnavailable');
/** Sent with a 503 as Retry-After: about as long as a database restart takes. */
export const RETRY_AFTER_SECONDS = '5';
/**
 * A field's name in the reader's language. A field inside a list ('invitations.0.email') is named
 * as the field itself ('Email'): the form shows the message on that row.
 */
function fieldLabel(t: Translate, field: string): string {
  const own =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  return t(`fields.${field}`, { defaultValue: t(`fields.${own}`, { defaultValue: own }) });
}

export const validationError = (fields: FieldError[]) => new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, fields);
/** A record named by a field does not exist (or is not the tenant's): NOT_FOUND, with the field named. */
export const notFoundField = (field: string) => new AppError('NOT_FOUND', 'errors.notFound', {}, {}, [{ field, key: 'errors.notFound' }]);

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/**
 * The database's refusals that are the client's doing, as the error the client should see. A
 * foreign key naming no row (23503 on insert or update) is an unknown reference: services check
 * the references they write, and this keeps one they missed a NOT_FOUND instead of a failure.
 */
export function knownDatabaseError(error: unknown): AppError | null {
  const cause = ((error as { cause?: unknown } | null)?.cause ?? error) as PgError | null;
  if (cause?.code !== '23503' || !cause.detail?.includes('is not present in table')) return null;
  const column = referencingColumn(cause);
  return notFoundField(column ? camelCase(column) : 'input');
}

interface PgError {
  code?: string;
  detail?: string;
  table?: string;
  constraint?: string;
}

/**
 * The column that named no row. The detail lists the key's columns only when the referenced table
 * has no row-level security ("Key (incubator_id, startup_id)=(…)"); tenant tables have it, so the
 * constraint's name tells instead: tasks_incubator_id_startup_id_startups_incubator_id_id_fk.
 */
function referencingColumn({ detail = '', table, constraint }: PgError): string | null {
  const listed = /^Key \(([^)]*)\)/
    .exec(detail)?.[1]
    ?.split(',')
    .map((c) => c.trim())
    .filter((c) => c !== 'incubator_id');
  if (listed?.length) return listed.at(-1)!;
  const referenced = /table "([^"]+)"/.exec(detail)?.[1];
  const prefix = `${table}_incubator_id_`;
  const suffix = `_${referenced}_incubator_id_id_fk`;
  if (!table || !referenced || !constraint?.startsWith(prefix) || !constraint.endsWith(suffix)) return null;
  return constraint.slice(prefix.length, -suffix.length) || null;
}

/**
 * What the client is told about a failure: the AppError it is, a database that cannot be reached
 * (503), a refusal of the database's that is the client's doing, or null for a fault of ours.
 */
export function clientError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return serviceUnavailable();
  return knownDatabaseError(error);
}
