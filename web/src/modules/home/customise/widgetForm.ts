import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@seedbed/contracts/languages';
import { dashboardWidgetInputSchema } from '@seedbed/contracts/dashboard';
import type { FieldIssue } from '@seedbed/contracts/schemas';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { DashboardWidget } from '../texts/graphql';

/** The form of a text: its title and its text in each language (empty: not written), and who sees it. */
export interface WidgetFormValues {
  title: Record<Language, string>;
  body: Record<Language, string>;
  roleTypes: string[];
}

const perLanguage = (values: ReadonlyArray<{ language: string; value: string }> = []) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, values.find((v) => v.language === language)?.value ?? ''])) as Record<Language, string>;

export function widgetFormValues(widget: Pick<DashboardWidget, 'title' | 'body' | 'roleTypes'> | null): WidgetFormValues {
  return { title: perLanguage(widget?.title), body: perLanguage(widget?.body), roleTypes: widget ? [...widget.roleTypes] : [] };
}

/** What createDashboardWidget and updateDashboardWidget receive: the languages written, in the switch's order. */
export function toWidgetInput(values: WidgetFormValues) {
  const list = (texts: Record<Language, string>) => LANGUAGES.filter((language) => texts[language].trim() !== '').map((language) => ({ language, value: texts[language] }));
  return { title: list(values.title), body: list(values.body), roleTypes: values.roleTypes };
}

/** The languages in which something is written: the switch marks them. */
export const writtenLanguages = (values: WidgetFormValues): Language[] => LANGUAGES.filter((language) => values.title[language].trim() || values.body[language]);

/**
 * A failure's message: the dashboard's own keys ('dashboard.titleRequired') read from this
 * namespace's `validation`, the shared ones ('validation.maxLength') as every form reads them.
 */
export function widgetIssueMessage(t: TFunction, issue: FieldIssue): string {
  const [namespace, ...rest] = issue.key.split('.');
  if (namespace === 'dashboard') return t(`home:validation.${rest.join('.')}`, { ...issue.params }) as string;
  const field = issue.field.split('.')[0];
  return issueMessage(t, issue, t(`home:customise.form.${field === 'roleTypes' ? 'roleTypes' : field}`) as string);
}

/** The server's own schema (contracts/dashboard.ts) checks the form, as it will check what the form sends. */
export function widgetRules(t: TFunction): Rules<WidgetFormValues> {
  return schemaRules<WidgetFormValues>(dashboardWidgetInputSchema, toWidgetInput, ['title', 'body', 'roleTypes'], (issue) => widgetIssueMessage(t, issue));
}
