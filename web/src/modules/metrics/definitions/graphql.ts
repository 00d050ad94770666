import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

const METRIC_FIELDS = graphql(`
  fragment MetricDefinitionFields on Metric {
    _id
    name
    names {
      language
      value
    }
    descriptions {
      language
      value
    }
    unitOfMeasure {
      unitType
      customName
    }
    category
    trackingRecurrence {
      amount
      type
    }
    formula
    calculated
    rules {
      kind
      value
      metricId
      metricIds
      customLabel
    }
    core
    archived
    position
  }
`);

export const METRIC_DEFINITIONS = graphql(
  `
    query MetricDefinitions($includeArchived: Boolean) {
      metrics(includeArchived: $includeArchived) {
        ...MetricDefinitionFields
      }
    }
  `,
  [METRIC_FIELDS],
);

export const CREATE_METRIC = graphql(
  `
    mutation CreateMetric($input: MetricInput!) {
      createMetric(input: $input) {
        ...MetricDefinitionFields
      }
    }
  `,
  [METRIC_FIELDS],
);

export const UPDATE_METRIC = graphql(
  `
    mutation UpdateMetric($id: ID!, $input: MetricInput!) {
      updateMetric(id: $id, input: $input) {
        ...MetricDefinitionFields
      }
    }
  `,
  [METRIC_FIELDS],
);

export const ARCHIVE_METRIC = graphql(`
  mutation ArchiveMetric($id: ID!, $archived: Boolean!) {
    archiveMetric(id: $id, archived: $archived) {
      _id
      archived
    }
  }
`);

export const MOVE_METRIC = graphql(`
  mutation MoveMetric($id: ID!, $position: Int!) {
    moveMetric(id: $id, position: $position) {
      _id
      position
    }
  }
`);

export const DELETE_METRIC = graphql(`
  mutation DeleteMetric($id: ID!) {
    deleteMetric(id: $id)
  }
`);

const SETTINGS_FIELDS = graphql(`
  fragment MetricSettingsFields on MetricSettings {
    explanationFactor
    remindDaysBefore
    remindDaysAfter
    linkDays
  }
`);

export const METRIC_SETTINGS = graphql(
  `
    query MetricDefinitionSettings {
      metricSettings {
        ...MetricSettingsFields
      }
    }
  `,
  [SETTINGS_FIELDS],
);

export const UPDATE_METRIC_SETTINGS = graphql(
  `
    mutation UpdateMetricSettings($input: MetricSettingsInput!) {
      updateMetricSettings(input: $input) {
        ...MetricSettingsFields
      }
    }
  `,
  [SETTINGS_FIELDS],
);

export type MetricDefinitionRow = ResultOf<typeof METRIC_DEFINITIONS>['metrics'][number];
export type MetricInputVariables = VariablesOf<typeof CREATE_METRIC>['input'];
export type MetricSettingsValues = ResultOf<typeof METRIC_SETTINGS>['metricSettings'];
