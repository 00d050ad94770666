import { graphql, type VariablesOf } from '../../../app/apollo/graphql';
import { EVENT_LIST_FIELDS } from '../shared/graphql';

export const INCUBATOR_EVENTS = graphql(
  `
  query IncubatorEvents($scope: EventScope!, $filter: EventFilter, $cursor: String, $limit: Int) {
    incubatorEvents(scope: $scope, filter: $filter, cursor: $cursor, limit: $limit) {
      next
      results {
        ...EventListFields
      }
    }
  }
`,
  [EVENT_LIST_FIELDS],
);

export type EventFilterInput = NonNullable<VariablesOf<typeof INCUBATOR_EVENTS>['filter']>;

/** Spec 1 §2.10 and §7: a new draft, whose editor opens next. The loading bar follows every mutation. */
export const CREATE_INCUBATOR_EVENT = graphql(`
  mutation CreateIncubatorEvent {
    createIncubatorEvent {
      _id
    }
  }
`);

/** The organisation's event tags, readable by those who make events (contracts' TAG_READERS). */
export const EVENT_TAG_CHOICES = graphql(`
  query EventTagChoices {
    tags(category: "IncubatorEvent") {
      _id
      name
      color
    }
  }
`);
