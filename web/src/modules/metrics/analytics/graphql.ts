import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const METRIC_HEAD = graphql(`
  fragment AnalyticsMetric on Metric {
    _id
    name
    description
    unitOfMeasure { unitType customName }
  }
`);

/** A startup's metrics over time, each period with its programmes' median. */
export const STARTUP_METRICS = graphql(
  `
    query StartupMetrics($startupId: ID!, $from: String, $to: String) {
      startupMetrics(startupId: $startupId, from: $from, to: $to) {
        metricId
        metric { ...AnalyticsMetric }
        points { from to value number dateValue median }
      }
    }
  `,
  [METRIC_HEAD],
);

export type StartupSeries = ResultOf<typeof STARTUP_METRICS>['startupMetrics'][number];

/** The portfolio: sums, medians, counts and growth per metric and period (per programme when some are chosen). */
export const PORTFOLIO_METRICS = graphql(
  `
    query PortfolioMetrics($filter: MetricsFilter, $from: String, $to: String) {
      portfolioMetrics(filter: $filter, from: $from, to: $to) {
        metricId
        metric { ...AnalyticsMetric }
        program { _id name }
        points { from to sum median count growth }
      }
    }
  `,
  [METRIC_HEAD],
);

export type PortfolioSeries = ResultOf<typeof PORTFOLIO_METRICS>['portfolioMetrics'][number];
export type AnalyticsMetric = ResultOf<typeof METRIC_HEAD>;

export const PORTFOLIO_CHOICES = graphql(`
  query PortfolioChoices {
    metrics { _id name unitOfMeasure { unitType } }
    programs { _id name }
  }
`);
