import { useEffect, useReducer, useRef } from 'react';
import { Alert, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AUTO_DISMISS_MS, applyEvent, applySnapshot, bannerColor, dismissesItself, initialBanner, type BannerState, type BatchEventLike, type BatchSnapshot } from './bannerState';
import type { BatchFamily, TrackedBatch } from './batchStore';
import { APPLICATION_BATCH_UPDATED, BATCH_FAILED_ITEMS, BATCH_OPERATION, STARTUP_BATCH_UPDATED, USER_BATCH_UPDATED } from './graphql';

type Action = { event: BatchEventLike } | { snapshot: BatchSnapshot };
const reduce = (state: BannerState, action: Action) => ('event' in action ? applyEvent(state, action.event) : applySnapshot(state, action.snapshot));

/** Each family's live progress (spec 2 §7): the subscription and its root field. */
const SUBSCRIPTIONS: Record<BatchFamily, { document: typeof USER_BATCH_UPDATED | typeof STARTUP_BATCH_UPDATED | typeof APPLICATION_BATCH_UPDATED; field: string }> = {
  users: { document: USER_BATCH_UPDATED, field: 'userBatchOperationUpdated' },
  startups: { document: STARTUP_BATCH_UPDATED, field: 'startupBatchOperationUpdated' },
  applications: { document: APPLICATION_BATCH_UPDATED, field: 'applicationBatchOperationUpdated' },
};

/** While running the stored state is asked again this often, so a missed final message cannot leave the banner spinning. */
const POLL_MS = 2000;

export interface BatchBannerProps {
  batch: TrackedBatch;
  onClose: () => void;
  /** Called once when the operation has an outcome, so that open pages can reload what changed. */
  onFinished?: (state: BannerState) => void;
}

/**
 * Spec 2's batch progress banner. Live events drive it; the operation's stored state fills in
 * what was sent before the subscription started (and after a reload), and is asked again while
 * running. A clean success closes itself (3 s for startups and users, 5 s for applications);
 * failures stay until closed.
 */
export function BatchBanner({ batch, onClose, onFinished }: BatchBannerProps) {
  const { t } = useTranslation('shell');
  const { operationId, family, outcomeKey } = batch;
  const [state, dispatch] = useReducer(reduce, batch.total, initialBanner);
  const running = state.phase === 'running';
  const { data, stopPolling } = useQuery(BATCH_OPERATION, { variables: { operationId }, fetchPolicy: 'network-only', pollInterval: POLL_MS });
  const live = SUBSCRIPTIONS[family];
  useSubscription(live?.document ?? USER_BATCH_UPDATED, {
    variables: { operationId },
    skip: !live,
    onData: ({ data: answer }) => {
      const event = live ? (answer.data as Record<string, BatchEventLike> | undefined)?.[live.field] : undefined;
      if (event) dispatch({ event });
    },
  });
  useEffect(() => {
    if (data?.batchOperation) dispatch({ snapshot: data.batchOperation });
  }, [data]);
  const failures = useQuery(BATCH_FAILED_ITEMS, { variables: { operationId }, skip: running || state.failed === 0, fetchPolicy: 'network-only' });

  const finished = useRef(false);
  const finish = useRef(onFinished);
  finish.current = onFinished;
  useEffect(() => {
    if (running || finished.current) return;
    finished.current = true;
    stopPolling();
    finish.current?.(state);
  }, [running, state, stopPolling]);
  // Kept in a ref: a parent that re-renders must not restart the countdown.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!dismissesItself(state.phase)) return;
    const timer = setTimeout(() => close.current(), AUTO_DISMISS_MS[family]);
    return () => clearTimeout(timer);
  }, [state.phase, family]);

  const message = (() => {
    switch (state.phase) {
      case 'running':
        return t('batch.processing', { count: state.count, total: state.total });
      case 'succeeded':
        return outcomeKey ? t(outcomeKey, { count: state.processed }) : t('batch.succeeded', { count: state.processed });
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
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{message}</Text>
          {running && <Progress value={state.total ? (100 * state.count) / state.total : 0} size="sm" aria-hidden animated />}
          {state.failed > 0 && <Text size="sm">{t(`batch.failed.${family}`, { count: state.failed })}</Text>}
          {failedItems.slice(0, 5).map((item) => {
            const subject = describeItem(item.payload);
            return (
              <Text key={item.position} size="sm" c="dimmed">
                {subject ? `${subject}: ${item.error ?? ''}` : item.error}
              </Text>
            );
          })}
        </Stack>
        <CloseButton onClick={onClose} aria-label={t('batch.close')} />
      </Group>
    </Alert>
  );
}

/** The failed item as its creator would recognise it: an address or a name, else nothing. */
function describeItem(payload: string): string {
  try {
    const parsed = JSON.parse(payload) as Record<string, unknown>;
    return String(parsed.email ?? parsed.name ?? parsed.userId ?? '');
  } catch {
    return '';
  }
}
