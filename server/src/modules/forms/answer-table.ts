import { pickLabel } from '@seedbed/contracts/languages';
import { isLayout, type AnswerValue, type Question, type QuestionOption } from '@seedbed/contracts/forms';
import type { FormVersionRow } from './repo.ts';

/**
 * The answers of a form as a table: one column per question any version asked (in the latest
 * version's order, then questions later removed), each answer written as a person reads it —
 * options by their label in the reader's language, lists joined, tables row by row.
 */
export interface AnswerColumn {
  question: Question;
  /** The numbers of the versions that asked it. */
  versions: number[];
}

export function answerColumns(versions: readonly FormVersionRow[]): AnswerColumn[] {
  const columns = new Map<string, AnswerColumn>();
  for (const version of [...versions].sort((a, b) => b.number - a.number)) {
    for (const question of version.questions) {
      if (isLayout(question)) continue;
      const column = columns.get(question._id);
      if (column) column.versions.unshift(version.number);
      else columns.set(question._id, { question, versions: [version.number] });
    }
  }
  return [...columns.values()];
}

function optionLabels(options: readonly QuestionOption[], language: string, into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.value, pickLabel(option.labels, language) ?? option.value);
    if (option.children) optionLabels(option.children, language, into);
  }
  return into;
}

/** One answer as the text of its cell. */
export function answerText(question: Question, value: AnswerValue | undefined, language: string, other?: AnswerValue): string {
  if (value === undefined || value === null || value === '') return '';
  const labels = optionLabels(question.options ?? [], language);
  const label = (v: string) => (labels.get(v) ?? v) + (other && question.options?.find((o) => o.value === v)?.isWriteIn ? `: ${String(other)}` : '');
  if (typeof value === 'boolean') return value ? '✓' : '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return labels.size ? label(value) : value;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return (value as string[]).map((v) => (labels.size ? label(v) : v)).join('; ');
    const columns = question.columns ?? [];
    return (value as Array<Record<string, unknown>>).map((row) => columns.map((c) => `${pickLabel(c.labels, language) ?? c.id}: ${row[c.id] ?? ''}`).join(', ')).join(' | ');
  }
  const rows = optionLabels(question.rows ?? [], language);
  return Object.entries(value)
    .filter(([, v]) => v !== '' && v != null)
    .map(([key, v]) => `${rows.get(key) ?? key}: ${labels.get(String(v)) ?? v}`)
    .join('; ');
}
