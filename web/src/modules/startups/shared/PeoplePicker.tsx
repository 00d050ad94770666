import { useEffect, useMemo, useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { STARTUP_ASSIGNABLE_ROLE_TYPES } from '@seedbed/contracts/startups';
import { ASSIGNABLE_PEOPLE } from '../graphql';
import type { Choice } from './useChoices';

/**
 * People found by name as the person types, with the names of those already chosen kept even
 * when a new search no longer lists them.
 */
function usePeopleChoices(chosen: readonly string[], roleTypes: readonly string[] | null, people: readonly Person[] = []) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, loading } = useQuery(ASSIGNABLE_PEOPLE, {
    variables: { search: debounced || null, roleTypes: roleTypes ? [...roleTypes] : null },
    fetchPolicy: 'cache-and-network',
  });
  // Those chosen before the picker opened are named by whoever shows it, until a search finds them.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map(people.map((p) => [p._id, p.fullName])));
  const results = data?.users.results;
  useEffect(() => {
    if (!results?.length) return;
    setKnown((old) => {
      const next = new Map(old);
      for (const person of results) next.set(person._id, person.fullName);
      return next;
    });
  }, [results]);
  const options = useMemo(() => {
    const list: Choice[] = (results ?? []).map((p) => ({ value: p._id, label: p.fullName }));
    for (const id of chosen) if (!list.some((o) => o.value === id) && known.has(id)) list.push({ value: id, label: known.get(id)! });
    return list;
  }, [results, chosen, known]);
  return { options, search, setSearch, loading };
}

interface Person {
  _id: string;
  fullName: string;
}

interface PickerProps {
  label: string;
  /** Whose roles are offered: by default those who may be assigned to a startup; null offers every active person. */
  roleTypes?: readonly string[] | null;
  description?: string;
  error?: string;
}

export function PeopleMultiPicker({
  label,
  value,
  onChange,
  roleTypes = STARTUP_ASSIGNABLE_ROLE_TYPES,
  people,
  ...rest
}: PickerProps & { value: string[]; onChange: (ids: string[]) => void; people?: readonly Person[] }) {
  const { t } = useTranslation('startups');
  const { options, search, setSearch } = usePeopleChoices(value, roleTypes, people);
  return (
    <MultiSelect
      {...rest}
      label={label}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: every answer it gives is shown.
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={t('people.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function PersonPicker({
  label,
  value,
  onChange,
  roleTypes = STARTUP_ASSIGNABLE_ROLE_TYPES,
  ...rest
}: PickerProps & { value: string | null; onChange: (id: string | null) => void; required?: boolean }) {
  const { t } = useTranslation('startups');
  const chosen = useMemo(() => (value ? [value] : []), [value]);
  const { options, search, setSearch } = usePeopleChoices(chosen, roleTypes);
  return (
    <Select
      {...rest}
      label={label}
      placeholder={t('people.search')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('people.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
