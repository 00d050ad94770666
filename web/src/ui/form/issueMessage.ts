import type { TFunction } from 'i18next';
import type { FieldIssue } from '@seedbed/contracts/checks';

/**
 * A shared schema's message in the reader's language. The keys are the server's: 'validation.*'
 * lives in the validation namespace, a feature's own key ('tasks.nameRequired') under
 * `validation.` in the feature's namespace (tasks:validation.nameRequired).
 */
export function issueMessage(t: TFunction, issue: FieldIssue, field: string): string {
  const [namespace, ...rest] = issue.key.split('.');
  const key = namespace === 'validation' ? `validation:${rest.join('.')}` : `${namespace}:validation.${rest.join('.')}`;
  return t(key, { ...issue.params, field }) as string;
}
