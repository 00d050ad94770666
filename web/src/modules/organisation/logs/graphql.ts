import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

export const ACTIVITY_FEED = graphql(`
  query ActivityFeed($filter: ActivityFeedFilter, $cursor: String, $limit: Int) {
    activityFeed(filter: $filter, cursor: $cursor, limit: $limit) {
      results {
        _id
        kind
        createdAt
        actor {
          _id
          fullName
          avatar
        }
        summary
      }
      next
    }
  }
`);

export const ACTIVITY_KINDS = graphql(`
  query ActivityKinds {
    activityKinds {
      kind
      label
    }
  }
`);

/** The organisation's people by name, for the person filter (the users list's own query). */
export const ACTIVITY_PEOPLE = graphql(`
  query ActivityPeople($search: String) {
    users(filter: { search: $search }, limit: 20) {
      results {
        _id
        fullName
      }
    }
  }
`);

export type ActivityFeedPage = ResultOf<typeof ACTIVITY_FEED>['activityFeed'];

/** `actor` is null when the organisation's automatic work acted, or the person's record is gone. */
export type ActivityEntry = ActivityFeedPage['results'][number];

/** `from` is an inclusive ISO instant, `to` an exclusive one. */
export type ActivityFeedFilter = NonNullable<VariablesOf<typeof ACTIVITY_FEED>['filter']>;
