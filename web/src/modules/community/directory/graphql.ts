import { graphql, type ResultOf } from '../../../app/apollo/graphql';
import { POST_CARD_FIELDS } from '../shared/post';

/** What a person's card in the directory shows. */
export const DIRECTORY_PERSON_FIELDS = graphql(`
  fragment DirectoryPersonFields on User {
    _id
    fullName
    avatar
    headline
    roleLabel
    role {
      _id
      type
      label
    }
    startups {
      _id
      name
    }
    skills {
      _id
      name
    }
  }
`);
export type DirectoryPerson = ResultOf<typeof DIRECTORY_PERSON_FIELDS>;

/** What a startup's card in the directory shows. */
export const DIRECTORY_STARTUP_FIELDS = graphql(`
  fragment DirectoryStartupFields on Startup {
    _id
    name
    logo
    programs {
      _id
      name
    }
    industries {
      _id
      name
    }
  }
`);
export type DirectoryStartup = ResultOf<typeof DIRECTORY_STARTUP_FIELDS>;

export const COMMUNITY_PEOPLE = graphql(
  `
  query CommunityPeople($filter: CommunityPeopleFilter, $cursor: String, $limit: Int) {
    communityPeople(filter: $filter, cursor: $cursor, limit: $limit) {
      next
      results {
        ...DirectoryPersonFields
      }
    }
  }
`,
  [DIRECTORY_PERSON_FIELDS],
);

export const COMMUNITY_STARTUPS = graphql(
  `
  query CommunityStartups($filter: CommunityStartupsFilter, $cursor: String, $limit: Int) {
    communityStartups(filter: $filter, cursor: $cursor, limit: $limit) {
      next
      results {
        ...DirectoryStartupFields
      }
    }
  }
`,
  [DIRECTORY_STARTUP_FIELDS],
);

/** The choices every viewer has: the programmes they see and the skills people pick. */
export const DIRECTORY_CHOICES = graphql(`
  query DirectoryChoices {
    programs {
      _id
      name
    }
    skills: tags(category: "UserSkills") {
      _id
      name
    }
  }
`);

/** The organisation's tags of people, for TAGS:USER:VIEW holders. */
export const DIRECTORY_PERSON_TAGS = graphql(`
  query DirectoryPersonTags {
    userTags: tags(category: "User") {
      _id
      name
    }
    mentorTags: tags(category: "MentorExpert") {
      _id
      name
    }
    memberTags: tags(category: "CommunityMember") {
      _id
      name
    }
  }
`);

export const DIRECTORY_STARTUP_TAGS = graphql(`
  query DirectoryStartupTags {
    startupTags {
      _id
      name
    }
  }
`);

export const DIRECTORY_INDUSTRIES = graphql(`
  query DirectoryIndustries {
    industries {
      _id
      name
    }
  }
`);

/** The startup whose people the list shows, named in its filter chip. */
export const DIRECTORY_STARTUP_NAME = graphql(`
  query DirectoryStartupName($id: ID!) {
    startup(id: $id) {
      _id
      name
    }
  }
`);

/** A person's timeline (their profile's timeline tab). */
export const PERSON_TIMELINE = graphql(
  `
  query PersonTimeline($userId: ID!, $cursor: String, $limit: Int) {
    personTimeline(userId: $userId, cursor: $cursor, limit: $limit) {
      next
      results {
        _id
        kind
        createdAt
        link
        title
        note
        startup {
          _id
          name
        }
        post {
          ...PostCardFields
        }
      }
    }
  }
`,
  [POST_CARD_FIELDS],
);
export type PersonActivity = ResultOf<typeof PERSON_TIMELINE>['personTimeline']['results'][number];
