import { useEffect, useMemo, useState } from 'react';
import { MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '@seedbed/contracts/applications';
import type { SavedViewList } from '@seedbed/contracts/saved-views';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { FUNNEL_CHOICES, RECIPIENT_VIEWS, STARTUP_CHOICES } from '../graphql';

// The lists a saved view belongs to (contracts/saved-views.ts), in the order their groups show.
const VIEW_LISTS = ['applications', 'users', 'startups'] as const satisfies readonly SavedViewList[];

export interface RecipientsValue {
  userIds: string[];
  startupIds: string[];
  applicants: { funnelId: string; roundIds: string[]; statuses: string[] } | null;
  savedViewId: string | null;
}

interface RecipientsSectionProps {
  value: RecipientsValue;
  onChange: (value: RecipientsValue) => void;
  /** Names of those chosen before the composer opened. */
  people: ReadonlyArray<{ _id: string; name: string }>;
  startups: ReadonlyArray<{ _id: string; name: string }>;
  /** The lists whose saved views the plan offers (savedViewsApplications, savedViewsUsers, savedViewsStartups). */
  viewLists: Record<SavedViewList, boolean>;
  errors: Record<string, string | undefined>;
}

/**
 * Who the campaign goes to, in four ways that add up: people by name, the teams of startups,
 * applicants of a funnel (narrowed to rounds and statuses), a saved view of the applications, users
 * or startups list (its applicants, its people, its startups' teams). Each address receives one mail.
 */
export function RecipientsSection({ value, onChange, people, startups, viewLists, errors }: RecipientsSectionProps) {
  const { t } = useTranslation('emails');
  const set = <K extends keyof RecipientsValue>(key: K, next: RecipientsValue[K]) => onChange({ ...value, [key]: next });
  const funnels = useQuery(FUNNEL_CHOICES).data?.funnels.results ?? [];
  const withSavedViews = VIEW_LISTS.some((list) => viewLists[list]);
  const viewsData = useQuery(RECIPIENT_VIEWS, { variables: viewLists, skip: !withSavedViews }).data;
  const viewGroups = VIEW_LISTS.filter((list) => viewsData?.[list]?.length).map((list) => ({
    group: t(`recipients.viewsOf.${list}`),
    items: (viewsData?.[list] ?? []).map((v) => ({ value: v._id, label: v.name })),
  }));
  const funnel = funnels.find((f) => f._id === value.applicants?.funnelId);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('recipients.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('recipients.intro')}
        </Text>
        {errors.recipients ? (
          <Text size="sm" c="red" role="alert">
            {errors.recipients}
          </Text>
        ) : null}
        <PeopleMultiPicker
          label={t('recipients.people')}
          roleTypes={null}
          people={people.map((p) => ({ _id: p._id, fullName: p.name }))}
          value={value.userIds}
          onChange={(ids) => set('userIds', ids)}
          error={errors['recipients.userIds']}
        />
        <StartupsPicker value={value.startupIds} known={startups} onChange={(ids) => set('startupIds', ids)} error={errors['recipients.startupIds']} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('recipients.funnel')}
            placeholder={t('recipients.noFunnel')}
            data={funnels.map((f) => ({ value: f._id, label: f.name }))}
            value={value.applicants?.funnelId ?? null}
            onChange={(funnelId) => set('applicants', funnelId ? { funnelId, roundIds: [], statuses: [] } : null)}
            clearable
            searchable
            error={errors['recipients.applicants.funnelId']}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t('recipients.rounds')}
            placeholder={value.applicants?.roundIds.length ? undefined : t('recipients.allRounds')}
            data={(funnel?.rounds ?? []).map((r) => ({ value: r._id, label: r.name }))}
            value={value.applicants?.roundIds ?? []}
            onChange={(roundIds) => value.applicants && set('applicants', { ...value.applicants, roundIds })}
            disabled={!value.applicants}
            error={errors['recipients.applicants.roundIds']}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t('recipients.statuses')}
            placeholder={value.applicants?.statuses.length ? undefined : t('recipients.allStatuses')}
            data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applicationStatus.${status}`) }))}
            value={value.applicants?.statuses ?? []}
            onChange={(statuses) => value.applicants && set('applicants', { ...value.applicants, statuses })}
            disabled={!value.applicants}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {withSavedViews ? (
          <Select
            label={t('recipients.savedView')}
            description={t('recipients.savedViewHint')}
            placeholder={t('recipients.noSavedView')}
            data={viewGroups}
            value={value.savedViewId}
            onChange={(id) => set('savedViewId', id)}
            clearable
            error={errors['recipients.savedViewId']}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Startups found by name as the person types (the server searches), those chosen kept by name. */
function StartupsPicker({
  value,
  known: initial,
  onChange,
  error,
}: {
  value: string[];
  known: ReadonlyArray<{ _id: string; name: string }>;
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('emails');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(STARTUP_CHOICES, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map(initial.map((s) => [s._id, s.name])));
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
      label={t('recipients.startups')}
      description={t('recipients.startupsHint')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={t('recipients.noStartups')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="recipients-startups"
    />
  );
}
