import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Observable, of } from 'rxjs';
import { renderWithApollo } from '../../test/renderWithApollo';
import { BatchBannerHost } from './BatchBannerHost';
import { dismissBatch, forgetBatches, trackBatch, trackedBatches } from './batchStore';

/** The viewer has one startups operation running since before the page loaded. */
const server = new ApolloLink((operation) => {
  if (operation.operationName === 'MyRunningBatchOperations') {
    return of({ data: { myRunningBatchOperations: [{ __typename: 'BatchOperation', _id: 'op9', kind: 'startup.ARCHIVE', total: 3 }] } });
  }
  if (operation.operationName === 'BatchOperation') {
    const id = operation.variables.operationId as string;
    return of({ data: { batchOperation: { __typename: 'BatchOperation', _id: id, status: 'running', total: 3, processed: 1, failed: 0, count: 1, error: null } } });
  }
  return new Observable(() => undefined);
});

afterEach(() => forgetBatches());

describe('the shell batch banner', () => {
  it('shows again, after a reload, an operation still running', async () => {
    await renderWithApollo(<BatchBannerHost />, { link: server });
    expect(await screen.findByText('Processing 1/3')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bulk operations' })).toBeTruthy();
  });

  it('shows an operation started on any page next to the resumed one, and closes each on its own', async () => {
    await renderWithApollo(<BatchBannerHost />, { link: server });
    await screen.findByText('Processing 1/3');
    trackBatch({ operationId: 'op10', family: 'users', total: 3 });
    await waitFor(() => expect(screen.getAllByTestId('batch-banner')).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.getAllByTestId('batch-banner')).toHaveLength(1));
    expect(trackedBatches.get().map((b) => b.operationId)).toEqual(['op10']);
  });

  it('does not bring back a banner closed by hand', async () => {
    dismissBatch('op9');
    await renderWithApollo(<BatchBannerHost />, { link: server });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('batch-banner')).toBeNull();
  });
});
