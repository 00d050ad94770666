import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

export const APPLICATION_ROW = graphql(`
  fragment OverviewApplicationRow on Application {
    _id
    name
    status
    score
    evaluationsDone
    evaluationsNeeded
    submittedAt
    createdAt
    applicant {
      _id
      fullName
    }
    funnel {
      _id
      name
    }
    round {
      _id
      name
    }
    tags {
      _id
      name
      color
    }
    viewerCan {
      decide
      delete
      tag
      assign
    }
  }
`);

export const APPLICATIONS = graphql(
  `
  query OverviewApplications($filter: ApplicationFilter, $sort: ApplicationSort, $cursor: String, $limit: Int) {
    applications(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) {
      results {
        ...OverviewApplicationRow
      }
      totalCount
      totalCountCapped
      next
    }
  }
`,
  [APPLICATION_ROW],
);

export const APPLICATION_QUEUE = graphql(`
  query ApplicationQueue($funnelId: ID) {
    applicationQueue(funnelId: $funnelId) {
      total
      statuses {
        status
        count
      }
      groups {
        group
        count
      }
    }
  }
`);

/** The funnels and their rounds the filters and the move dialog offer (those the viewer may list). */
export const OVERVIEW_FUNNELS = graphql(`
  query OverviewFunnels {
    funnels(limit: 100) {
      results {
        _id
        name
        rounds {
          _id
          name
          position
        }
      }
    }
  }
`);

export const APPLICATION_TAGS = graphql(`
  query ApplicationTagChoices {
    tags(category: "Application") {
      _id
      name
    }
  }
`);

export const START_APPLICATION_BATCH = graphql(`
  mutation StartApplicationBatch($input: ApplicationBatchInput!) {
    startApplicationBatch(input: $input) {
      operationId
      count
    }
  }
`);

export const UNDO_APPLICATION_BATCH = graphql(`
  mutation UndoApplicationBatch($operationId: ID!) {
    undoApplicationBatch(operationId: $operationId) {
      operationId
      count
    }
  }
`);

export const PREVIEW_APPLICATION_DECISIONS = graphql(`
  query PreviewApplicationDecisions($applicationIds: [ID!]!, $decision: ApplicationBatchDecision!) {
    previewApplicationDecisions(applicationIds: $applicationIds, decision: $decision) {
      applicationId
      applies
      reason
      application {
        _id
        name
      }
    }
  }
`);

export type ApplicationRowData = ResultOf<typeof APPLICATION_ROW>;
export type ApplicationFilterInput = NonNullable<VariablesOf<typeof APPLICATIONS>['filter']>;
export type ApplicationSort = NonNullable<VariablesOf<typeof APPLICATIONS>['sort']>;
export type ApplicationBatchInputData = VariablesOf<typeof START_APPLICATION_BATCH>['input'];
export type ApplicationBatchAction = ApplicationBatchInputData['action'];
export type RoundDecision = VariablesOf<typeof PREVIEW_APPLICATION_DECISIONS>['decision'];
export type QueueData = ResultOf<typeof APPLICATION_QUEUE>['applicationQueue'];

/** The rejection mails usable for a funnel (its own and the shared ones). */
export const OVERVIEW_REJECTION_MAILS = graphql(`
  query OverviewRejectionMails($funnelId: ID) {
    rejectionMails(funnelId: $funnelId) {
      _id
      name
      reasons
    }
  }
`);
