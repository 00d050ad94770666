import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** What the prompt needs (spec 2 §7 "MetricsChecker"). */
export const METRICS_CHECKER = graphql(`
  query MetricsChecker($startupId: ID!) {
    startup(id: $startupId) { _id initialCategorizationComplete }
    pendingDataForm(startupId: $startupId) { id type date }
  }
`);

export const METRIC_DATA_FIELDS = graphql(`
  fragment MetricDataFields on MetricData {
    id
    value
    dateValue
    number
    explanation
    previousNumber
    onBehalf
    enteredAt
    enteredBy { _id fullName }
    metric { _id name description category calculated formula trackingRecurrence { amount type } unitOfMeasure { unitType customName } }
    metadata { customLabel }
  }
`);

export const DATA_FOR_METRICS_FORM = graphql(
  `
  query DataForMetricsForm($startupId: ID!, $date: String, $withFilledData: Boolean) {
    dataForMetricsForm(startupId: $startupId, date: $date, withFilledData: $withFilledData) {
      id
      from
      to
      dueDate
      submittedAt
      explanationFactor
      data { ...MetricDataFields }
      validations { dataId validation { kind value metricId metricIds customLabel } }
    }
  }
`,
  [METRIC_DATA_FIELDS],
);

export const SET_METRIC_DATA_VALUES = graphql(
  `
  mutation SetMetricDataValues($data: [MetricDataValueInput!]!) {
    setMetricDataValues(data: $data) { ...MetricDataFields }
  }
`,
  [METRIC_DATA_FIELDS],
);

export const CATEGORIZATION_QUESTIONS = graphql(`
  query CategorizationQuestions($categorizationId: ID!) {
    categorizationQuestions(categorizationId: $categorizationId) { _id startup { _id } values { key label value } }
  }
`);

export const UPDATE_STARTUP_CATEGORIZATION = graphql(`
  mutation UpdateStartupCategorization($categorizationId: ID!, $data: [CategorizationAnswerInput!], $skip: Boolean, $delayReporting: Boolean) {
    updateStartupCategorization(categorizationId: $categorizationId, data: $data, skip: $skip, delayReporting: $delayReporting) {
      id
      startup { _id initialCategorizationComplete }
    }
  }
`);

export type MetricPeriodData = ResultOf<typeof DATA_FOR_METRICS_FORM>['dataForMetricsForm'][number];
export type MetricDataItem = ResultOf<typeof METRIC_DATA_FIELDS>;
export type MetricDataValueInput = VariablesOf<typeof SET_METRIC_DATA_VALUES>['data'][number];
export type PendingForm = NonNullable<ResultOf<typeof METRICS_CHECKER>['pendingDataForm']>;
