import type { Answers, Question } from '@seedbed/contracts/forms';
import { readAnswers, readQuestions } from '../../../forms/shared/definitions';

const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/**
 * A lesson form's questions as the API sends them (JSON: the questions themselves, or the forms
 * engine's `{_id, definition}` pairs); those that cannot be read are left out.
 */
export function lessonQuestions(value: unknown): Question[] {
  const list = parsed(value);
  if (!Array.isArray(list)) return [];
  if (list.every((item) => item && typeof item === 'object' && typeof (item as { definition?: unknown }).definition === 'string'))
    return readQuestions(list as Array<{ _id: string; definition: string }>);
  return list.filter((item): item is Question => Boolean(item) && typeof item === 'object' && typeof (item as Question).questionType === 'string');
}

/** A hand-in's form answers (question id → value). */
export function handInAnswers(value: unknown): Answers | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Answers;
  return typeof value === 'string' ? readAnswers(value) : undefined;
}

/** A file's size as people read it ("1.2 MB"). */
export function fileSize(bytes: number | null | undefined, language: string): string {
  if (bytes == null) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
