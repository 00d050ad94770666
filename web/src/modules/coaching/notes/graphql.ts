import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const NOTES_FIELDS = graphql(`
  fragment CoachingSessionNotesFields on CoachingSession {
    _id
    editor
    staffEditor
    staffEditorPublic
    notesRevision
    viewerMayWriteNotes
    viewerMayWriteStaffNotes
  }
`);

export const SESSION_NOTES = graphql(
  `
  query CoachingSessionNotes($id: ID!) {
    coachingSession(id: $id) { ...CoachingSessionNotesFields }
  }
`,
  [NOTES_FIELDS],
);
export type SessionNotesData = NonNullable<ResultOf<typeof SESSION_NOTES>['coachingSession']>;

export const SAVE_SESSION_NOTES = graphql(
  `
  mutation SaveCoachingSessionNotes($id: ID!, $input: CoachingSessionNotesInput!) {
    saveCoachingSessionNotes(id: $id, input: $input) { ...CoachingSessionNotesFields }
  }
`,
  [NOTES_FIELDS],
);

export const SESSION_PRESENCE = graphql(`
  mutation CoachingSessionPresence($sessionId: ID!, $editing: Boolean!) {
    coachingSessionPresence(sessionId: $sessionId, editing: $editing)
  }
`);

export const SESSION_NOTES_UPDATED = graphql(`
  subscription CoachingSessionNotesUpdated($sessionId: ID!) {
    coachingSessionUpdated(sessionId: $sessionId) { sessionId kind notesRevision editing by { _id fullName } }
  }
`);

export const SESSION_EVALUATION = graphql(`
  query CoachingSessionEvaluation($id: ID!) {
    coachingSession(id: $id) {
      _id
      viewerMayEvaluate
      evaluationForm { _id questions { _id definition } }
      myEvaluation { _id status answers }
      evaluations { _id answers submittedAt createdBy { _id fullName } }
      coachs { _id fullName }
    }
  }
`);
export type SessionEvaluationData = NonNullable<ResultOf<typeof SESSION_EVALUATION>['coachingSession']>;

export const SUBMIT_EVALUATION = graphql(`
  mutation SubmitCoachingEvaluation($sessionId: ID!, $answers: String!, $draft: Boolean) {
    submitCoachingEvaluation(sessionId: $sessionId, answers: $answers, draft: $draft) {
      _id
      myEvaluation { _id status answers }
    }
  }
`);

export const COACH_EVALUATION_SUMMARY = graphql(`
  query CoachEvaluationSummary($coachId: ID!) {
    coachEvaluationSummary(coachId: $coachId) {
      coachId
      sessions
      responses
      questions { question { _id definition } count average options { value label count } }
    }
  }
`);
export type CoachSummaryData = ResultOf<typeof COACH_EVALUATION_SUMMARY>['coachEvaluationSummary'];

export const SESSION_BRIEF = graphql(`
  query CoachingSessionBrief($sessionId: ID!) {
    coachingSessionBrief(sessionId: $sessionId) {
      previous { sessionId name date notes staffNotes }
      openTasks { _id name dueDate url }
      metrics { metricId name unitType value periodFrom }
      hours { allocatedMinutes usedMinutes remainingMinutes }
    }
  }
`);
export type SessionBriefData = ResultOf<typeof SESSION_BRIEF>['coachingSessionBrief'];
