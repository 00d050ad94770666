import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export const DATA_VALUE_FIELDS = graphql(`
  fragment DataValueFields on DataValue {
    id
    isPoint0
    value
    dateValue
    unit
    metric { _id name unitOfMeasure { unitType customName } }
    metadata { diff change useArrow tone }
  }
`);

const EDITED_BY_FIELDS = graphql(`
  fragment DataEditedByFields on DataEditedBy { editedBy { _id fullName } editedAt onBehalf }
`);

export const DATA_DUE_FIELDS = graphql(`
  fragment DataDueEventFields on DataDueEvent { dueDate from to startup { _id name } }
`);

export const TOP_LEVEL_SUBMITTED_FIELDS = graphql(
  `
  fragment TopLevelDataSubmittedEventFields on TopLevelDataSubmittedEvent {
    dueDate
    from
    data { ...DataValueFields }
    editedBy { ...DataEditedByFields }
  }
`,
  [DATA_VALUE_FIELDS, EDITED_BY_FIELDS],
);

export const NON_TOP_LEVEL_SUBMITTED_FIELDS = graphql(
  `
  fragment NonTopLevelDataSubmittedEventFields on NonTopLevelDataSubmittedEvent {
    dueDate
    from
    data { ...DataValueFields }
    editedBy { ...DataEditedByFields }
  }
`,
  [DATA_VALUE_FIELDS, EDITED_BY_FIELDS],
);

export const CATEGORIZATION_UPDATE_FIELDS = graphql(`
  fragment DataCategorizationUpdateFields on DataCategorizationUpdate { delayReporting answers { key label value } }
`);

export const CATEGORIZATION_SKIP_FIELDS = graphql(`
  fragment DataCategorizationSkipFields on DataCategorizationSkip { skipped }
`);

export type DataValueItem = ResultOf<typeof DATA_VALUE_FIELDS>;
export type DataDueItem = ResultOf<typeof DATA_DUE_FIELDS>;
export type SubmittedItem = ResultOf<typeof TOP_LEVEL_SUBMITTED_FIELDS>;
export type CategorizationUpdateItem = ResultOf<typeof CATEGORIZATION_UPDATE_FIELDS>;
