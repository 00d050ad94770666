import { z } from 'zod';
import { validationError, type FieldError } from './errors.ts';

/**
 * Parses input with a zod schema; failures become one VALIDATION_ERROR whose fields carry the
 * spec's message keys, translated when the answer is written.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error.issues.map(toFieldError));
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const field = issue.path.map(String).join('.') || 'input';
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
