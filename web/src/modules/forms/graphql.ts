import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

/** What a row of the forms' management list shows. */
export const FORM_ROW = graphql(`
  fragment FormRow on Form {
    _id
    kind
    title {
      language
      value
    }
    archived
    shareId
    hasUnpublishedChanges
    currentVersion {
      _id
      number
    }
    submissionCount
    canEdit
    updatedAt
    createdBy {
      _id
      fullName
    }
  }
`);

export const FORMS = graphql(
  `
    query Forms($filter: FormFilter, $cursor: String, $limit: Int) {
      forms(filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...FormRow
        }
        totalCount
        next
      }
    }
  `,
  [FORM_ROW],
);

/** The loading indicator knows this operation by name (spec 3 §3): it must stay CreateForm. */
export const CREATE_FORM = graphql(
  `
    mutation CreateForm($data: FormInput!) {
      createForm(data: $data) {
        ...FormRow
      }
    }
  `,
  [FORM_ROW],
);

export const UPDATE_FORM_ROW = graphql(
  `
    mutation ArchiveForm($formId: ID!, $data: FormChangesInput!) {
      updateForm(formId: $formId, data: $data) {
        ...FormRow
      }
    }
  `,
  [FORM_ROW],
);

export const DUPLICATE_FORM = graphql(
  `
    mutation DuplicateForm($formId: ID!) {
      duplicateForm(formId: $formId) {
        ...FormRow
      }
    }
  `,
  [FORM_ROW],
);

export const DELETE_FORM = graphql(`
  mutation DeleteForm($formId: ID!) {
    deleteForm(formId: $formId)
  }
`);

export const IMPORT_FORM = graphql(
  `
    mutation ImportForm($data: String!) {
      importForm(data: $data) {
        ...FormRow
      }
    }
  `,
  [FORM_ROW],
);

export const FORM_PORTABLE = graphql(`
  query FormPortable($id: ID!) {
    form(id: $id) {
      _id
      portable
    }
  }
`);

/** Two versions side by side: each with its questions' definitions. */
export const FORM_VERSION = graphql(`
  query FormVersionCompared($id: ID!) {
    formVersion(id: $id) {
      _id
      formId
      number
      publishedAt
      publishedBy {
        _id
        fullName
      }
      title {
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

export const FORM_VERSIONS = graphql(`
  query FormVersionList($formId: ID!) {
    formVersions(formId: $formId) {
      _id
      number
      publishedAt
    }
  }
`);

export const FORM_FOR_DOWNLOAD = graphql(`
  query FormForDownload($id: ID!) {
    form(id: $id) {
      _id
      title {
        language
        value
      }
      submissionCount
    }
  }
`);

export type FormRowData = ResultOf<typeof FORM_ROW>;
export type FormFilterInput = NonNullable<VariablesOf<typeof FORMS>['filter']>;

/** The submitted answers to a form, newest first, a page at a time (the download page's list). */
export const FORM_ANSWERS = graphql(`
  query FormAnswers($formId: ID!, $cursor: String, $limit: Int) {
    formSubmissions(formId: $formId, cursor: $cursor, limit: $limit) {
      totalCount
      next
      results {
        _id
        submittedAt
        source
        respondent {
          _id
          fullName
        }
      }
    }
  }
`);

/** One submitted answer with the questions of the version it answered, to read or print. */
export const FORM_ANSWER = graphql(`
  query FormAnswer($id: ID!) {
    formSubmission(id: $id) {
      _id
      formId
      submittedAt
      source
      answers
      respondent {
        _id
        fullName
      }
      version {
        _id
        number
        title {
          language
          value
        }
        questions {
          _id
          definition
        }
      }
    }
  }
`);
