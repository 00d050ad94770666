import type { TFunction } from 'i18next';
import { startupInputSchema, YEAR_FOUNDED_MIN } from '@seedbed/contracts/startups';
import { schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { StartupFile, StartupViewerCan } from '../graphql';
import { validationMessage } from '../validationMessage';

export interface CompanyValues {
  name: string;
  description: string;
  website: string;
  logo: string;
  /** The select's value: a year as text, or null. */
  yearFounded: string | null;
  stage: string | null;
  country: string;
  city: string;
  industryIds: string[];
  tagIds: string[];
  programIds: string[];
}

export const COMPANY_FIELDS = ['name', 'description', 'website', 'logo', 'yearFounded', 'stage', 'country', 'city', 'industryIds', 'tagIds', 'programIds'] as const;
type Field = (typeof COMPANY_FIELDS)[number];

export function companyValues(startup: StartupFile): CompanyValues {
  return {
    name: startup.name,
    description: startup.description ?? '',
    website: startup.website ?? '',
    logo: startup.logo ?? '',
    yearFounded: startup.yearFounded == null ? null : String(startup.yearFounded),
    stage: startup.stage ?? null,
    country: startup.country ?? '',
    city: startup.city ?? '',
    industryIds: startup.industries.map((i) => i._id),
    tagIds: startup.tags.map((tag) => tag._id),
    programIds: startup.programs.map((p) => p._id),
  };
}

/** What the form sends for every field (startupInputSchema's shape): empty text clears a field. */
export function companyInput(values: CompanyValues) {
  return {
    name: values.name,
    description: values.description,
    website: values.website,
    logo: values.logo,
    yearFounded: values.yearFounded ? Number(values.yearFounded) : null,
    stage: values.stage,
    country: values.country,
    city: values.city,
    industryIds: values.industryIds,
    tagIds: values.tagIds,
    programIds: values.programIds,
  };
}

/** Spec 2 §9: the company-year list runs from this year back to 1950 (the year the server counts in, UTC). */
export function yearOptions(now: Date): string[] {
  const years: string[] = [];
  for (let year = now.getUTCFullYear(); year >= YEAR_FOUNDED_MIN; year--) years.push(String(year));
  return years;
}

/** Which fields this viewer may change on this startup (the server checks the same keys). */
export function editableFields(can: StartupViewerCan): Record<Field, boolean> {
  return {
    name: can.editName,
    description: can.editProfile,
    website: can.editProfile,
    logo: can.editProfile,
    yearFounded: can.editProfile,
    stage: can.editProfile,
    country: can.editProfile,
    city: can.editProfile,
    industryIds: can.addIndustry || can.removeIndustry,
    tagIds: can.addTag || can.removeTag,
    programIds: can.editProfile,
  };
}

export const mayEditCompany = (can: StartupViewerCan) => Object.values(editableFields(can)).some(Boolean);

/**
 * A choice of linked items as the viewer may change it: with only the right to add, nothing saved
 * can be taken away; with only the right to remove, nothing new can be put in.
 */
export function allowedLinks(saved: readonly string[], next: readonly string[], may: { add: boolean; remove: boolean }): string[] {
  const kept = may.remove ? next.filter((id) => saved.includes(id)) : [...saved];
  const added = may.add ? next.filter((id) => !saved.includes(id)) : [];
  return [...kept, ...added];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** updateStartup is partial: only the fields changed, and only those the viewer may change, are sent. */
export function changedInput(initial: CompanyValues, values: CompanyValues, can: StartupViewerCan): Partial<ReturnType<typeof companyInput>> {
  const before = companyInput(initial);
  const after = companyInput(values);
  const editable = editableFields(can);
  const changes: Record<string, unknown> = {};
  for (const field of COMPANY_FIELDS) {
    if (editable[field] && !same(before[field], after[field])) changes[field] = after[field];
  }
  return changes as Partial<ReturnType<typeof companyInput>>;
}

/** The profile form checked with the server's own schema (contracts/startups.ts). */
export function companyRules(t: TFunction, now: () => Date, labels: Record<Field, string>): Rules<CompanyValues> {
  return schemaRules<CompanyValues>(startupInputSchema({ now }), companyInput, COMPANY_FIELDS, (issue) =>
    validationMessage(t, issue, labels[issue.field.split('.')[0] as Field] ?? issue.field),
  );
}
