import type { TFunction } from 'i18next';
import type { FieldIssue } from '@seedbed/contracts/schemas';

/**
 * A shared schema's message (contracts/startups.ts) in the reader's language: 'validation.*' from
 * the validation namespace; the startup and timeline schemas' own keys ('startups.nameRequired',
 * 'timeline.messageRequired') under `validation.` in this feature's namespace.
 */
export function validationMessage(t: TFunction, issue: FieldIssue, field: string): string {
  const [namespace, ...rest] = issue.key.split('.');
  const key = namespace === 'validation' ? `validation:${rest.join('.')}` : `startupFile:validation.${rest.join('.')}`;
  return t(key, { ...issue.params, field }) as string;
}
