import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const ASSESSMENT_FIELDS = graphql(`
  fragment StartupAssessmentFields on StartupAssessment {
    _id
    createdAt
    canDelete
    answers
    assessor { _id fullName }
    form { _id title { language value } }
    version { _id number questions { _id definition } }
    scores { questionId label value }
    total
  }
`);

/** A startup's assessments, newest first, each with its scores and the version it was given on. */
export const STARTUP_ASSESSMENTS = graphql(
  `
  query StartupAssessments($startupId: ID!) {
    startupAssessments(startupId: $startupId) { ...StartupAssessmentFields }
  }
`,
  [ASSESSMENT_FIELDS],
);

export const ASSESSMENT_FORMS = graphql(`
  query AssessmentForms {
    assessmentForms {
      _id
      title { language value }
      currentVersion { _id number questions { _id definition } }
    }
  }
`);

export const CREATE_STARTUP_ASSESSMENT = graphql(
  `
  mutation CreateStartupAssessment($startupId: ID!, $formId: ID!, $answers: String!) {
    createStartupAssessment(startupId: $startupId, formId: $formId, answers: $answers) { ...StartupAssessmentFields }
  }
`,
  [ASSESSMENT_FIELDS],
);

export const DELETE_STARTUP_ASSESSMENT = graphql(`
  mutation DeleteStartupAssessment($id: ID!) {
    deleteStartupAssessment(id: $id)
  }
`);

export type Assessment = ResultOf<typeof ASSESSMENT_FIELDS>;
export type AssessmentFormOption = ResultOf<typeof ASSESSMENT_FORMS>['assessmentForms'][number];
