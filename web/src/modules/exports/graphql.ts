import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const EXPORT_FIELDS = graphql(`
  fragment ExportFields on Export {
    _id
    type
    format
    status
    filter
    withAttachments
    rowCount
    total
    sizeBytes
    fileName
    error
    createdAt
    finishedAt
    expiresAt
    expired
    downloadUrl
  }
`);

export type ExportItem = ResultOf<typeof EXPORT_FIELDS>;

export const REQUEST_EXPORT = graphql(
  `
    mutation RequestExport($type: ExportType!, $format: ExportFormat!, $filter: String, $withAttachments: Boolean) {
      requestExport(type: $type, format: $format, filter: $filter, withAttachments: $withAttachments) {
        ...ExportFields
      }
    }
  `,
  [EXPORT_FIELDS],
);

export const EXPORTS = graphql(
  `
    query ExportHistory($cursor: String, $limit: Int) {
      exports(cursor: $cursor, limit: $limit) {
        next
        results {
          ...ExportFields
        }
      }
    }
  `,
  [EXPORT_FIELDS],
);

export const CANCEL_EXPORT = graphql(
  `
    mutation CancelExport($id: ID!) {
      cancelExport(id: $id) {
        ...ExportFields
      }
    }
  `,
  [EXPORT_FIELDS],
);

export const EXPORT_UPDATED = graphql(
  `
    subscription ExportUpdated($exportId: ID!) {
      exportUpdated(exportId: $exportId) {
        ...ExportFields
      }
    }
  `,
  [EXPORT_FIELDS],
);
