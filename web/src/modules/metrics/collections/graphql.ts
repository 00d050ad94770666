import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

const DATA_COLLECTION_FIELDS = graphql(`
  fragment DataCollectionFields on DataCollection {
    _id
    program {
      _id
      name
    }
    startup {
      _id
      name
    }
    metrics {
      _id
      name
    }
    startsOn
    dueDays
    stoppedAt
    createdAt
  }
`);

export const DATA_COLLECTIONS = graphql(
  `
    query DataCollections($cursor: String, $limit: Int) {
      dataCollections(cursor: $cursor, limit: $limit) {
        results {
          ...DataCollectionFields
        }
        next
        totalCount
      }
    }
  `,
  [DATA_COLLECTION_FIELDS],
);

export type DataCollectionRow = ResultOf<typeof DATA_COLLECTIONS>['dataCollections']['results'][number];

export const CREATE_DATA_COLLECTION = graphql(
  `
    mutation CreateDataCollection($input: DataCollectionInput!) {
      createDataCollection(input: $input) {
        operationId
        count
        collections {
          ...DataCollectionFields
        }
      }
    }
  `,
  [DATA_COLLECTION_FIELDS],
);

export type DataCollectionInputVariables = VariablesOf<typeof CREATE_DATA_COLLECTION>['input'];

export const STOP_DATA_COLLECTION = graphql(
  `
    mutation StopDataCollection($id: ID!) {
      stopDataCollection(id: $id) {
        ...DataCollectionFields
      }
    }
  `,
  [DATA_COLLECTION_FIELDS],
);

/** What the assign dialog offers: the metrics in use and the programmes. */
export const ASSIGN_CHOICES = graphql(`
  query AssignMetricsChoices {
    metrics {
      _id
      name
      archived
    }
    programs {
      _id
      name
    }
  }
`);

/** Startups to choose from by name. */
export const ASSIGN_STARTUP_CHOICES = graphql(`
  query AssignMetricsStartupChoices($search: String) {
    startups(filter: { search: $search, archived: false }, sort: NAME, limit: 20) {
      results {
        _id
        name
      }
    }
  }
`);
