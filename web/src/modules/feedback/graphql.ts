import { graphql, type ResultOf } from '../../app/apollo/graphql';

const REQUEST_ROW = graphql(`
  fragment FeedbackRequestRow on FeedbackRequest {
    _id
    title
    dueDate
    createdAt
    subjectKind
    subjectId
    subjectName
    recipientCount
    answeredCount
    viewerCanEdit
    viewerCanViewAnswers
    formId
    formTitle {
      language
      value
    }
    createdBy {
      _id
      fullName
    }
  }
`);

export const FEEDBACK_REQUESTS = graphql(
  `
    query FeedbackRequests($filter: FeedbackRequestFilter, $cursor: String, $limit: Int) {
      feedbackRequests(filter: $filter, cursor: $cursor, limit: $limit) {
        totalCount
        next
        results {
          ...FeedbackRequestRow
        }
      }
    }
  `,
  [REQUEST_ROW],
);

export const FEEDBACK_REQUEST = graphql(
  `
    query FeedbackRequest($id: ID!) {
      feedbackRequest(id: $id) {
        ...FeedbackRequestRow
        message
        recipients {
          answeredAt
          remindedAt
          person {
            _id
            fullName
          }
        }
      }
    }
  `,
  [REQUEST_ROW],
);

export const FORM_SUMMARY = graphql(`
  query FeedbackFormSummary($formId: ID!, $requestId: ID) {
    formSummary(formId: $formId, requestId: $requestId) {
      submissions
      version {
        _id
        questions {
          _id
          definition
        }
      }
      questions {
        questionId
        questionType
        kind
        answered
        options {
          value
          count
        }
        average
        min
        max
        distribution {
          from
          to
          count
        }
        latest
      }
    }
  }
`);

export const SENDABLE_FORMS = graphql(`
  query SendableFeedbackForms {
    sendableFeedbackForms {
      _id
      title {
        language
        value
      }
    }
  }
`);

export const CREATE_FEEDBACK_REQUEST = graphql(
  `
    mutation CreateFeedbackRequest($data: FeedbackRequestInput!) {
      createFeedbackRequest(data: $data) {
        ...FeedbackRequestRow
      }
    }
  `,
  [REQUEST_ROW],
);

export const DELETE_FEEDBACK_REQUEST = graphql(`
  mutation DeleteFeedbackRequest($id: ID!) {
    deleteFeedbackRequest(id: $id)
  }
`);

export const REMIND_FEEDBACK_RECIPIENTS = graphql(`
  mutation RemindFeedbackRecipients($id: ID!) {
    remindFeedbackRecipients(id: $id)
  }
`);

export const MY_FEEDBACK_REQUESTS = graphql(`
  query MyFeedbackRequests($cursor: String, $limit: Int) {
    myFeedbackRequests(cursor: $cursor, limit: $limit) {
      totalCount
      next
      results {
        answeredAt
        hasDraft
        request {
          _id
          title
          dueDate
          subjectName
          createdBy {
            _id
            fullName
          }
        }
      }
    }
  }
`);

const SURVEY_FIELDS = graphql(`
  fragment SurveyFields on Survey {
    answers
    answeredAt
    request {
      _id
      title
      message
      dueDate
      subjectName
      createdBy {
        _id
        fullName
      }
    }
    version {
      _id
      title {
        language
        value
      }
      description {
        language
        value
      }
      questions {
        _id
        definition
      }
    }
  }
`);

export const SURVEY = graphql(
  `
    query Survey($id: ID!) {
      survey(id: $id) {
        ...SurveyFields
      }
    }
  `,
  [SURVEY_FIELDS],
);

export const SUBMIT_FEEDBACK = graphql(
  `
    mutation SubmitFeedback($requestId: ID!, $answers: String!, $draft: Boolean) {
      submitFeedback(requestId: $requestId, answers: $answers, draft: $draft) {
        ...SurveyFields
      }
    }
  `,
  [SURVEY_FIELDS],
);

export type FeedbackRequestRowData = ResultOf<typeof REQUEST_ROW>;
export type FeedbackRequestData = ResultOf<typeof FEEDBACK_REQUEST>['feedbackRequest'];
export type FormSummaryData = ResultOf<typeof FORM_SUMMARY>['formSummary'];
export type SurveyData = ResultOf<typeof SURVEY_FIELDS>;
export type AskedRequestData = ResultOf<typeof MY_FEEDBACK_REQUESTS>['myFeedbackRequests']['results'][number];
