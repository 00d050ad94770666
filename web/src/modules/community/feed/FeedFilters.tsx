import { Group, Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { POST_KINDS } from '@seedbed/contracts/community';
import { POST_PROGRAM_CHOICES } from '../shared/post/graphql';
import type { FeedFilter } from './feedState';

/** The feed's filters: one kind of post, one programme's posts. */
export function FeedFilters({ value, onChange }: { value: FeedFilter; onChange: (value: FeedFilter) => void }) {
  const { t } = useTranslation('communityFeed');
  const programs = useQuery(POST_PROGRAM_CHOICES, { fetchPolicy: 'cache-first' }).data?.programs ?? [];
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t('filters.kind')}
        data={[{ value: '', label: t('filters.allKinds') }, ...POST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))]}
        value={value.kind ?? ''}
        onChange={(kind) => onChange({ ...value, kind: kind || null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
      />
      {programs.length > 0 ? (
        <Select
          label={t('filters.programme')}
          data={[{ value: '', label: t('filters.allProgrammes') }, ...programs.map((p) => ({ value: p._id, label: p.name }))]}
          value={value.programId ?? ''}
          onChange={(programId) => onChange({ ...value, programId: programId || null })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Group>
  );
}
