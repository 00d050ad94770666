import { useEffect, useMemo, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { STARTUP_CHOICES } from '../../../startups/graphql';
import type { StartupChip } from './assignation';

interface StartupsFieldProps {
  label: string;
  value: readonly StartupChip[];
  onChange: (startups: StartupChip[]) => void;
  error?: string;
}

/** Running startups found by name as one types (the server searches); those chosen stay, by name. */
export function StartupsField({ label, value, onChange, error }: StartupsFieldProps) {
  const { t } = useTranslation('communityPeople');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(STARTUP_CHOICES, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const [known, setKnown] = useState<ReadonlyMap<string, StartupChip>>(new Map());
  const results = data?.startups.results;
  useEffect(() => {
    if (results?.length) setKnown((old) => new Map([...old, ...results.map((s) => [s._id, s] as const)]));
  }, [results]);
  const options = useMemo(() => {
    const list = (results ?? []).map((s) => ({ value: s._id, label: s.name }));
    for (const startup of value) if (!list.some((o) => o.value === startup._id)) list.push({ value: startup._id, label: startup.name });
    return list;
  }, [results, value]);
  const choose = (ids: string[]) => {
    const chosen = new Map([...known, ...value.map((s) => [s._id, s] as const)]);
    onChange(ids.flatMap((id) => (chosen.has(id) ? [chosen.get(id)!] : [])));
  };
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : t('assign.startupsPlaceholder')}
      data={options}
      value={value.map((s) => s._id)}
      onChange={choose}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      hidePickedOptions
      nothingFoundMessage={t('assign.noStartup')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
