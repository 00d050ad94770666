import { useEffect, useReducer, useRef } from 'react';
import { Alert, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useTranslation } from 'react-i18next';
import { AUTO_DISMISS_MS, applyEvent, applySnapshot, bannerColor, dismissesItself, initialBanner, type BannerState, type BatchEventLike, type BatchSnapshot } from './bannerState';
import { BATCH_FAILED_ITEMS, BATCH_OPERATION } from './graphql';

export type BatchSubject = keyof typeof AUTO_DISMISS_MS;

type Action = { event: BatchEventLike } | { snapshot: BatchSnapshot };
const reduce = (state: BannerState, action: Action) => ('event' in action ? applyEvent(state, action.event) : applySnapshot(state, action.snapshot));

export interface BatchBannerProps {
  operationId: string;
  total: number;
  subject: BatchSubject;
  /** The family's subscription (userBatchOperationUpdated, …) taking `operationId`. */
  subscription: DocumentNode;
  /** The subscription's root field in the answer. */
  field: string;
  onClose: () => void;
  /** Called once when the operation has an outcome, so the page can reload what changed. */
  onFinished?: (state: BannerState) => void;
  /** What happened, said in the page's words ('Role changed for 2 people'); else 'Done: 2 processed'. */
  succeededText?: (count: number) => string;
}

/**
 * Spec 2's batch progress banner. Live events drive it; the operation's stored state fills in
 * what was sent before the subscription started (and after a reload), and is asked again every
 * 2 s while running, so a missed final message cannot leave the banner spinning.
 */
export function BatchBanner({ operationId, total, subject, subscription, field, onClose, onFinished, succeededText }: BatchBannerProps) {
  const { t } = useTranslation('people');
  const [state, dispatch] = useReducer(reduce, total, initialBanner);
  const running = state.phase === 'running';
  const { data, stopPolling } = useQuery(BATCH_OPERATION, { variables: { operationId }, fetchPolicy: 'network-only', pollInterval: 2000 });
  useSubscription(subscription, {
    variables: { operationId },
    onData: ({ data: answer }) => {
      const event = (answer.data as Record<string, BatchEventLike> | undefined)?.[field];
      if (event) dispatch({ event });
    },
  });
  useEffect(() => {
    if (data?.batchOperation) dispatch({ snapshot: data.batchOperation });
  }, [data]);
  const failures = useQuery(BATCH_FAILED_ITEMS, { variables: { operationId }, skip: running || state.failed === 0, fetchPolicy: 'network-only' });

  const finished = useRef(false);
  useEffect(() => {
    if (running || finished.current) return;
    finished.current = true;
    stopPolling();
    onFinished?.(state);
  }, [running, state, stopPolling, onFinished]);
  // Kept in a ref: a page that re-renders (say, reloading its list) must not restart the countdown.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!dismissesItself(state.phase)) return;
    const timer = setTimeout(() => close.current(), AUTO_DISMISS_MS[subject]);
    return () => clearTimeout(timer);
  }, [state.phase, subject]);

  const failedLine = t(`batch.failed.${subject}`, { count: state.failed });
  const message = (() => {
    switch (state.phase) {
      case 'running':
        return t('batch.processing', { count: state.count, total: state.total });
      case 'succeeded':
        return succeededText ? succeededText(state.processed) : t('batch.succeeded', { count: state.processed });
      case 'partial':
        return t('batch.partial', { a: state.processed, b: state.failed });
      default:
        return t('batch.failure');
    }
  })();
  const failedItems = failures.data?.batchOperation.items ?? [];

  return (
    <Alert color={bannerColor(state.phase)} variant="light" role="status" aria-live="polite" data-testid="batch-banner" data-phase={state.phase}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600}>{message}</Text>
          {running && <Progress value={state.total ? (100 * state.count) / state.total : 0} size="sm" aria-hidden animated />}
          {state.failed > 0 && <Text size="sm">{failedLine}</Text>}
          {failedItems.slice(0, 5).map((item) => (
            <Text key={item.position} size="sm" c="dimmed">
              {describeItem(item.payload)}: {item.error}
            </Text>
          ))}
        </Stack>
        <CloseButton onClick={onClose} aria-label={t('batch.close')} />
      </Group>
    </Alert>
  );
}

/** The failed item as its creator would recognise it: an address, else its position. */
function describeItem(payload: string): string {
  try {
    const parsed = JSON.parse(payload) as Record<string, unknown>;
    return String(parsed.email ?? parsed.name ?? parsed.userId ?? '');
  } catch {
    return '';
  }
}
