import { useMemo } from 'react';
import { MultiSelect } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../../shell/user/roleName';
import { DIRECTORY_ROLE_TYPES, type DirectoryFilterName, type DirectoryState, type DirectoryTab } from './directoryState';
import { DIRECTORY_CHOICES, DIRECTORY_INDUSTRIES, DIRECTORY_PERSON_TAGS, DIRECTORY_STARTUP_TAGS } from './graphql';

type Option = { value: string; label: string };
const options = (list: ReadonlyArray<{ _id: string; name: string }> | undefined): Option[] =>
  (list ?? []).map((item) => ({ value: item._id, label: item.name })).sort((a, b) => a.label.localeCompare(b.label));

/** The choices of each offered filter, each catalogue read only when its filter is offered. */
function useFilterChoices(tab: DirectoryTab, offered: readonly DirectoryFilterName[]): Record<DirectoryFilterName, Option[]> {
  const { t } = useTranslation('community');
  const choices = useQuery(DIRECTORY_CHOICES, { fetchPolicy: 'cache-first' }).data;
  const industries = useQuery(DIRECTORY_INDUSTRIES, { skip: !offered.includes('industryIds'), fetchPolicy: 'cache-first' }).data;
  const personTags = useQuery(DIRECTORY_PERSON_TAGS, { skip: tab !== 'people' || !offered.includes('tagIds'), fetchPolicy: 'cache-first' }).data;
  const startupTags = useQuery(DIRECTORY_STARTUP_TAGS, { skip: tab !== 'startups' || !offered.includes('tagIds'), fetchPolicy: 'cache-first' }).data;
  return useMemo(
    () => ({
      roleTypes: DIRECTORY_ROLE_TYPES.map((type) => ({ value: type, label: roleName(t, { type, label: null }) })),
      programIds: options(choices?.programs),
      skills: options(choices?.skills),
      industryIds: options(industries?.industries),
      tagIds:
        tab === 'people' ? options([...(personTags?.userTags ?? []), ...(personTags?.mentorTags ?? []), ...(personTags?.memberTags ?? [])]) : options(startupTags?.startupTags),
    }),
    [t, tab, choices, industries, personTags, startupTags],
  );
}

interface DirectoryFiltersProps {
  tab: DirectoryTab;
  state: DirectoryState;
  offered: readonly DirectoryFilterName[];
  onChange: (filter: DirectoryFilterName, values: string[]) => void;
  /** Stacked full width (the phone's drawer) rather than side by side. */
  stacked?: boolean;
}

/** The list's filters, each a searchable multiple choice: any of its values, every filter at once. */
export function DirectoryFilters({ tab, state, offered, onChange, stacked = false }: DirectoryFiltersProps) {
  const { t } = useTranslation('community');
  const choices = useFilterChoices(tab, offered);
  return (
    <>
      {offered.map((filter) => (
        <MultiSelect
          key={filter}
          label={t(`directory.filters.${filter}`)}
          placeholder={state[filter].length ? undefined : t('directory.filters.any')}
          data={choices[filter]}
          value={state[filter]}
          onChange={(values) => onChange(filter, values)}
          searchable
          clearable
          nothingFoundMessage={t('directory.filters.nothingFound')}
          w={stacked ? '100%' : 220}
          comboboxProps={{ withinPortal: true }}
          data-testid={`directory-filter-${filter}`}
        />
      ))}
    </>
  );
}
