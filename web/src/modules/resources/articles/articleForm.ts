import type { TFunction } from 'i18next';
import { articleChangesSchema } from '@seedbed/contracts/resources-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { ArticleInput, EditedArticleData } from './graphql';

export interface ArticleFormValues {
  title: string;
  summary: string;
  /** The editor's HTML; '' once nothing is written. */
  content: string;
  /** The cover's address; '' for none. */
  cover: string;
}

export const ARTICLE_FIELDS = ['title', 'summary', 'content', 'cover'] as const;

export const articleValues = (article: Pick<EditedArticleData, 'title' | 'summary' | 'content' | 'cover'>): ArticleFormValues => ({
  title: article.title,
  summary: article.summary,
  content: article.content,
  cover: article.cover ?? '',
});

const sent = (values: ArticleFormValues): ArticleInput => ({
  title: values.title.trim(),
  summary: values.summary.trim(),
  content: values.content,
  cover: values.cover || null,
});

/**
 * What updateArticle receives: only the fields changed since the last save, so that a save never
 * writes back what another manager changed meanwhile in a field this one did not touch.
 */
export function changedInput(saved: ArticleFormValues, values: ArticleFormValues): ArticleInput {
  const before = sent(saved);
  const after = sent(values);
  return Object.fromEntries(ARTICLE_FIELDS.filter((field) => after[field] !== before[field]).map((field) => [field, after[field]])) as ArticleInput;
}

/** The server's own schema checks the form (contracts/resources-input.ts); `t` reads the resources and validation namespaces. */
export function articleRules(t: TFunction): Rules<ArticleFormValues> {
  const labels: Record<keyof ArticleFormValues, string> = {
    title: t('resources:editor.titleField'),
    summary: t('resources:editor.summary'),
    content: t('resources:editor.content'),
    cover: t('resources:editor.cover'),
  };
  return schemaRules<ArticleFormValues>(articleChangesSchema(), sent, [...ARTICLE_FIELDS], (issue) =>
    issueMessage(t, issue, labels[issue.field as keyof ArticleFormValues] ?? issue.field),
  );
}
