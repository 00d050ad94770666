import { Button, Group, MultiSelect, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES } from '@seedbed/contracts/events';
import { eventTypeKey } from '../shared/labels';
import { hasFilters, type EventListParams } from './params';

export interface Choice {
  value: string;
  label: string;
}

interface EventFiltersProps {
  params: EventListParams;
  onChange: (change: Partial<EventListParams>) => void;
  /** The plan offers one-on-one events (oneOnOneEvents): only then is there a type to choose. */
  showType: boolean;
  /** The calendar shows a month: upcoming or past does not apply. */
  showWhen: boolean;
  tags: readonly Choice[];
  topics: readonly Choice[];
}

/** Search, type, tags and topics, upcoming or past; everything in the address (see params.ts). */
export function EventFilters({ params, onChange, showType, showWhen, tags, topics }: EventFiltersProps) {
  const { t } = useTranslation('events');
  return (
    <Paper withBorder p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '3 1 220px' }}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={params.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
          type="search"
        />
        {showType && (
          <Select
            style={{ flex: '1 1 160px' }}
            label={t('filters.type')}
            placeholder={t('filters.anyType')}
            data={EVENT_TYPES.map((type) => ({ value: type, label: t(eventTypeKey(type)) }))}
            value={params.type}
            onChange={(value) => onChange({ type: (value as EventListParams['type']) ?? null })}
            clearable
          />
        )}
        {(tags.length > 0 || params.tagIds.length > 0) && (
          <MultiSelect
            style={{ flex: '2 1 200px' }}
            label={t('filters.tags')}
            data={[...tags]}
            value={params.tagIds}
            onChange={(tagIds) => onChange({ tagIds })}
            searchable
            clearable
          />
        )}
        {(topics.length > 0 || params.topicIds.length > 0) && (
          <MultiSelect
            style={{ flex: '2 1 200px' }}
            label={t('filters.topics')}
            data={[...topics]}
            value={params.topicIds}
            onChange={(topicIds) => onChange({ topicIds })}
            searchable
            clearable
          />
        )}
        {showWhen && (
          <SegmentedControl
            aria-label={t('filters.when')}
            value={params.past ? 'past' : 'upcoming'}
            onChange={(value) => onChange({ past: value === 'past' })}
            data={[
              { value: 'upcoming', label: t('filters.upcoming') },
              { value: 'past', label: t('filters.past') },
            ]}
          />
        )}
        {hasFilters(params) && (
          <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => onChange({ search: '', type: null, tagIds: [], topicIds: [] })}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
