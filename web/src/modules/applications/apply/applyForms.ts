import type { TFunction } from 'i18next';
import type { FieldIssue } from '@seedbed/contracts/schemas';
import { createApplicantSchema, createApplicationSchema } from '@seedbed/contracts/applications-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';

export interface ProjectValues {
  name: string;
}

export interface SignUpValues extends ProjectValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const emptySignUp: SignUpValues = { name: '', firstName: '', lastName: '', email: '', password: '' };

const APPLY_KEYS = 'applications.apply.';

/**
 * The shared schemas' messages: applying's own keys ('applications.apply.nameRequired') are in
 * this feature's `apply` texts under validation.*, the rest where every form finds them.
 */
export function applyIssueMessage(t: TFunction, issue: FieldIssue, field: string): string {
  if (issue.key.startsWith(APPLY_KEYS)) return t(`apply:validation.${issue.key.slice(APPLY_KEYS.length)}`, { ...issue.params, field }) as string;
  return issueMessage(t, issue, field);
}

/** The labels of the fields, as messages name them. */
export function fieldLabels(t: TFunction): Record<keyof SignUpValues, string> {
  return {
    name: t('apply:fields.projectName'),
    firstName: t('apply:fields.firstName'),
    lastName: t('apply:fields.lastName'),
    email: t('apply:fields.email'),
    password: t('apply:fields.password'),
  };
}

/** The project's name, checked as createApplication checks it. */
export function projectRules(t: TFunction, funnelId: string): Rules<ProjectValues> {
  const labels = fieldLabels(t);
  return schemaRules<ProjectValues>(
    createApplicationSchema,
    (values) => ({ funnelId, name: values.name }),
    ['name'],
    (issue) => applyIssueMessage(t, issue, labels.name),
  );
}

/** The sign-up and the project's name, checked as createApplicant and createApplication check them. */
export function signUpRules(t: TFunction, funnelId: string): Rules<SignUpValues> {
  const labels = fieldLabels(t);
  const account = schemaRules<SignUpValues>(
    createApplicantSchema,
    (values) => ({ firstName: values.firstName, lastName: values.lastName, email: values.email, password: values.password, funnelId }),
    ['firstName', 'lastName', 'email', 'password'],
    (issue) => applyIssueMessage(t, issue, labels[issue.field.split('.')[0] as keyof SignUpValues] ?? issue.field),
  );
  return { ...account, ...projectRules(t, funnelId) };
}
