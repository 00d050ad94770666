import { graphql } from '../../app/apollo/graphql';

export const BATCH_OPERATION = graphql(`
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
`);

export const BATCH_FAILED_ITEMS = graphql(`
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
`);

export const USER_BATCH_UPDATED = graphql(`
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
`);
