import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const SAVED_VIEW = graphql(`
  fragment SavedViewEntry on SavedView {
    _id
    name
    filters
    shared
    mine
    owner {
      _id
      fullName
    }
  }
`);

export const SAVED_VIEWS = graphql(
  `
    query SavedViews($list: SavedViewList!) {
      savedViews(list: $list) {
        ...SavedViewEntry
      }
    }
  `,
  [SAVED_VIEW],
);

export const CREATE_SAVED_VIEW = graphql(
  `
    mutation CreateSavedView($list: SavedViewList!, $name: String!, $filters: String!, $shared: Boolean) {
      createSavedView(list: $list, name: $name, filters: $filters, shared: $shared) {
        ...SavedViewEntry
      }
    }
  `,
  [SAVED_VIEW],
);

export const UPDATE_SAVED_VIEW = graphql(
  `
    mutation UpdateSavedView($id: ID!, $data: SavedViewChanges!) {
      updateSavedView(id: $id, data: $data) {
        ...SavedViewEntry
      }
    }
  `,
  [SAVED_VIEW],
);

export const DELETE_SAVED_VIEW = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

export type SavedViewEntry = ResultOf<typeof SAVED_VIEW>;
