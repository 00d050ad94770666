import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CohortData } from './graphql';

const ALL = 'all';

interface CohortSelectProps {
  cohorts: readonly CohortData[];
  value: string | null;
  onChange: (cohortId: string | null) => void;
  /** Offers "All cohorts" (null). */
  allowAll?: boolean;
}

/** Which cohort a tab shows. */
export function CohortSelect({ cohorts, value, onChange, allowAll = false }: CohortSelectProps) {
  const { t } = useTranslation('courseDashboard');
  const data = [...(allowAll ? [{ value: ALL, label: t('cohorts.all') }] : []), ...cohorts.map((c) => ({ value: c._id, label: c.name }))];
  return (
    <Select
      style={{ flex: '1 1 200px' }}
      label={t('cohorts.choose')}
      data={data}
      value={value ?? (allowAll ? ALL : null)}
      onChange={(next) => next && onChange(next === ALL ? null : next)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
