import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BatchSnapshot } from './bannerState';

export const BATCH_OPERATION: TypedDocumentNode<{ batchOperation: BatchSnapshot & { _id: string; count: number } }, { operationId: string }> = gql`
  query BatchOperation($operationId: ID!) {
    batchOperation(operationId: $operationId) {
      _id
      status
      total
      processed
      failed
      count
      error
    }
  }
`;

export const BATCH_FAILED_ITEMS: TypedDocumentNode<
  { batchOperation: { _id: string; items: Array<{ position: number; payload: string; error: string | null }> } },
  { operationId: string }
> = gql`
  query BatchFailedItems($operationId: ID!) {
    batchOperation(operationId: $operationId) {
      _id
      items(status: "failed") {
        position
        payload
        error
      }
    }
  }
`;

export const USER_BATCH_UPDATED = gql`
  subscription UserBatchOperationUpdated($operationId: ID!) {
    userBatchOperationUpdated(operationId: $operationId) {
      id
      count
      total
      processed
      failed
      updateType
      userId
    }
  }
`;
