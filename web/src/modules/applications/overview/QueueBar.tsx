import { useEffect } from 'react';
import { Badge, Group, Paper, ScrollArea, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_QUEUE } from './graphql';
import { groupValue, type StatusGroup } from './filters';
import { STATUS_COLORS, statusLabel } from './status';

interface QueueBarProps {
  /** The funnel chosen in the filters, when exactly one is. */
  funnelId: string | null;
  /** The status or group filter now ('' for all). */
  value: string;
  onChoose: (value: string) => void;
  /** A new value reloads the counts (after a bulk action). */
  refreshKey: number;
}

/**
 * The queue bar (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): how many applications wait in each status
 * and group; choosing one filters the list by it, choosing it again clears the filter. Scrolls
 * sideways on phones rather than wrapping into many lines.
 */
export function QueueBar({ funnelId, value, onChoose, refreshKey }: QueueBarProps) {
  const { t } = useTranslation('applications');
  const { data, refetch } = useQuery(APPLICATION_QUEUE, { variables: { funnelId }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (refreshKey) void refetch();
  }, [refreshKey, refetch]);
  const queue = data?.applicationQueue;
  if (!queue) return null;
  const item = (key: string, label: string, count: number, color: string) => {
    const active = value === key;
    return (
      <UnstyledButton
        key={key}
        onClick={() => onChoose(active ? '' : key)}
        aria-pressed={active}
        data-testid={`queue-${key}`}
        style={{ borderRadius: 'var(--mantine-radius-sm)', flex: '0 0 auto' }}
      >
        <Badge size="lg" variant={active ? 'filled' : 'light'} color={color} rightSection={count} style={{ cursor: 'pointer', textTransform: 'none' }}>
          {label}
        </Badge>
      </UnstyledButton>
    );
  };
  return (
    <Paper withBorder p="xs" component="nav" aria-label={t('overview.queue.label')}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap">
          {item('', t('overview.queue.all'), queue.total, 'dark')}
          {queue.groups.map((g) => item(groupValue(g.group as StatusGroup), t(`overview.groups.${g.group}`), g.count, 'violet'))}
          {queue.statuses.map((s) => item(s.status, statusLabel(t, s.status), s.count, STATUS_COLORS[s.status] ?? 'gray'))}
        </Group>
      </ScrollArea>
    </Paper>
  );
}
