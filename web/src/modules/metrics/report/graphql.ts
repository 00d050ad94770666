import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';
import { METRIC_DATA_FIELDS } from '../founder/graphql';

/** What a reminder mail's link opens without signing in: one startup's one period. */
export const REPORT_LINK_FORM = graphql(
  `
    query ReportLinkForm($token: String!) {
      reportLinkForm(token: $token) {
        startup {
          _id
          name
        }
        period {
          id
          from
          to
          dueDate
          submittedAt
          explanationFactor
          data {
            ...MetricDataFields
          }
          validations {
            dataId
            validation {
              kind
              value
              metricId
              metricIds
              customLabel
            }
          }
        }
      }
    }
  `,
  [METRIC_DATA_FIELDS],
);

export const SUBMIT_REPORT_LINK = graphql(`
  mutation SubmitReportLink($token: String!, $data: [MetricDataValueInput!]!) {
    submitReportLink(token: $token, data: $data)
  }
`);

export type ReportLinkFormData = ResultOf<typeof REPORT_LINK_FORM>['reportLinkForm'];
export type ReportLinkValues = VariablesOf<typeof SUBMIT_REPORT_LINK>['data'];
