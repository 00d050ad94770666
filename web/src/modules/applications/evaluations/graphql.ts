import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const EVALUATION = graphql(`
  fragment ApplicationEvaluationItem on ApplicationEvaluation {
    _id
    isMine
    status
    total
    normalisedTotal
    comment
    answers
    conflictReason
    assignedAt
    submittedAt
    evaluator {
      _id
      fullName
      avatar
    }
    scores {
      weight
      score
      tag {
        _id
        name
      }
    }
  }
`);

const EVALUATIONS_VIEW = graphql(
  `
    fragment ApplicationEvaluationsView on ApplicationEvaluations {
      application {
        _id
        name
        status
      }
      round {
        _id
        name
      }
      evaluations {
        ...ApplicationEvaluationItem
      }
      mine {
        ...ApplicationEvaluationItem
      }
      othersHidden
      done
      needed
      score
      normalisedScore
      criteria {
        weight
        average
        weighted
        count
        tag {
          _id
          name
        }
      }
      evaluationForm {
        _id
        questions {
          _id
          definition
        }
      }
      viewerCan {
        manage
        evaluate
        declareConflict
      }
    }
  `,
  [EVALUATION],
);

export const APPLICATION_EVALUATIONS = graphql(
  `
    query ApplicationEvaluations($applicationId: ID!) {
      applicationEvaluations(applicationId: $applicationId) {
        ...ApplicationEvaluationsView
      }
    }
  `,
  [EVALUATIONS_VIEW],
);

export const SUBMIT_EVALUATION = graphql(
  `
    mutation SubmitApplicationEvaluation($applicationId: ID!, $scores: [EvaluationScoreInput!]!, $comment: String, $answers: String) {
      submitApplicationEvaluation(applicationId: $applicationId, scores: $scores, comment: $comment, answers: $answers) {
        ...ApplicationEvaluationsView
      }
    }
  `,
  [EVALUATIONS_VIEW],
);

export const DECLARE_CONFLICT = graphql(`
  mutation DeclareConflict($applicationId: ID!, $reason: String!) {
    declareConflict(applicationId: $applicationId, reason: $reason)
  }
`);

export const ASSIGN_EVALUATORS = graphql(
  `
    mutation AssignApplicationEvaluators($applicationId: ID!, $userIds: [ID!]!) {
      assignApplicationEvaluators(applicationId: $applicationId, userIds: $userIds) {
        ...ApplicationEvaluationsView
      }
    }
  `,
  [EVALUATIONS_VIEW],
);

export const UNASSIGN_EVALUATOR = graphql(
  `
    mutation UnassignApplicationEvaluator($applicationId: ID!, $userId: ID!) {
      unassignApplicationEvaluator(applicationId: $applicationId, userId: $userId) {
        ...ApplicationEvaluationsView
      }
    }
  `,
  [EVALUATIONS_VIEW],
);

export const SELF_ASSIGN = graphql(`
  mutation SelfAssignApplication($applicationId: ID!) {
    selfAssignApplication(applicationId: $applicationId) {
      mine {
        _id
        status
      }
    }
  }
`);

const QUEUE_ROW = graphql(`
  fragment EvaluationQueueRow on ApplicationEvaluation {
    _id
    status
    assignedAt
    submittedAt
    total
    application {
      _id
      name
      status
      funnel {
        _id
        name
      }
    }
    round {
      _id
      name
      closesAt
    }
  }
`);

export const EVALUATION_QUEUE = graphql(
  `
    query EvaluationQueue($status: EvaluationQueueStatus, $cursor: String, $limit: Int) {
      evaluationQueue(status: $status, cursor: $cursor, limit: $limit) {
        totalCount
        next
        done
        total
        results {
          ...EvaluationQueueRow
        }
      }
    }
  `,
  [QUEUE_ROW],
);

export const EVALUATION_PROGRESS = graphql(`
  query EvaluationProgress {
    evaluationQueue(status: OPEN, limit: 3) {
      done
      total
      totalCount
      results {
        _id
        application {
          _id
          name
        }
        round {
          _id
          name
        }
      }
    }
  }
`);

const SHORT_ROW = graphql(`
  fragment EvaluationShortRow on Application {
    _id
    name
    status
    evaluationsDone
    evaluationsNeeded
    createdAt
    round {
      _id
      name
    }
  }
`);

export const SELF_ASSIGNABLE = graphql(
  `
    query SelfAssignableApplications($cursor: String) {
      selfAssignableApplications(cursor: $cursor) {
        totalCount
        next
        results {
          ...EvaluationShortRow
          funnel {
            _id
            name
          }
        }
      }
    }
  `,
  [SHORT_ROW],
);

export const EVALUATION_BOARD = graphql(
  `
    query EvaluationBoard($funnelId: ID!, $cursor: String) {
      evaluationBoard(funnelId: $funnelId, cursor: $cursor) {
        totalCount
        next
        results {
          ...EvaluationShortRow
        }
      }
    }
  `,
  [SHORT_ROW],
);

export const BOARD_FUNNELS = graphql(`
  query EvaluationBoardFunnels {
    funnels(limit: 100) {
      results {
        _id
        name
      }
    }
  }
`);

export type EvaluationsViewData = ResultOf<typeof EVALUATIONS_VIEW>;
export type EvaluationItem = ResultOf<typeof EVALUATION>;
export type QueueRow = ResultOf<typeof QUEUE_ROW>;
export type ShortRow = ResultOf<typeof SHORT_ROW>;
