import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Badge, Button, Collapse, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StartupSort } from '../graphql';
import { PeopleMultiPicker } from '../shared/PeoplePicker';
import { stageOptions } from '../shared/stages';
import type { Choice } from '../shared/useChoices';
import { activeFilterCount, NO_FILTERS, type StartupListFilters } from './filters';

interface StartupFiltersProps {
  filters: StartupListFilters;
  onChange: (filters: StartupListFilters) => void;
  sort: StartupSort;
  onSort: (sort: StartupSort) => void;
  /** The plan's startupFilter flag: without it only the search and the sort are offered. */
  filtersEnabled: boolean;
  choices: { programs: Choice[]; industries: Choice[]; tags: Choice[]; seesIndustries: boolean };
}

/** Search, sort and, with the plan's startupFilter, the filters; folded behind a button on phones. */
export function StartupFilters({ filters, onChange, sort, onSort, filtersEnabled, choices }: StartupFiltersProps) {
  const { t } = useTranslation('startups');
  // Open on wide screens; on phones the filters would push the list out of sight, so they start folded.
  const phone = useMediaQuery('(max-width: 35.999em)', false, { getInitialValueInEffect: false });
  const [chosenOpen, setOpen] = useState<boolean | null>(null);
  const open = chosenOpen ?? !phone;
  const set = <K extends keyof StartupListFilters>(key: K, value: StartupListFilters[K]) => onChange({ ...filters, [key]: value });
  const active = activeFilterCount(filters);
  const panelId = 'startup-filters-panel';

  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '3 1 220px' }}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.search}
            onChange={(event) => set('search', event.currentTarget.value)}
            type="search"
          />
          <Select
            style={{ flex: '1 1 150px' }}
            label={t('filters.sort')}
            data={[
              { value: 'NAME', label: t('sort.NAME') },
              { value: 'NEWEST', label: t('sort.NEWEST') },
            ]}
            value={sort}
            onChange={(value) => value && onSort(value as StartupSort)}
            allowDeselect={false}
          />
          {filtersEnabled && (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              rightSection={
                active > 0 ? (
                  <Badge size="sm" circle>
                    {active}
                  </Badge>
                ) : undefined
              }
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              aria-controls={panelId}
            >
              {t('filters.toggle')}
            </Button>
          )}
        </Group>
        {filtersEnabled && (
          <Collapse expanded={open} id={panelId}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              <MultiSelect label={t('filters.programs')} data={choices.programs} value={filters.programIds} onChange={(v) => set('programIds', v)} searchable clearable />
              {choices.seesIndustries && (
                <MultiSelect label={t('filters.industries')} data={choices.industries} value={filters.industryIds} onChange={(v) => set('industryIds', v)} searchable clearable />
              )}
              <MultiSelect label={t('filters.tags')} data={choices.tags} value={filters.tagIds} onChange={(v) => set('tagIds', v)} searchable clearable />
              <MultiSelect label={t('filters.stages')} data={stageOptions(t)} value={filters.stages} onChange={(v) => set('stages', v)} clearable />
              <PeopleMultiPicker label={t('filters.assigned')} value={filters.assignedUserIds} onChange={(v) => set('assignedUserIds', v)} />
            </SimpleGrid>
            {active > 0 && (
              <Group justify="flex-end" mt="sm">
                <Button variant="subtle" size="xs" onClick={() => onChange({ ...NO_FILTERS, search: filters.search })}>
                  {t('filters.clear')}
                </Button>
              </Group>
            )}
          </Collapse>
        )}
      </Stack>
    </Paper>
  );
}
