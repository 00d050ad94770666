import type { TFunction } from 'i18next';
import { resourceSectionSchema } from '@seedbed/contracts/resources-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { SectionFieldsData } from '../shared/graphql';
import type { SectionInput } from './graphql';

export interface SectionFormValues {
  title: string;
  description: string;
  roleTypes: string[];
  programIds: string[];
}

export const sectionValues = (section?: Pick<SectionFieldsData, 'title' | 'description' | 'roleTypes' | 'programIds'> | null): SectionFormValues => ({
  title: section?.title ?? '',
  description: section?.description ?? '',
  roleTypes: [...(section?.roleTypes ?? [])],
  programIds: [...(section?.programIds ?? [])],
});

/** What createResourceSection and updateResourceSection receive; the lists only when the plan lets sections be kept (resourceVisibility). */
export function toSectionInput(values: SectionFormValues, withVisibility: boolean): SectionInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ...(withVisibility ? { roleTypes: values.roleTypes, programIds: values.programIds } : {}),
  };
}

/** The server's own schema checks the form (contracts/resources-input.ts); `t` reads the resources and validation namespaces. */
export function sectionRules(t: TFunction): Rules<SectionFormValues> {
  const labels: Record<keyof SectionFormValues, string> = {
    title: t('resources:sectionForm.title'),
    description: t('resources:sectionForm.description'),
    roleTypes: t('resources:visibility.roles'),
    programIds: t('resources:visibility.programs'),
  };
  return schemaRules<SectionFormValues>(
    resourceSectionSchema(),
    (values) => toSectionInput(values, true),
    ['title', 'description', 'roleTypes', 'programIds'],
    (issue) => issueMessage(t, issue, labels[issue.field.split('.')[0] as keyof SectionFormValues] ?? issue.field),
  );
}
