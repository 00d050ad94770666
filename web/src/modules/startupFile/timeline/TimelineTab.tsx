import { Suspense, use, useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSentinel } from '../../../ui/useSentinel';
import { STARTUP_TIMELINE_KINDS } from '../graphql';
import type { LoadedKind } from './kinds';
import { allKinds, declareKindsToCache, timelineQuery } from './timelineQuery';
import { NoteComposer } from './NoteComposer';
import { TimelineActionsContext } from './TimelineActions';
import { useTimeline } from './useTimeline';
import '../styles';

/** activities (spec 2 §2–3): the composer, the type filter and the live timeline of the startup. */
export function TimelineTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('startupFile');
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('timeline.loading')} />
        </Center>
      }
    >
      <Timeline startupId={startupId} kinds={allKinds()} />
    </Suspense>
  );
}

function Timeline({ startupId, kinds: loading }: { startupId: string; kinds: Promise<ReadonlyMap<string, LoadedKind>> }) {
  const { t } = useTranslation('startupFile');
  const kinds = use(loading);
  const [type, setType] = useState<string | null>(null);
  const client = useApolloClient();
  declareKindsToCache(client, kinds.keys());
  const query = timelineQuery(kinds);
  const timeline = useTimeline(startupId, type, query);
  const offered = useQuery(STARTUP_TIMELINE_KINDS, { variables: { startupId } }).data?.startupTimelineKinds ?? [];
  const sentinel = useSentinel<HTMLDivElement>(() => void timeline.loadMore(), {
    enabled: timeline.hasMore && !timeline.loadingMore && !timeline.moreFailed,
    round: timeline.items.length,
  });
  const actions = useMemo(() => ({ apply: timeline.apply }), [timeline.apply]);
  const kindLabel = (name: string) => {
    const kind = kinds.get(name);
    return kind ? t(kind.labelKey) : t(`kinds.${name}`, { defaultValue: name });
  };

  return (
    <TimelineActionsContext.Provider value={actions}>
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('composer.title')}>
          <NoteComposer mode={{ kind: 'create' }} />
        </Paper>
        <Group justify="space-between" gap="sm">
          <Select
            label={t('timeline.filter')}
            data={[{ value: '', label: t('timeline.allKinds') }, ...offered.map((name) => ({ value: name, label: kindLabel(name) }))]}
            value={type ?? ''}
            onChange={(value) => setType(value || null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {timeline.status === 'loading' ? (
          <Center py="xl">
            <Loader aria-label={t('timeline.loading')} />
          </Center>
        ) : timeline.status === 'failed' ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t('timeline.loadFailed')}</span>
              <Button size="compact-sm" variant="white" color="red" onClick={timeline.reload}>
                {t('timeline.retry')}
              </Button>
            </Group>
          </Alert>
        ) : timeline.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {type ? t('timeline.emptyKind') : t('timeline.empty')}
          </Text>
        ) : (
          <Stack gap="sm" role="feed" aria-busy={timeline.loadingMore} aria-label={t('timeline.title')}>
            {timeline.items.map((item) => {
              const kind = kinds.get(item.__typename);
              // A kind no feature of this build draws is left out rather than shown half.
              return kind ? <kind.Component key={item._id} item={item} startupId={startupId} /> : null;
            })}
          </Stack>
        )}
        {timeline.status === 'ready' && timeline.hasMore ? (
          <Stack gap="xs" align="center">
            <div ref={sentinel} aria-hidden style={{ height: 1, width: '100%' }} />
            {timeline.moreFailed ? (
              <Text size="sm" c="red" role="alert">
                {t('timeline.moreFailed')}
              </Text>
            ) : null}
            <Button variant="default" onClick={() => void timeline.loadMore()} loading={timeline.loadingMore}>
              {t('timeline.loadMore')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </TimelineActionsContext.Provider>
  );
}
