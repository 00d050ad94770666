import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/**
 * What the builder shows of a form. Every change answers with it, so the cache always holds the
 * draft's revision that publishing must name. The portable file is read only when exported.
 */
export const BUILDER_FORM_FIELDS = graphql(`
  fragment BuilderFormFields on Form {
    _id
    kind
    title {
      language
      value
    }
    description {
      language
      value
    }
    # Without _id: a question's id is the same in the draft, its versions and a duplicated form,
    # so the cache would merge their definitions; kept inside its form instead.
    questions {
      definition
    }
    revision
    publishingState
    hasUnpublishedChanges
    currentVersion {
      _id
      number
      publishedAt
    }
    shareId
    archived
    canEdit
    submissionCount
  }
`);

export const BUILDER_FORM = graphql(
  `
    query FormInBuilder($id: ID!) {
      form(id: $id) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

export const BUILDER_PORTABLE = graphql(`
  query FormFileInBuilder($id: ID!) {
    form(id: $id) {
      _id
      portable
    }
  }
`);

export const BUILDER_VERSIONS = graphql(`
  query FormVersionsInBuilder($formId: ID!) {
    formVersions(formId: $formId) {
      _id
      number
      publishedAt
      publishedBy {
        _id
        fullName
      }
    }
  }
`);

export const UPDATE_FORM_TEXTS = graphql(
  `
    mutation UpdateFormInBuilder($formId: ID!, $data: FormChangesInput!) {
      updateForm(formId: $formId, data: $data) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

export const UPSERT_QUESTION = graphql(
  `
    mutation SaveQuestionInFormBuilder($formId: ID!, $question: String!, $position: Int) {
      upsertFormQuestion(formId: $formId, question: $question, position: $position) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

export const DELETE_QUESTION = graphql(
  `
    mutation DeleteQuestionInFormBuilder($formId: ID!, $questionId: String!) {
      deleteFormQuestion(formId: $formId, questionId: $questionId) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

export const REORDER_QUESTIONS = graphql(
  `
    mutation ReorderQuestionsInFormBuilder($formId: ID!, $questionIds: [String!]!) {
      reorderFormQuestions(formId: $formId, questionIds: $questionIds) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

/** The loading indicator knows this operation by name (spec 3 §3): it must stay PublishInFormBuilder. */
export const PUBLISH_FORM = graphql(
  `
    mutation PublishInFormBuilder($formId: ID!, $revision: Int) {
      publishForm(formId: $formId, revision: $revision) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

export const SHARE_FORM = graphql(
  `
    mutation ShareFormInBuilder($formId: ID!, $shared: Boolean!) {
      shareForm(formId: $formId, shared: $shared) {
        ...BuilderFormFields
      }
    }
  `,
  [BUILDER_FORM_FIELDS],
);

export type BuilderFormData = ResultOf<typeof BUILDER_FORM_FIELDS>;
export type BuilderVersion = ResultOf<typeof BUILDER_VERSIONS>['formVersions'][number];
