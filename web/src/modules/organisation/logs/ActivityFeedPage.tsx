import { useMemo, useState } from 'react';
import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconHistory, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../ui/relativeTime';
import { useSentinel } from '../../../ui/useSentinel';
import { OrganisationLayout } from '../OrganisationLayout';
import { ActivityFilters, NO_FILTER, isFiltered, type FilterState } from './ActivityFilters';
import { ActivityItem } from './ActivityItem';
import type { ActivityFeedFilter } from './graphql';
import { dayHeading, dayRange, groupByDay } from './grouping';
import { useActivityFeed } from './useActivityFeed';
import classes from './activity.module.css';

/** What the server filters on, from what the filters show. */
function toQueryFilter(state: FilterState): ActivityFeedFilter {
  const { from, to } = dayRange(state.days[0], state.days[1]);
  return { kinds: state.kinds.length ? state.kinds : null, actorId: state.person?.id ?? null, from, to };
}

/** Spec 3 §2 /admin/configuration/logs: what happened in the organisation, newest first, day by day. */
export function ActivityFeedPage() {
  const { t, i18n } = useTranslation('activity');
  const [filters, setFilters] = useState<FilterState>(NO_FILTER);
  const queryFilter = useMemo(() => toQueryFilter(filters), [filters]);
  const feed = useActivityFeed(queryFilter);
  const now = useNow();
  const sentinel = useSentinel<HTMLDivElement>(() => void feed.loadMore(), {
    enabled: feed.hasMore && !feed.loadingMore && !feed.moreFailed,
    round: feed.entries.length,
  });
  const days = groupByDay(feed.entries);
  const words = { today: t('days.today'), yesterday: t('days.yesterday') };

  return (
    <OrganisationLayout active="logs">
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <ActivityFilters value={filters} onChange={setFilters} />
      {feed.loading ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : feed.error ? (
        <Stack align="center" gap="xs" py="xl">
          <Text size="sm" c="dimmed" ta="center">
            {t('loadFailed')}
          </Text>
          <Button size="xs" variant="light" onClick={feed.refetch}>
            {t('common:retry')}
          </Button>
        </Stack>
      ) : feed.entries.length === 0 ? (
        isFiltered(filters) ? (
          <EmptyState
            py="xl"
            icon={<IconFilterOff size={28} stroke={1.5} aria-hidden />}
            withIndicatorBackground
            title={t('emptyFiltered.title')}
            description={t('emptyFiltered.description')}
          />
        ) : (
          <EmptyState py="xl" icon={<IconHistory size={28} stroke={1.5} aria-hidden />} withIndicatorBackground title={t('empty.title')} description={t('empty.description')} />
        )
      ) : (
        <Stack gap="lg" data-testid="activity-feed">
          {days.map((group) => (
            <section key={group.day} className={classes.day} aria-labelledby={`activity-day-${group.day}`}>
              <h2 id={`activity-day-${group.day}`} className={classes.dayTitle}>
                {dayHeading(group.day, now, i18n.language, words)}
              </h2>
              <ul className={classes.list}>
                {group.items.map((entry) => (
                  <ActivityItem key={entry._id} entry={entry} now={now} />
                ))}
              </ul>
            </section>
          ))}
          {feed.hasMore ? <div ref={sentinel} className={classes.sentinel} /> : null}
          {feed.loadingMore ? (
            <Center py="sm">
              <Loader size="xs" aria-label={t('loadingMore')} />
            </Center>
          ) : null}
          {feed.moreFailed ? (
            <Center py="sm">
              <Button size="xs" variant="subtle" onClick={() => void feed.loadMore()}>
                {t('loadMore')}
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
    </OrganisationLayout>
  );
}
