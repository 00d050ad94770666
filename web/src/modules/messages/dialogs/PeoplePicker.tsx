import { useEffect, useMemo, useState } from 'react';
import { Group, MultiSelect, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../profile/UserAvatar';
import { LIMIT_PEOPLE, MESSAGEABLE_USERS, type Person } from '../graphql';

interface Props {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** People already in the conversation: not offered again. */
  exclude?: readonly string[];
  maxValues?: number;
  error?: string;
  description?: string;
  /**
   * 'messageable': those the viewer may write to (the server's messageableUsers); 'everyone': the
   * active people the viewer sees (a messaging limit names people for someone else).
   */
  source?: 'messageable' | 'everyone';
}

/**
 * People found by name as the viewer types, the chosen ones kept by name; by default those the
 * viewer may write to (those they may see, within their messaging limits).
 */
export function PeoplePicker({
  label,
  value,
  onChange,
  exclude = [],
  maxValues,
  error,
  description,
  source = 'messageable',
  initial = [],
}: Props & { initial?: readonly Person[] }) {
  const { t } = useTranslation('messages');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const messageable = useQuery(MESSAGEABLE_USERS, { variables: { search: debounced || null, limit: 20 }, fetchPolicy: 'cache-and-network', skip: source !== 'messageable' });
  const everyone = useQuery(LIMIT_PEOPLE, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network', skip: source !== 'everyone' });
  const loading = messageable.loading || everyone.loading;
  const [known, setKnown] = useState<ReadonlyMap<string, Person>>(() => new Map(initial.map((p) => [p._id, p])));
  const results = source === 'messageable' ? messageable.data?.messageableUsers : everyone.data?.users.results;
  useEffect(() => {
    if (!results?.length) return;
    setKnown((old) => new Map([...old, ...results.map((p) => [p._id, p] as const)]));
  }, [results]);
  const options = useMemo(() => {
    const list = (results ?? []).filter((p) => !exclude.includes(p._id)).map((p) => ({ value: p._id, label: p.fullName }));
    for (const id of value) if (!list.some((o) => o.value === id) && known.has(id)) list.push({ value: id, label: known.get(id)!.fullName });
    return list;
  }, [results, value, known, exclude]);
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        // A person chosen, the next search starts afresh.
        setSearch('');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: whatever it answers is shown.
      filter={({ options: all }) => all}
      maxValues={maxValues}
      hidePickedOptions
      clearable
      error={error}
      nothingFoundMessage={loading ? t('people.searching') : t('people.none')}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const person = known.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={option.label} src={person?.avatar} size={24} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {option.label}
              </Text>
              {person?.headline ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {person.headline}
                </Text>
              ) : null}
            </div>
          </Group>
        );
      }}
    />
  );
}
