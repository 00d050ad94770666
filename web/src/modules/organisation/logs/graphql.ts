import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ActivityEntry {
  _id: string;
  kind: string;
  createdAt: string;
  /** Null when the organisation's automatic work acted, or the person's record is gone. */
  actor: { _id: string; fullName: string; avatar: string | null } | null;
  summary: string;
}

export interface ActivityFeedFilter {
  kinds?: string[] | null;
  actorId?: string | null;
  /** ISO instant, inclusive. */
  from?: string | null;
  /** ISO instant, exclusive. */
  to?: string | null;
}

export interface ActivityFeedPage {
  results: ActivityEntry[];
  next: string | null;
}

export const ACTIVITY_FEED: TypedDocumentNode<{ activityFeed: ActivityFeedPage }, { filter: ActivityFeedFilter; cursor?: string | null; limit: number }> = gql`
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
`;

export const ACTIVITY_KINDS: TypedDocumentNode<{ activityKinds: Array<{ kind: string; label: string }> }, Record<string, never>> = gql`
  query ActivityKinds {
    activityKinds {
      kind
      label
    }
  }
`;

/** The organisation's people by name, for the person filter (the users list's own query). */
export const ACTIVITY_PEOPLE: TypedDocumentNode<{ users: { results: Array<{ _id: string; fullName: string }> } }, { search: string }> = gql`
  query ActivityPeople($search: String) {
    users(filter: { search: $search }, limit: 20) {
      results {
        _id
        fullName
      }
    }
  }
`;
