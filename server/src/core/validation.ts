import { z } from 'zod';
import { validationError, type FieldError } from './errors.ts';

/**
 * Parses input with a zod schema; failures become one VALIDATION_ERROR whose fields carry the
 * spec's message keys, translated when the answer is written.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  const fields = result.success ? [] : result.error.issues.flatMap(toFieldErrors);
  // PostgreSQL text and jsonb cannot hold NUL: such input is bad input, not a database failure.
  for (const field of nulFields(input)) {
    if (!fields.some((f) => f.field === field)) fields.push({ field, key: 'validation.invalid' });
  }
  if (fields.length) throw validationError(fields);
  return result.data as z.infer<S>;
}

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'input';

/** Paths of the strings in `value` that contain a NUL character. */
function nulFields(value: unknown, path: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [fieldName(path)] : [];
  if (!value || typeof value !== 'object' || depth > 20) return [];
  return Object.entries(value).flatMap(([key, item]) => nulFields(item, [...path, key], depth + 1));
}

function toFieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  // A field the caller may not set is named, so the answer says which one was refused.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: fieldName([...issue.path, key]), key: 'validation.invalid' }));
  return [toFieldError(issue)];
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { field, key: 'validation.required' }
        : { field, key: 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { field, key: 'validation.required' };
      return { field, key: issue.origin === 'string' ? 'validation.minLength' : 'validation.minNumber', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { field, key: issue.origin === 'string' ? 'validation.maxLength' : 'validation.maxNumber', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { field, key: 'validation.email' };
      if (issue.format === 'url') return { field, key: 'validation.url' };
      return { field, key: 'validation.invalid' };
    default:
      return { field, key: 'validation.invalid' };
  }
}

/** Trimmed text; empty counts as missing. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) =>
  z.string().trim().max(max).nullish().transform((v) => (v === '' ? null : v ?? null));
export const email = () => z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

/** An IANA time zone name the runtime knows (Europe/Paris, America/New_York, UTC). */
export const timezone = () =>
  z.string().max(100).refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
