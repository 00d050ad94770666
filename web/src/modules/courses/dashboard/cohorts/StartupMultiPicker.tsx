import { useEffect, useMemo, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { COHORT_STARTUP_CHOICES } from '../graphql';

interface StartupMultiPickerProps {
  label: string;
  description?: string;
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Startups found by name as the person types (the server searches), those chosen kept by name. */
export function StartupMultiPicker({ label, description, value, onChange }: StartupMultiPickerProps) {
  const { t } = useTranslation('courseDashboard');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(COHORT_STARTUP_CHOICES, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const results = data?.startups.results;
  useEffect(() => {
    if (results?.length) setKnown((old) => new Map([...old, ...results.map((s) => [s._id, s.name] as const)]));
  }, [results]);
  const options = useMemo(() => {
    const list = (results ?? []).map((s) => ({ value: s._id, label: s.name }));
    for (const id of value) if (!list.some((o) => o.value === id) && known.has(id)) list.push({ value: id, label: known.get(id)! });
    return list;
  }, [results, value, known]);
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={t('enrol.noStartups')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
