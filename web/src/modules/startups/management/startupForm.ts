import type { TFunction } from 'i18next';
import { startupInputSchema, YEAR_FOUNDED_MIN } from '@seedbed/contracts/startups';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { ManagedStartupData, StartupInput } from '../graphql';

export interface StartupFormValues {
  name: string;
  description: string;
  website: string;
  /** The select's value: a year as text, or null. */
  yearFounded: string | null;
  stage: string | null;
  country: string;
  city: string;
  programIds: string[];
  industryIds: string[];
  tagIds: string[];
}

export const STARTUP_FIELDS = ['name', 'description', 'website', 'yearFounded', 'stage', 'country', 'city', 'programIds', 'industryIds', 'tagIds'] as const satisfies ReadonlyArray<
  keyof StartupFormValues
>;

export const emptyStartupValues = (): StartupFormValues => ({
  name: '',
  description: '',
  website: '',
  yearFounded: null,
  stage: null,
  country: '',
  city: '',
  programIds: [],
  industryIds: [],
  tagIds: [],
});

export function startupValues(startup: ManagedStartupData): StartupFormValues {
  return {
    name: startup.name,
    description: startup.description ?? '',
    website: startup.website ?? '',
    yearFounded: startup.yearFounded ? String(startup.yearFounded) : null,
    stage: startup.stage ?? null,
    country: startup.country ?? '',
    city: startup.city ?? '',
    programIds: startup.programs.map((p) => p._id),
    industryIds: startup.industries.map((i) => i._id),
    tagIds: startup.tags.map((tag) => tag._id),
  };
}

/** Spec 2 §9: the years offered, from this year back to 1950. */
export function yearOptions(now: Date): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear(); year >= YEAR_FOUNDED_MIN; year -= 1) years.push(String(year));
  return years;
}

/** What createStartup receives: empty texts are sent as null (cleared). */
export function toStartupInput(values: StartupFormValues): StartupInput {
  const text = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    description: text(values.description),
    website: text(values.website),
    yearFounded: values.yearFounded ? Number(values.yearFounded) : null,
    stage: values.stage || null,
    country: text(values.country),
    city: text(values.city),
    programIds: values.programIds,
    industryIds: values.industryIds,
    tagIds: values.tagIds,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

/**
 * What updateStartup receives: only the fields changed. Each kind of change has its own permission
 * (the name, industries, tags), so a field left alone must not be sent as if it were changed.
 */
export function changedStartupInput(values: StartupFormValues, initial: StartupFormValues): Partial<StartupInput> {
  const next = toStartupInput(values);
  const before = toStartupInput(initial);
  const changed: Partial<StartupInput> = {};
  for (const key of Object.keys(next) as Array<keyof StartupInput>) {
    if (!same(next[key], before[key])) (changed as Record<string, unknown>)[key] = next[key];
  }
  return changed;
}

/** The form checks what it would send with the server's own schema (contracts/startups.ts). */
export function startupRules(t: TFunction, now: () => Date): Rules<StartupFormValues> {
  const labels: Record<keyof StartupFormValues, string> = {
    name: t('startups:fields.name'),
    description: t('startups:fields.description'),
    website: t('startups:fields.website'),
    yearFounded: t('startups:fields.yearFounded'),
    stage: t('startups:fields.stage'),
    country: t('startups:fields.country'),
    city: t('startups:fields.city'),
    programIds: t('startups:fields.programs'),
    industryIds: t('startups:fields.industries'),
    tagIds: t('startups:fields.tags'),
  };
  return schemaRules<StartupFormValues>(startupInputSchema({ now }), toStartupInput, STARTUP_FIELDS, (issue) =>
    issueMessage(t, issue, labels[issue.field.split('.')[0] as keyof StartupFormValues] ?? ''),
  );
}
