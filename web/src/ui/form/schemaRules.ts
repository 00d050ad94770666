import { fieldIssues, type FieldIssue } from '@seedbed/contracts/schemas';

export { issueMessage } from './issueMessage';
import type { z } from '@seedbed/contracts/zod';
import type { Rules } from './useForm';

/**
 * A form's rules taken from the schema the server checks the same input with, so the form and
 * the server never disagree. `toInput` turns the form's values into what the form would send;
 * each failure shows on the form field its path starts with ('assignees.0.value' on assignees).
 * The schema runs once per set of values, however many fields ask.
 */
export function schemaRules<V extends object>(
  schema: z.ZodType,
  toInput: (values: V) => unknown,
  fields: ReadonlyArray<keyof V & string>,
  message: (issue: FieldIssue) => string,
): Rules<V> {
  const checked = new WeakMap<V, FieldIssue[]>();
  const issuesOf = (values: V) => {
    let issues = checked.get(values);
    if (!issues) {
      const result = schema.safeParse(toInput(values));
      issues = result.success ? [] : result.error.issues.flatMap(fieldIssues);
      checked.set(values, issues);
    }
    return issues;
  };
  const rule = (name: string) => (_value: unknown, values: V) => {
    const issue = issuesOf(values).find((i) => i.field === name || i.field.startsWith(`${name}.`));
    return issue ? message(issue) : undefined;
  };
  return Object.fromEntries(fields.map((name) => [name, [rule(name)]])) as Rules<V>;
}
