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

/** The viewer's operations still running: the banner picks them up again after a reload. */
export const MY_RUNNING_BATCH_OPERATIONS = graphql(`
  query MyRunningBatchOperations {
    myRunningBatchOperations {
      _id
      kind
      total
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

export const STARTUP_BATCH_UPDATED = graphql(`
  subscription StartupBatchOperationUpdated($operationId: ID!) {
    startupBatchOperationUpdated(operationId: $operationId) {
      id
      count
      total
      processed
      failed
      updateType
      startupId
    }
  }
`);

export const APPLICATION_BATCH_UPDATED = graphql(`
  subscription ApplicationBatchOperationUpdated($operationId: ID!) {
    applicationBatchOperationUpdated(operationId: $operationId) {
      id
      count
      total
      processed
      failed
      updateType
      applicationId
    }
  }
`);
