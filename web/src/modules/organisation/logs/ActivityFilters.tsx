import { useMemo, useState } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, ACTIVITY_PEOPLE } from './graphql';
import { datesLocale } from '../../../ui/form/datesLocale';

export interface FilterState {
  kinds: string[];
  person: { id: string; name: string } | null;
  /** The chosen days, YYYY-MM-DD, either end open. */
  days: DatesRangeValue<string>;
}

export const NO_FILTER: FilterState = { kinds: [], person: null, days: [null, null] };

export const isFiltered = (f: FilterState) => f.kinds.length > 0 || f.person !== null || f.days[0] !== null || f.days[1] !== null;

/** Kind, person and dates: each narrows the feed at once. */
export function ActivityFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const { t, i18n } = useTranslation('activity');
  const kinds = useQuery(ACTIVITY_KINDS);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const people = useQuery(ACTIVITY_PEOPLE, { variables: { search: debounced } });

  const kindOptions = useMemo(() => (kinds.data?.activityKinds ?? []).map((k) => ({ value: k.kind, label: k.label })), [kinds.data]);
  const personOptions = useMemo(() => {
    const found = (people.data?.users.results ?? []).map((u) => ({ value: u._id, label: u.fullName }));
    // The chosen person stays an option while another search is typed.
    if (value.person && !found.some((o) => o.value === value.person!.id)) found.unshift({ value: value.person.id, label: value.person.name });
    return found;
  }, [people.data, value.person]);

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MultiSelect
          label={t('filters.kinds')}
          placeholder={value.kinds.length ? undefined : t('filters.kindsPlaceholder')}
          data={kindOptions}
          value={value.kinds}
          onChange={(next) => onChange({ ...value, kinds: next })}
          searchable
          clearable
          nothingFoundMessage={t('filters.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="activity-kinds"
        />
        <Select
          label={t('filters.person')}
          placeholder={t('filters.personPlaceholder')}
          data={personOptions}
          value={value.person?.id ?? null}
          onChange={(id, option) => onChange({ ...value, person: id && option ? { id, name: option.label } : null })}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already; the list shows what it found.
          filter={({ options }) => options}
          nothingFoundMessage={people.loading ? t('common:loading') : t('filters.nothingFound')}
          leftSection={<IconSearch size={16} aria-hidden />}
          data-testid="activity-person"
        />
        <DatePickerInput
          type="range"
          label={t('filters.dates')}
          placeholder={t('filters.datesPlaceholder')}
          value={value.days}
          onChange={(days) => onChange({ ...value, days })}
          allowSingleDateInRange
          clearable
          locale={datesLocale(i18n.language)}
          maxDate={new Date()}
          leftSection={<IconCalendar size={16} aria-hidden />}
          valueFormat="ll"
          data-testid="activity-dates"
        />
      </SimpleGrid>
      {isFiltered(value) ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              setSearch('');
              onChange(NO_FILTER);
            }}
          >
            {t('filters.clear')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
