import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { SESSION_STARTUP_CHOICES } from './graphql';

/** A startup the viewer sees, found by name; the one chosen keeps its name while other searches run. */
export function StartupField({
  label,
  value,
  known,
  onChange,
  error,
  nothingFound,
  disabled,
}: {
  label: string;
  value: string | null;
  known: { _id: string; name: string } | null;
  onChange: (id: string | null) => void;
  error?: string;
  nothingFound: string;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(SESSION_STARTUP_CHOICES, { variables: { search: debounced || null }, skip: disabled, fetchPolicy: 'cache-and-network' });
  const options = useMemo(() => {
    const list = (data?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }));
    if (known && !list.some((o) => o.value === known._id)) list.push({ value: known._id, label: known.name });
    return list;
  }, [data, known]);
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
