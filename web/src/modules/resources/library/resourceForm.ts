import type { TFunction } from 'i18next';
import { resourceInputSchema } from '@seedbed/contracts/resources-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { ResourceItemData } from '../shared/graphql';
import type { ResourceInput } from './graphql';

export type ResourceKind = ResourceItemData['kind'];

export interface ResourceFormValues {
  kind: ResourceKind;
  title: string;
  description: string;
  url: string;
  /** The uploaded file (FILE), with its name to show. */
  attachmentId: string | null;
  fileName: string;
  /** The article (INTERNAL), with its title to show. */
  articleId: string | null;
  articleTitle: string;
  roleTypes: string[];
  programIds: string[];
}

export function resourceValues(resource?: ResourceItemData | null): ResourceFormValues {
  return {
    kind: resource?.kind ?? 'LINK',
    title: resource?.title ?? '',
    description: resource?.description ?? '',
    url: resource?.url ?? '',
    attachmentId: resource?.file?._id ?? null,
    fileName: resource?.file?.name ?? '',
    articleId: resource?.article?._id ?? null,
    articleTitle: resource?.article?.title ?? '',
    roleTypes: [...(resource?.roleTypes ?? [])],
    programIds: [...(resource?.programIds ?? [])],
  };
}

/** What createResource and updateResource receive: only what the kind uses; the lists only with resourceVisibility. */
export function toResourceInput(values: ResourceFormValues, withVisibility: boolean): ResourceInput {
  return {
    kind: values.kind,
    title: values.title.trim(),
    description: values.description.trim(),
    url: values.kind === 'LINK' ? values.url.trim() : null,
    attachmentId: values.kind === 'FILE' ? values.attachmentId : null,
    articleId: values.kind === 'INTERNAL' ? values.articleId : null,
    ...(withVisibility ? { roleTypes: values.roleTypes, programIds: values.programIds } : {}),
  };
}

const FIELDS = ['kind', 'title', 'description', 'url', 'attachmentId', 'articleId', 'roleTypes', 'programIds'] as const;

/** The server's own schema checks the form; `t` reads the resources and validation namespaces. */
export function resourceRules(t: TFunction): Rules<ResourceFormValues> {
  const labels: Record<(typeof FIELDS)[number], string> = {
    kind: t('resources:resourceForm.kind'),
    title: t('resources:resourceForm.title'),
    description: t('resources:resourceForm.description'),
    url: t('resources:resourceForm.url'),
    attachmentId: t('resources:resourceForm.file'),
    articleId: t('resources:resourceForm.article'),
    roleTypes: t('resources:visibility.roles'),
    programIds: t('resources:visibility.programs'),
  };
  return schemaRules<ResourceFormValues>(
    resourceInputSchema(),
    (values) => toResourceInput(values, true),
    [...FIELDS],
    (issue) => issueMessage(t, issue, labels[issue.field.split('.')[0] as (typeof FIELDS)[number]] ?? issue.field),
  );
}
