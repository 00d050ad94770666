import type { TFunction } from 'i18next';
import { tagInputSchema } from '@seedbed/contracts/taxonomy-input';
import { issueMessage, schemaRules } from '../../ui/form/schemaRules';
import type { Rules } from '../../ui/form/useForm';

export interface TagValues {
  name: string;
  /** '#rrggbb', or '' for none. */
  color: string;
}

const FIELDS = ['name', 'color'] as const;

export const tagValues = (tag: { name: string; color: string | null } | null): TagValues => ({ name: tag?.name ?? '', color: tag?.color ?? '' });

/** What createTag and updateTag receive. */
export const tagInput = (values: TagValues) => ({ name: values.name.trim(), color: values.color.trim() || null });

/** The server's own tag schema (contracts/taxonomy-input.ts) checks the form; `t` reads the taxonomy and validation namespaces. */
export function tagRules(t: TFunction<['taxonomy', 'validation']>): Rules<TagValues> {
  const labels: Record<(typeof FIELDS)[number], string> = { name: t('dialog.name'), color: t('dialog.color') };
  return schemaRules<TagValues>(tagInputSchema, tagInput, FIELDS, (issue) => issueMessage(t, issue, labels[issue.field as (typeof FIELDS)[number]] ?? issue.field));
}
