import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** The mentors, experts and coaches of the assignation page, with the startups they follow. */
export const PEOPLE_ASSIGNATIONS = graphql(`
  query PeopleAssignations($filter: PeopleAssignationFilter, $cursor: String, $limit: Int) {
    peopleAssignations(filter: $filter, cursor: $cursor, limit: $limit) {
      totalCount
      next
      results {
        _id
        fullName
        avatar
        headline
        roleType
        skills {
          _id
          name
        }
        assignedStartups {
          _id
          name
          logo
        }
      }
    }
  }
`);

export type AssignationRow = ResultOf<typeof PEOPLE_ASSIGNATIONS>['peopleAssignations']['results'][number];
export type AssignationFilter = NonNullable<VariablesOf<typeof PEOPLE_ASSIGNATIONS>['filter']>;

export const ASSIGN_PEOPLE = graphql(`
  mutation AssignPeople($mentorIds: [ID!]!, $startupIds: [ID!]!) {
    assignPeople(mentorIds: $mentorIds, startupIds: $startupIds)
  }
`);

export const UNASSIGN_PEOPLE = graphql(`
  mutation UnassignPeople($mentorIds: [ID!]!, $startupIds: [ID!]!) {
    unassignPeople(mentorIds: $mentorIds, startupIds: $startupIds)
  }
`);

/** Who suits one startup best: the dialog's hint when a single startup is chosen. */
export const SUGGESTED_MENTORS = graphql(`
  query CommunitySuggestedMentors($startupId: ID!) {
    mentorSuggestions(startupId: $startupId, limit: 5) {
      mentor {
        _id
        fullName
      }
    }
  }
`);

export const COMMUNITY_ANALYTICS = graphql(`
  query CommunityAnalytics($from: String, $to: String, $programId: ID) {
    communityAnalytics(from: $from, to: $to, programId: $programId) {
      from
      to
      totals {
        people
        newPeople
        activePeople
        posts
        replies
        reactions
        messages
      }
      byRole {
        roleType
        count
      }
      bySkill {
        _id
        name
        count
      }
      byIndustry {
        _id
        name
        count
      }
      byProgram {
        _id
        name
        count
      }
      weeks {
        weekStart
        newPeople
        activePeople
        posts
        replies
        reactions
        messages
      }
    }
  }
`);

export type CommunityAnalyticsData = ResultOf<typeof COMMUNITY_ANALYTICS>['communityAnalytics'];
