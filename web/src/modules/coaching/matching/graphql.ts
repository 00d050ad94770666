import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export const MENTOR_MATCHING_SETTINGS = graphql(`
  query MentorMatchingSettings {
    mentorMatchingSettings {
      industries
      skills
      tags
      availability
      load
    }
  }
`);

export const UPDATE_MENTOR_MATCHING_SETTINGS = graphql(`
  mutation UpdateMentorMatchingSettings($input: MentorMatchingSettingsInput!) {
    updateMentorMatchingSettings(input: $input) {
      industries
      skills
      tags
      availability
      load
    }
  }
`);

export const MENTOR_SUGGESTIONS = graphql(`
  query MentorSuggestions($startupId: ID!) {
    mentorSuggestions(startupId: $startupId) {
      score
      mentor {
        _id
        fullName
        avatar
        headline
      }
      reasons {
        kind
        label
      }
    }
  }
`);

export type MentorSuggestionData = ResultOf<typeof MENTOR_SUGGESTIONS>['mentorSuggestions'][number];

/** The startup file's own assignment (STARTUP/ASSIGNATION_MEMBERS:EDIT), from a suggestion. */
export const ASSIGN_SUGGESTED_MENTOR = graphql(`
  mutation AssignSuggestedMentor($startupId: ID!, $userId: ID!) {
    assignStartupPerson(startupId: $startupId, userId: $userId) {
      _id
      assignedPeople {
        _id
        fullName
        avatar
        roleType
        roleLabel
      }
    }
  }
`);

export const COACHING_PORTFOLIO = graphql(`
  query CoachingPortfolio($cursor: String, $limit: Int, $search: String) {
    coachingPortfolio(cursor: $cursor, limit: $limit, search: $search) {
      next
      results {
        sessionsCount
        hoursRemainingMinutes
        startup {
          _id
          name
          logo
        }
        nextSession {
          _id
          name
          date
          expectedDuration
        }
        lastSession {
          _id
          name
          date
        }
      }
    }
  }
`);

export type PortfolioEntryData = ResultOf<typeof COACHING_PORTFOLIO>['coachingPortfolio']['results'][number];
