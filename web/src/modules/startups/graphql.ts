import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

/** What a card or a row of the startups list shows. */
export const STARTUP_CARD = graphql(`
  fragment StartupCard on Startup {
    _id
    name
    logo
    description
    stage
    country
    city
    archived
    createdAt
    industries {
      _id
      name
    }
    tags {
      _id
      name
      color
    }
    programs {
      _id
      name
    }
    assignedPeople {
      _id
      fullName
      avatar
      roleType
      roleLabel
    }
  }
`);

export const STARTUPS = graphql(
  `
    query StartupsList($filter: StartupFilter, $sort: StartupSort, $cursor: String, $limit: Int) {
      startups(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) {
        totalCount
        next
        results {
          ...StartupCard
        }
      }
    }
  `,
  [STARTUP_CARD],
);

export type StartupCardData = ResultOf<typeof STARTUP_CARD>;
export type StartupFilterInput = NonNullable<VariablesOf<typeof STARTUPS>['filter']>;
export type StartupSort = NonNullable<VariablesOf<typeof STARTUPS>['sort']>;

/** A row of the management table: the card's fields, what the form edits, and what the viewer may do. */
export const MANAGED_STARTUP = graphql(
  `
    fragment ManagedStartup on Startup {
      ...StartupCard
      website
      yearFounded
      viewerCan {
        editProfile
        editName
        archive
        delete
        addIndustry
        removeIndustry
        addTag
        removeTag
      }
    }
  `,
  [STARTUP_CARD],
);

export const MANAGED_STARTUPS = graphql(
  `
    query ManagedStartups($filter: StartupFilter, $sort: StartupSort, $cursor: String, $limit: Int) {
      startups(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) {
        totalCount
        next
        results {
          ...ManagedStartup
        }
      }
    }
  `,
  [MANAGED_STARTUP],
);

export type ManagedStartupData = ResultOf<typeof MANAGED_STARTUP>;

/** The choices of the filters and forms; industries only for those who may see them (INDUSTRIES:VIEW). */
export const STARTUP_PROGRAM_CHOICES = graphql(`
  query StartupProgramChoices {
    programs {
      _id
      name
      cohort
    }
  }
`);

export const STARTUP_TAG_CHOICES = graphql(`
  query StartupTagChoices {
    startupTags {
      _id
      name
      color
    }
  }
`);

export const STARTUP_INDUSTRY_CHOICES = graphql(`
  query StartupIndustryChoices {
    industries {
      _id
      name
    }
  }
`);

/** People who can be placed on startups (staff, coaches, mentors, experts), found by name. */
export const ASSIGNABLE_PEOPLE = graphql(`
  query StartupAssignablePeople($search: String, $roleTypes: [String!]) {
    users(filter: { search: $search, roleTypes: $roleTypes, statuses: ["active"] }, sort: NAME, limit: 20) {
      results {
        _id
        fullName
        email
        avatar
      }
    }
  }
`);

export const START_STARTUP_BATCH = graphql(`
  mutation StartStartupBatch($action: StartupBatchAction!, $startupIds: [ID!]!, $targetId: ID) {
    startStartupBatch(action: $action, startupIds: $startupIds, targetId: $targetId) {
      operationId
      count
    }
  }
`);

export type StartupBatchAction = VariablesOf<typeof START_STARTUP_BATCH>['action'];

export const CREATE_STARTUP_TAG = graphql(`
  mutation CreateStartupTag($name: String!) {
    createStartupTag(name: $name) {
      _id
      name
      color
    }
  }
`);

export const CREATE_STARTUP = graphql(
  `
    mutation CreateStartup($data: StartupInput!) {
      createStartup(data: $data) {
        ...ManagedStartup
      }
    }
  `,
  [MANAGED_STARTUP],
);

export const UPDATE_STARTUP = graphql(
  `
    mutation UpdateStartup($startupId: ID!, $data: StartupInput!) {
      updateStartup(startupId: $startupId, data: $data) {
        ...ManagedStartup
      }
    }
  `,
  [MANAGED_STARTUP],
);

export type StartupInput = VariablesOf<typeof CREATE_STARTUP>['data'];

export const ARCHIVE_STARTUP = graphql(`
  mutation ArchiveStartup($startupId: ID!, $archived: Boolean!) {
    archiveStartup(startupId: $startupId, archived: $archived) {
      _id
      archived
    }
  }
`);

export const DELETE_STARTUP = graphql(`
  mutation DeleteStartup($startupId: ID!) {
    deleteStartup(startupId: $startupId)
  }
`);

export const PROGRAM_SUMMARY = graphql(`
  fragment ProgramSummary on Program {
    _id
    name
    description
    cohort
    startDate
    endDate
    startupCount
    viewerCanEdit
  }
`);

export const PROGRAMS = graphql(
  `
    query ProgramsList {
      programs {
        ...ProgramSummary
      }
    }
  `,
  [PROGRAM_SUMMARY],
);

export type ProgramSummaryData = ResultOf<typeof PROGRAM_SUMMARY>;

export const PROGRAM = graphql(
  `
    query ProgramPage($id: ID!) {
      program(id: $id) {
        ...ProgramSummary
        startups {
          _id
          name
          logo
        }
        admins {
          _id
          fullName
        }
        people {
          _id
          fullName
        }
      }
    }
  `,
  [PROGRAM_SUMMARY],
);

export type ProgramData = ResultOf<typeof PROGRAM>['program'];

export const CREATE_PROGRAM = graphql(
  `
    mutation CreateProgram($data: ProgramInput!) {
      createProgram(data: $data) {
        ...ProgramSummary
      }
    }
  `,
  [PROGRAM_SUMMARY],
);

export const UPDATE_PROGRAM = graphql(
  `
    mutation UpdateProgram($programId: ID!, $data: ProgramInput!) {
      updateProgram(programId: $programId, data: $data) {
        ...ProgramSummary
      }
    }
  `,
  [PROGRAM_SUMMARY],
);

export type ProgramInput = VariablesOf<typeof CREATE_PROGRAM>['data'];

export const DELETE_PROGRAM = graphql(`
  mutation DeleteProgram($programId: ID!) {
    deleteProgram(programId: $programId)
  }
`);

export const STARTUP_MENTORS = graphql(`
  query StartupMentors($search: String, $cursor: String, $limit: Int) {
    startupMentors(search: $search, cursor: $cursor, limit: $limit) {
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
          color
        }
        industries {
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

export type MentorData = ResultOf<typeof STARTUP_MENTORS>['startupMentors']['results'][number];

/** Startups to choose from by name (the mentors page's "Assign to a startup"). */
export const STARTUP_CHOICES = graphql(`
  query StartupChoices($search: String) {
    startups(filter: { search: $search, archived: false }, sort: NAME, limit: 20) {
      results {
        _id
        name
        logo
      }
    }
  }
`);

export const ASSIGN_STARTUP_PERSON = graphql(`
  mutation AssignStartupPerson($startupId: ID!, $userId: ID!) {
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
