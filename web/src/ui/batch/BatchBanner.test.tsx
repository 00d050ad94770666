import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../test/renderWithApollo';
import { BatchBanner } from './BatchBanner';
import { BATCH_OPERATION, USER_BATCH_UPDATED } from './graphql';
import people from '../../i18n/en/people.json';

const finished = {
  request: { query: BATCH_OPERATION, variables: { operationId: 'op1' } },
  result: { data: { batchOperation: { __typename: 'BatchOperation', _id: 'op1', status: 'succeeded', total: 2, processed: 2, failed: 0, count: 2, error: null } } },
};

function renderBanner(succeededText?: (count: number) => string) {
  return renderWithApollo(
    <BatchBanner operationId="op1" total={2} subject="users" subscription={USER_BATCH_UPDATED} field="userBatchOperationUpdated" onClose={vi.fn()} succeededText={succeededText} />,
    { mocks: [finished] },
  );
}

describe('BatchBanner', () => {
  it('says what happened in the words of the page that started it', async () => {
    await renderBanner((count) => people.batch.outcome.role_other.replace('{{count}}', String(count)));
    expect(await screen.findByText('Role changed for 2 people')).toBeTruthy();
  });

  it('falls back to the count processed', async () => {
    await renderBanner();
    expect(await screen.findByText('Done: 2 processed')).toBeTruthy();
  });
});
