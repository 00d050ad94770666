/** The codes of `errors[].extensions.code` the API contract names, shared by server and web. */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'AUTHENTICATION_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INCUBATOR_NOT_FOUND',
  'MAX_SESSIONS',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
