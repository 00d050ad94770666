import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Observable, of } from 'rxjs';
import type { FormattedExecutionResult } from 'graphql';
import { renderWithApollo } from '../../test/renderWithApollo';
import { BatchBanner } from './BatchBanner';
import type { TrackedBatch } from './batchStore';

const snapshot = (status: string, processed: number, failed: number, total = 2) => ({
  data: { batchOperation: { __typename: 'BatchOperation', _id: 'op1', status, total, processed, failed, count: processed + failed, error: null } },
});

/** A server answering the operation's stored state, its failed items, and pushing `events` on the subscription. */
function server(state: FormattedExecutionResult, events: Array<Record<string, unknown>> = []) {
  return new ApolloLink((operation) => {
    if (operation.operationName === 'BatchOperation') return of(state);
    if (operation.operationName === 'BatchFailedItems') {
      return of({
        data: {
          batchOperation: {
            __typename: 'BatchOperation',
            _id: 'op1',
            items: [{ __typename: 'BatchOperationItem', position: 1, payload: '{"startupId":"s2","name":"Nova"}', error: 'Not found' }],
          },
        },
      });
    }
    return new Observable((observer) => {
      for (const event of events) observer.next({ data: { startupBatchOperationUpdated: { __typename: 'StartupBatchOperationUpdate', id: 'op1', startupId: 's1', ...event } } });
    });
  });
}

const batch = (patch: Partial<TrackedBatch> = {}): TrackedBatch => ({ operationId: 'op1', family: 'users', total: 2, ...patch });

describe('BatchBanner', () => {
  it('says what happened in the words of the page that started it', async () => {
    await renderWithApollo(<BatchBanner batch={batch({ outcomeKey: 'people:batch.outcome.role' })} onClose={vi.fn()} />, { link: server(snapshot('succeeded', 2, 0)) });
    expect(await screen.findByText('Role changed for 2 people')).toBeTruthy();
    expect(screen.getByTestId('batch-banner').dataset.phase).toBe('succeeded');
  });

  it('falls back to the count processed', async () => {
    await renderWithApollo(<BatchBanner batch={batch()} onClose={vi.fn()} />, { link: server(snapshot('succeeded', 2, 0)) });
    expect(await screen.findByText('Done: 2 processed')).toBeTruthy();
  });

  it('counts live progress with the failed items of its family', async () => {
    const events = [
      { updateType: 'VALIDATED', count: 0, total: 3, processed: 0, failed: 0 },
      { updateType: 'ITEM_PROCESSED', count: 1, total: 3, processed: 1, failed: 0 },
      { updateType: 'ITEM_FAILED', count: 2, total: 3, processed: 1, failed: 1 },
    ];
    await renderWithApollo(<BatchBanner batch={batch({ family: 'startups', total: 3 })} onClose={vi.fn()} />, { link: server(snapshot('running', 0, 0, 3), events) });
    expect(await screen.findByText('Processing 2/3')).toBeTruthy();
    expect(screen.getByText('Failed: 1 startup.')).toBeTruthy();
  });

  it('keeps a partial outcome open, in orange, with what failed', async () => {
    const onClose = vi.fn();
    const onFinished = vi.fn();
    await renderWithApollo(<BatchBanner batch={batch({ family: 'startups', total: 3 })} onClose={onClose} onFinished={onFinished} />, {
      link: server(snapshot('partial', 2, 1, 3)),
    });
    expect(await screen.findByText('2 processed and 1 failed')).toBeTruthy();
    expect(await screen.findByText('Nova: Not found')).toBeTruthy();
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ phase: 'partial', processed: 2, failed: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the request failed when nothing could be done', async () => {
    await renderWithApollo(<BatchBanner batch={batch({ family: 'startups', total: 2 })} onClose={vi.fn()} />, { link: server(snapshot('failed', 0, 2)) });
    expect(await screen.findByText('There was problem processing your request.')).toBeTruthy();
    expect(screen.getByText('Failed: 2 startups.')).toBeTruthy();
  });

  it('closes a clean success of startups by itself after 3 s', async () => {
    const onClose = vi.fn();
    await renderWithApollo(<BatchBanner batch={batch({ family: 'startups' })} onClose={onClose} />, { link: server(snapshot('succeeded', 2, 0)) });
    await screen.findByText('Done: 2 processed');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 1_500 });
  });
});
