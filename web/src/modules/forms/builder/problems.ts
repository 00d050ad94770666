import type { TFunction } from 'i18next';
import type { Question } from '@seedbed/contracts/forms';
import type { FormProblem } from '@seedbed/contracts/forms-logic';
import { pickLabel } from '@seedbed/contracts/languages';
import type { FieldIssue } from '@seedbed/contracts/schemas';

/**
 * Problems a draft may keep while it is being built: they only stop publishing (the server's
 * rule, service.ts `checkDraft`). Every other problem stops the question from being saved.
 */
export const UNFINISHED_PROBLEMS: ReadonlySet<string> = new Set(['forms.optionsRequired', 'forms.columnsRequired', 'forms.rowsRequired']);
export const blocksSaving = (problem: FormProblem) => !UNFINISHED_PROBLEMS.has(problem.key);

/** How the builder names a question to a person: its number and label, never its id. */
export function questionName(questions: readonly Question[], id: string, language: string): string {
  const index = questions.findIndex((q) => q._id === id);
  if (index < 0) return id;
  const label = pickLabel(questions[index].label, language);
  return label ? `${index + 1}. ${label}` : `${index + 1}`;
}

/**
 * A problem's message in the reader's language, as `issueMessage` reads every shared schema's
 * keys: 'forms.logicCycle' is forms:validation.logicCycle, 'validation.required' validation:required.
 * Question ids in its parameters (a cycle's path, the question a statement names) read as names.
 */
export function problemMessage(t: TFunction, key: string, params: Record<string, unknown> = {}, name: (id: string) => string = (id) => id, field = ''): string {
  const [namespace, ...rest] = key.split('.');
  const shown: Record<string, unknown> = { ...params, field };
  if (typeof params.path === 'string') shown.path = params.path.split(' → ').map(name).join(' → ');
  if (typeof params.questionId === 'string') shown.questionId = name(params.questionId);
  const last = rest.join('.');
  return t(namespace === 'validation' ? `validation:${last}` : `${namespace}:validation.${last}`, shown) as string;
}

/** A shape issue of one question (questionInputSchema) as a message on its field. */
export const issueText = (t: TFunction, issue: FieldIssue, field: string) => problemMessage(t, issue.key, issue.params, undefined, field);
