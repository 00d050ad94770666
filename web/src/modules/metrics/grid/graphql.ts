import { EXPORT_FIELDS } from '../../exports/graphql';
import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** One page of the data-collection grid: startups × periods, with statuses and values (one text per metric of the row's metricIds). */
export const METRICS_GRID = graphql(`
  query MetricsGrid($filter: MetricsFilter, $cursor: String, $limit: Int) {
    metricsGrid(filter: $filter, cursor: $cursor, limit: $limit) {
      totalCount
      next
      from
      to
      results {
        startup { _id name logo }
        metricIds
        periods { id from to dueDate status submittedAt cells }
      }
    }
  }
`);

export type GridPage = ResultOf<typeof METRICS_GRID>['metricsGrid'];
export type GridRow = GridPage['results'][number];
export type GridPeriod = GridRow['periods'][number];
export type GridStatus = GridPeriod['status'];
export type MetricsFilterInput = NonNullable<VariablesOf<typeof METRICS_GRID>['filter']>;

/** What the filters offer, and the metrics' names and units for the cells. */
export const GRID_CHOICES = graphql(`
  query MetricsGridChoices {
    metrics(includeArchived: true) { _id name archived unitOfMeasure { unitType customName } }
    programs { _id name }
  }
`);

export type GridMetric = ResultOf<typeof GRID_CHOICES>['metrics'][number];

export const SEND_METRICS_REMINDER = graphql(`
  mutation SendMetricsReminder($periodId: ID!) {
    sendMetricsReminder(periodId: $periodId)
  }
`);

/**
 * The grid's export, written in the background by the export engine (type metrics) and followed in
 * the export history. The product names this request ExportMetricReport: the loading bar shows for it.
 */
export const EXPORT_METRIC_REPORT = graphql(
  `
    mutation ExportMetricReport($type: ExportType!, $format: ExportFormat!, $filter: String, $withAttachments: Boolean) {
      requestExport(type: $type, format: $format, filter: $filter, withAttachments: $withAttachments) {
        ...ExportFields
      }
    }
  `,
  [EXPORT_FIELDS],
);

export const IMPORT_METRIC_VALUES = graphql(`
  mutation ImportMetricValues($csv: String!, $dryRun: Boolean!) {
    importMetricValues(csv: $csv, dryRun: $dryRun) {
      dryRun
      valid
      total
      invalid
      written
      errors { column message }
      rows { line startup metric period value periodFrom errors { column message } }
    }
  }
`);

export type ImportResult = ResultOf<typeof IMPORT_METRIC_VALUES>['importMetricValues'];
