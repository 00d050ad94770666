import type { ReactNode } from 'react';
import { Button, Collapse, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { activeFilterCount, groupValue, NO_FILTERS, roundChoices, type OverviewFilters as Filters } from './filters';
import type { ApplicationSort } from './graphql';
import { statusLabel } from './status';

const STATUSES = ['draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'] as const;
const SORTS: readonly ApplicationSort[] = ['NEWEST', 'OLDEST', 'SCORE_DESC', 'SCORE_ASC'];
const SCORE_MAX = 5;

export interface FunnelChoice {
  _id: string;
  name: string;
  rounds: Array<{ _id: string; name: string }>;
}

interface OverviewFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  sort: ApplicationSort;
  onSort: (sort: ApplicationSort) => void;
  /** APPLICATION_OVERVIEW/FILTERS:VIEW: without it only the funnel is offered. */
  filtersEnabled: boolean;
  tagsVisible: boolean;
  funnels: readonly FunnelChoice[];
  tags: ReadonlyArray<{ _id: string; name: string }>;
}

/**
 * The overview's search, filters and order. On phones the filters fold under one button that
 * says how many are set, so the list stays in view.
 */
export function OverviewFilters({ filters, onChange, sort, onSort, filtersEnabled, tagsVisible, funnels, tags }: OverviewFiltersProps) {
  const { t } = useTranslation('applications');
  const [opened, { toggle }] = useDisclosure(false);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  const count = activeFilterCount(filters);
  const statusData = [
    { group: t('overview.filters.groups'), items: (['ALL_PENDING', 'EVALUATION_IN_PROGRESS'] as const).map((g) => ({ value: groupValue(g), label: t(`overview.groups.${g}`) })) },
    { group: t('overview.filters.statuses'), items: STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) })) },
  ];
  const number = (value: string | number) => (value === '' ? null : Number(value));

  const funnelPicker = (
    <MultiSelect
      label={t('overview.filters.funnel')}
      data={funnels.map((f) => ({ value: f._id, label: f.name }))}
      value={filters.funnelIds}
      onChange={(ids) => onChange({ ...filters, funnelIds: ids, roundIds: [] })}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        {filtersEnabled && (
          <TextInput
            style={{ flex: '1 1 220px' }}
            label={t('overview.filters.search')}
            placeholder={t('overview.filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.search}
            onChange={(event) => set('search', event.currentTarget.value)}
          />
        )}
        <Select
          style={{ flex: '0 1 200px' }}
          label={t('overview.sort.label')}
          data={SORTS.map((s) => ({ value: s, label: t(`overview.sort.${s}`) }))}
          value={sort}
          onChange={(value) => value && onSort(value as ApplicationSort)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={toggle} aria-expanded={opened} hiddenFrom="sm">
          {t('overview.filters.toggle', { count })}
        </Button>
        {count > 0 && (
          <Button variant="subtle" onClick={() => onChange({ ...NO_FILTERS, search: filters.search })}>
            {t('overview.filters.clear')}
          </Button>
        )}
      </Group>
      <FiltersFold opened={opened}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
          {funnelPicker}
          {filtersEnabled && (
            <>
              <MultiSelect
                label={t('overview.filters.round')}
                data={roundChoices(funnels, filters.funnelIds)}
                value={filters.roundIds}
                onChange={(ids) => set('roundIds', ids)}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('overview.filters.status')}
                data={statusData}
                value={filters.status || null}
                onChange={(value) => set('status', value ?? '')}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
              {tagsVisible && (
                <MultiSelect
                  label={t('overview.filters.tags')}
                  data={tags.map((tag) => ({ value: tag._id, label: tag.name }))}
                  value={filters.tagIds}
                  onChange={(ids) => set('tagIds', ids)}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <PeopleMultiPicker label={t('overview.filters.evaluators')} roleTypes={null} value={filters.evaluatorIds} onChange={(ids) => set('evaluatorIds', ids)} />
              <Group gap="xs" grow wrap="nowrap" align="flex-end">
                <NumberInput
                  label={t('overview.filters.scoreMin')}
                  min={0}
                  max={SCORE_MAX}
                  step={0.5}
                  decimalScale={1}
                  value={filters.scoreMin ?? ''}
                  onChange={(v) => set('scoreMin', number(v))}
                />
                <NumberInput
                  label={t('overview.filters.scoreMax')}
                  min={0}
                  max={SCORE_MAX}
                  step={0.5}
                  decimalScale={1}
                  value={filters.scoreMax ?? ''}
                  onChange={(v) => set('scoreMax', number(v))}
                />
              </Group>
              <Switch label={t('overview.filters.assignedToMe')} checked={filters.assignedToMe} onChange={(event) => set('assignedToMe', event.currentTarget.checked)} mt="lg" />
            </>
          )}
        </SimpleGrid>
      </FiltersFold>
    </Stack>
  );
}

/** Always open from tablet width (Mantine's sm); folded behind its button on phones. */
function FiltersFold({ opened, children }: { opened: boolean; children: ReactNode }) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  return wide ? children : <Collapse expanded={opened}>{children}</Collapse>;
}
