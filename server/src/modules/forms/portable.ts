import { z } from 'zod';
import { QUESTIONS_MAX, type FormKind, type LocalizedText, type Question } from '@seedbed/contracts/forms';
import { formInputSchema, questionInputSchema } from '@seedbed/contracts/forms-input';
import { validationError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import type { FormRow } from './repo.ts';

/**
 * The portable file of a form: what moves it between organisations and installations. It holds
 * the definition alone (kind, texts, questions) — never answers, people or ids of the source.
 */
export const PORTABLE_FORMAT = 'seedbed-form';
export const PORTABLE_VERSION = 1;

export interface PortableForm {
  format: typeof PORTABLE_FORMAT;
  version: typeof PORTABLE_VERSION;
  kind: FormKind;
  title: LocalizedText;
  description: LocalizedText;
  questions: Question[];
}

export function writePortableForm(form: Pick<FormRow, 'kind' | 'title' | 'description' | 'questions'>): string {
  const portable: PortableForm = {
    format: PORTABLE_FORMAT,
    version: PORTABLE_VERSION,
    kind: form.kind as FormKind,
    title: form.title,
    description: form.description,
    // A custom field belongs to the organisation it was made in: elsewhere it names nothing.
    questions: form.questions.map(({ customFieldId: _dropped, ...q }) => q),
  };
  return JSON.stringify(portable, null, 2);
}

const portableSchema = formInputSchema.extend({
  format: z.literal(PORTABLE_FORMAT),
  version: z.literal(PORTABLE_VERSION),
  questions: z.array(questionInputSchema).max(QUESTIONS_MAX),
});

/** Reads a portable file, checked as every definition is; anything else is a clear 'not a form file'. */
export function readPortableForm(text: string): Omit<PortableForm, 'format' | 'version'> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw validationError([{ field: 'data', key: 'forms.notAFormFile' }]);
  }
  if (!data || typeof data !== 'object' || (data as { format?: unknown }).format !== PORTABLE_FORMAT) throw validationError([{ field: 'data', key: 'forms.notAFormFile' }]);
  const { kind, title, description, questions } = parseInput(portableSchema, data);
  return { kind, title, description, questions };
}
