import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Code, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ScrollableTable } from './ScrollableTable';
import { showSuccess } from '../../ui/feedback/notify';
import { relativeTime, useNow } from '../../ui/relativeTime';
import { usePagedList } from '../../ui/list/usePagedList';
import { ListFooter } from '../../ui/list/ListFooter';
import { REPLAY_DELIVERY, WEBHOOK_DELIVERIES, type DeliveryItem } from './graphql';

const STATUS_COLOURS = { PENDING: 'yellow', SUCCEEDED: 'green', FAILED: 'red' } as const;

/** One webhook's deliveries, newest first: status, answer, duration, attempts, with a replay button each. */
export function DeliveryLog({ webhookId, refreshKey }: { webhookId: string; refreshKey: number }) {
  const { t, i18n } = useTranslation('apiAccess');
  const now = useNow();
  const client = useApolloClient();
  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const answer = await client.query({ query: WEBHOOK_DELIVERIES, variables: { webhookId, cursor, limit: 20 }, fetchPolicy: 'network-only' });
      const page = answer.data?.webhookDeliveries;
      return page && { results: page.results, next: page.next ?? null, totalCount: page.results.length };
    },
    [client, webhookId],
  );
  const list = usePagedList<DeliveryItem>(fetchPage, `${webhookId}:${refreshKey}`);
  const [replay] = useMutation(REPLAY_DELIVERY);
  // A delivery about to be sent (a test, a replay) is followed until it has an answer.
  const sendingSoon = list.rows.some((row) => row.status === 'PENDING' && (!row.nextAttemptAt || new Date(row.nextAttemptAt).getTime() < Date.now() + 5_000));
  const { reload } = list;
  useEffect(() => {
    if (!sendingSoon) return;
    const timer = setTimeout(() => void reload(), 2_000);
    return () => clearTimeout(timer);
  }, [sendingSoon, reload, list.rows]);
  const [open, setOpen] = useState<string | null>(null);

  async function replayOne(delivery: DeliveryItem) {
    try {
      await replay({ variables: { id: delivery._id } });
      showSuccess(t('deliveries.replayed'));
      await list.reload();
    } catch {
      // Shown as a toast by the data layer.
    }
  }

  if (list.loading && list.rows.length === 0) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (list.rows.length === 0) return <Text size="sm">{t('deliveries.none')}</Text>;
  return (
    <Stack gap="xs">
      <ScrollableTable label={t('deliveries.title')} minWidth={320}>
        <Table verticalSpacing={6} aria-label={t('deliveries.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deliveries.event')}</Table.Th>
              <Table.Th>{t('deliveries.status')}</Table.Th>
              <Table.Th>{t('deliveries.response')}</Table.Th>
              <Table.Th>{t('deliveries.when')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                delivery={delivery}
                when={relativeTime(delivery.lastAttemptAt ?? delivery.createdAt, now, i18n.language)}
                open={open === delivery._id}
                onToggle={() => setOpen(open === delivery._id ? null : delivery._id)}
                onReplay={() => replayOne(delivery)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  when,
  open,
  onToggle,
  onReplay,
}: {
  delivery: DeliveryItem;
  when: string | undefined;
  open: boolean;
  onToggle: () => void;
  onReplay: () => void;
}) {
  const { t } = useTranslation('apiAccess');
  const status = delivery.status as keyof typeof STATUS_COLOURS;
  return (
    <>
      <Table.Tr data-testid="webhook-delivery-row">
        <Table.Td>
          <Text size="sm" ff="monospace" dir="ltr">
            {delivery.eventKind}
          </Text>
          {delivery.replayOf && (
            <Text size="xs" c="dimmed">
              {t('deliveries.replay')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLOURS[status]} variant="light">
            {t(`deliveries.statuses.${status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('deliveries.attempts', { count: delivery.attempts })}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{delivery.responseStatus ?? delivery.responseExcerpt ?? '—'}</Text>
          {delivery.durationMs !== null && delivery.durationMs !== undefined && (
            <Text size="xs" c="dimmed">
              {t('deliveries.duration', { ms: delivery.durationMs })}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm">{when}</Text>
        </Table.Td>
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button variant="subtle" size="xs" onClick={onToggle} aria-expanded={open}>
              {t('deliveries.details')}
            </Button>
            <Tooltip label={t('deliveries.replayHint')}>
              <Button variant="default" size="xs" onClick={onReplay}>
                {t('deliveries.replayButton')}
              </Button>
            </Tooltip>
          </Group>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Stack gap={4}>
              <Text size="xs" fw={500}>
                {t('deliveries.payload')}
              </Text>
              <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {JSON.stringify(JSON.parse(delivery.payload), null, 2)}
              </Code>
              {delivery.responseExcerpt && (
                <>
                  <Text size="xs" fw={500}>
                    {t('deliveries.answer')}
                  </Text>
                  <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {delivery.responseExcerpt}
                  </Code>
                </>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
