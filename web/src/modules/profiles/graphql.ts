import type { Answers } from '@seedbed/contracts/forms';
import { readAnswers } from '../forms/shared/definitions';
import { graphql, type ResultOf } from '../../app/apollo/graphql';

/** Startups or people: the two kinds of record that have custom fields. */
export type Entity = 'STARTUP' | 'USER';

export const FIELD = graphql(`
  fragment CustomFieldQuestion on FormQuestion {
    _id
    definition
  }
`);

export const CUSTOM_FIELDS = graphql(
  `
    query CustomFields($entity: CustomFieldEntity!) {
      customFields(entity: $entity) {
        ...CustomFieldQuestion
      }
    }
  `,
  [FIELD],
);

export const PROFILE_FORM = graphql(`
  query ProfileForm($entity: CustomFieldEntity!) {
    profileForm(entity: $entity) {
      _id
      canEdit
      hasUnpublishedChanges
      currentVersion {
        _id
        number
      }
    }
  }
`);

export const CUSTOM_FIELDS_FILLED = graphql(`
  query CustomFieldsFilled($entity: CustomFieldEntity!) {
    customFieldsFilled(entity: $entity) {
      questionId
      filled
    }
  }
`);

export const CUSTOM_FIELDS_ANALYTICS = graphql(`
  query CustomFieldsAnalytics($entity: CustomFieldEntity!) {
    customFieldsAnalytics(entity: $entity) {
      questionId
      filled
      average
      min
      max
      choices {
        value
        count
      }
    }
  }
`);

export const VALUES_FIELDS = graphql(
  `
    fragment CustomFieldValuesFields on CustomFieldValues {
      subjectId
      versionId
      answers
      updatedAt
      canEdit
      updatedBy {
        _id
        fullName
      }
      questions {
        ...CustomFieldQuestion
      }
    }
  `,
  [FIELD],
);

export const CUSTOM_FIELD_VALUES = graphql(
  `
    query CustomFieldValues($entity: CustomFieldEntity!, $id: ID!) {
      customFieldValues(entity: $entity, id: $id) {
        ...CustomFieldValuesFields
      }
    }
  `,
  [VALUES_FIELDS],
);

export const SET_CUSTOM_FIELD_VALUES = graphql(
  `
    mutation SetCustomFieldValues($entity: CustomFieldEntity!, $id: ID!, $answers: String!) {
      setCustomFieldValues(entity: $entity, id: $id, answers: $answers) {
        ...CustomFieldValuesFields
      }
    }
  `,
  [VALUES_FIELDS],
);

export type FieldStats = ResultOf<typeof CUSTOM_FIELDS_ANALYTICS>['customFieldsAnalytics'][number];

export const builderPathOf = (formId: string) => `/profiles/${formId}/builder`;

export { readQuestions as questionsOf } from '../forms/shared/definitions';

/** Values kept as JSON text; nothing readable is no values. */
export const parseValues = (text: string | null | undefined): Answers => readAnswers(text) ?? {};
