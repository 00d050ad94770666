import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

const PERSON_FIELDS = graphql(`
  fragment CoachingPersonFields on User {
    _id
    fullName
    avatar
  }
`);

/** A session as the page, its lists and the dialog read it. */
export const SESSION_FIELDS = graphql(
  `
  fragment CoachingSessionFields on CoachingSession {
    _id
    name
    eventType
    date
    expectedDuration
    estimatedDuration
    sessionStartDateTime
    sessionEndDateTime
    locationMode
    location
    meetingLink
    cancelledAt
    staffEditorPublic
    topics { _id name }
    startup { _id name logo }
    coachs { ...CoachingPersonFields }
    attendees { ...CoachingPersonFields }
    viewerCan { edit delete start end }
  }
`,
  [PERSON_FIELDS],
);

export const COACHING_SESSION = graphql(
  `
  query CoachingSession($id: ID!) {
    coachingSession(id: $id) {
      ...CoachingSessionFields
      changelogs { _id type changeTime groupId oldValue newValue initiator { _id fullName } }
    }
  }
`,
  [SESSION_FIELDS],
);

export const STARTUP_COACHING_SESSIONS = graphql(
  `
  query StartupCoachingSessions($filter: CoachingSessionFilter, $cursor: String, $limit: Int) {
    coachingSessions(filter: $filter, cursor: $cursor, limit: $limit) {
      results { ...CoachingSessionFields }
      next
    }
  }
`,
  [SESSION_FIELDS],
);

/** The client operation name the loading indicator follows (API contract). */
export const CREATE_COACHING_SESSION = graphql(
  `
  mutation CreateCoachingSession($input: CoachingSessionInput!) {
    createCoachingSession(input: $input) { ...CoachingSessionFields }
  }
`,
  [SESSION_FIELDS],
);

export const UPDATE_COACHING_SESSION = graphql(
  `
  mutation UpdateCoachingSession($id: ID!, $input: CoachingSessionChanges!) {
    updateCoachingSession(id: $id, input: $input) { ...CoachingSessionFields }
  }
`,
  [SESSION_FIELDS],
);

export const DELETE_COACHING_SESSION = graphql(`
  mutation DeleteCoachingSession($id: ID!) {
    deleteCoachingSession(id: $id)
  }
`);

export const START_COACHING_SESSION = graphql(
  `
  mutation StartCoachingSession($id: ID!) {
    startCoachingSession(id: $id) { ...CoachingSessionFields }
  }
`,
  [SESSION_FIELDS],
);

export const END_COACHING_SESSION = graphql(
  `
  mutation EndCoachingSession($id: ID!, $estimatedDuration: Int) {
    endCoachingSession(id: $id, estimatedDuration: $estimatedDuration) { ...CoachingSessionFields }
  }
`,
  [SESSION_FIELDS],
);

/** Pushed when anything of the session changes (slice 2's live.ts publishes it). */
export const COACHING_SESSION_UPDATED = graphql(`
  subscription CoachingSessionDetailsUpdated($sessionId: ID!) {
    coachingSessionUpdated(sessionId: $sessionId) { sessionId kind }
  }
`);

/** Startups to plan a session with, found by name. */
export const SESSION_STARTUP_CHOICES = graphql(`
  query SessionStartupChoices($search: String) {
    startups(filter: { search: $search, archived: false }, sort: NAME, limit: 20) {
      results { _id name }
    }
  }
`);

/** The timeline card's own fields (spread into the timeline's query by the kind registry). */
export const COACHING_SESSION_POST_FIELDS = graphql(
  `
  fragment CoachingSessionPostFields on CoachingSessionPost {
    coachingSession { _id name date expectedDuration cancelledAt coachs { ...CoachingPersonFields } }
    appEvent { conferenceData { url } }
  }
`,
  [PERSON_FIELDS],
);

export type CoachingSessionItem = ResultOf<typeof SESSION_FIELDS>;
export type CoachingSessionDetails = ResultOf<typeof COACHING_SESSION>['coachingSession'];
export type SessionChangelog = CoachingSessionDetails['changelogs'][number];
export type CoachingSessionInput = VariablesOf<typeof CREATE_COACHING_SESSION>['input'];
export type CoachingSessionChanges = VariablesOf<typeof UPDATE_COACHING_SESSION>['input'];
export type CoachingSessionPostItem = ResultOf<typeof COACHING_SESSION_POST_FIELDS>;

/** Topics come from three tag categories; a category the viewer may not read is left out (errorPolicy 'all'). */
export const SESSION_TOPIC_CHOICES = graphql(`
  query SessionTopicChoices {
    mentor: tags(category: "MentorExpert") { _id name }
    skills: tags(category: "UserSkills") { _id name }
    other: tags(category: "Other") { _id name }
  }
`);

/** Published evaluation forms, for those who manage forms; others plan sessions without one. */
export const SESSION_EVALUATION_FORMS = graphql(`
  query SessionEvaluationForms {
    forms(filter: { kind: "evaluation", archived: false }, limit: 100) {
      results { _id title { language value } currentVersion { _id } }
    }
  }
`);
