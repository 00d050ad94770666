import type { TFunction } from 'i18next';
import { contentTemplateSchema } from '@seedbed/contracts/email-templates-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { ContentData } from '../graphql';

export interface ContentFormValues {
  name: string;
  subject: string;
  body: string;
}

export const contentValues = (content: ContentData | null): ContentFormValues => ({ name: content?.name ?? '', subject: content?.subject ?? '', body: content?.body ?? '' });

export const toContentInput = (values: ContentFormValues) => ({ name: values.name.trim(), subject: values.subject.trim(), body: values.body });

export function contentRules(t: TFunction): Rules<ContentFormValues> {
  return schemaRules<ContentFormValues>(contentTemplateSchema(), toContentInput, ['name', 'subject', 'body'], (issue) =>
    issueMessage(t, issue, t(`emailTemplates:content.fields.${issue.field.split('.')[0]}`)),
  );
}
