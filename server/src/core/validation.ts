import type { z } from 'zod';
import { CONTROL_CHARACTERS_KEY, fieldIssues, fieldName, hasControlCharacters } from '@seedbed/contracts/schemas';
import { validationError } from './errors.ts';

/**
 * Parses input with a zod schema; failures become one VALIDATION_ERROR whose fields carry the
 * spec's message keys, translated when the answer is written.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  const fields = result.success ? [] : result.error.issues.flatMap(fieldIssues);
  for (const field of controlCharacterFields(input)) {
    if (!fields.some((f) => f.field === field)) fields.push({ field, key: CONTROL_CHARACTERS_KEY });
  }
  if (fields.length) throw validationError(fields);
  return result.data as z.infer<S>;
}

/** Paths of the strings in `value` (at any depth) that contain a control character. */
function controlCharacterFields(value: unknown, path: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [fieldName(path)] : [];
  if (!value || typeof value !== 'object' || depth > 20) return [];
  return Object.entries(value).flatMap(([key, item]) => controlCharacterFields(item, [...path, key], depth + 1));
}
