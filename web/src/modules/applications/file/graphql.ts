import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** The application page: who applied, where it stands in its funnel, and what the viewer may do. */
export const APPLICATION_FILE = graphql(`
  query ApplicationFile($id: ID!) {
    application(id: $id) {
      _id
      name
      status
      score
      evaluationsDone
      evaluationsNeeded
      submittedAt
      applicant {
        _id
        fullName
        avatar
      }
      funnel {
        _id
        name
      }
      round {
        _id
        name
        meeting
      }
      standing {
        manager
        admin
        evaluator
        applicant
      }
      rounds {
        status
        submittedAt
        round {
          _id
          name
        }
        decision {
          decision
          decidedAt
          reasons
          mailAfter
          mailSentAt
        }
        answers {
          answers
          submittedAt
          version {
            _id
            questions {
              _id
              definition
            }
          }
        }
      }
      startup {
        _id
        name
        viewerCanOpen
      }
      availableDecisions
      viewerCanComment
      viewerCanCommentPrivately
      viewerCanDelete
      meetingCount
      viewerCanScheduleMeeting
    }
  }
`);
export type ApplicationFileData = NonNullable<ResultOf<typeof APPLICATION_FILE>['application']>;
export type DecisionAction = ApplicationFileData['availableDecisions'][number];

export const APPLICATION_ACTIVITIES = graphql(`
  query ApplicationActivities($applicationId: ID!, $cursor: String) {
    applicationActivities(applicationId: $applicationId, cursor: $cursor) {
      next
      results {
        _id
        kind
        message
        isPrivate
        data
        createdAt
        author {
          _id
          fullName
          avatar
        }
      }
    }
  }
`);
export type ActivityItem = ResultOf<typeof APPLICATION_ACTIVITIES>['applicationActivities']['results'][number];

export const CREATE_APPLICATION_COMMENT = graphql(`
  mutation CreateApplicationComment($applicationId: ID!, $message: String!, $isPrivate: Boolean) {
    createApplicationComment(applicationId: $applicationId, message: $message, isPrivate: $isPrivate) {
      _id
    }
  }
`);

/** Rejection mails a funnel may send: its own and those for every funnel (slice 1's query). */
export const REJECTION_MAILS = graphql(`
  query ApplicationRejectionMails($funnelId: ID!) {
    rejectionMails(funnelId: $funnelId) {
      _id
      name
      subject
      reasons
    }
  }
`);

export const DECIDE_APPLICATION_ROUND = graphql(`
  mutation DecideApplicationRound($applicationId: ID!, $decision: RoundDecision!, $rejectionMailId: ID, $reasons: [String!]) {
    decideApplicationRound(applicationId: $applicationId, decision: $decision, rejectionMailId: $rejectionMailId, reasons: $reasons) {
      _id
      status
    }
  }
`);

export const RESET_APPLICATION_ROUND = graphql(`
  mutation ResetApplicationRound($applicationId: ID!) {
    resetApplicationRound(applicationId: $applicationId) {
      _id
      status
    }
  }
`);

export const SEND_DELAYED_REJECTION = graphql(`
  mutation SendDelayedRejection($applicationId: ID!) {
    sendDelayedRejection(applicationId: $applicationId) {
      _id
      status
    }
  }
`);

export const DELETE_APPLICATION = graphql(`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(id: $id)
  }
`);

export const STARTUP_APPLICATIONS = graphql(`
  query StartupApplications($startupId: ID!) {
    startupApplications(startupId: $startupId) {
      _id
      name
      status
      decidedAt
      createdAt
      funnel {
        _id
        name
      }
    }
  }
`);

/** The application's interview meetings (the meeting tab); notes come back only to those who arrange them. */
export const APPLICATION_MEETINGS = graphql(`
  query ApplicationMeetings($applicationId: ID!) {
    applicationMeetings(applicationId: $applicationId) {
      _id
      startsAt
      endsAt
      durationMinutes
      location
      link
      notes
      status
      viewerCanManage
      attendees {
        _id
        fullName
        avatar
      }
    }
  }
`);
export type MeetingItem = ResultOf<typeof APPLICATION_MEETINGS>['applicationMeetings'][number];

export const SCHEDULE_APPLICATION_MEETING = graphql(`
  mutation ScheduleApplicationMeeting($applicationId: ID!, $input: ApplicationMeetingInput!) {
    scheduleApplicationMeeting(applicationId: $applicationId, input: $input) {
      _id
    }
  }
`);

export const UPDATE_APPLICATION_MEETING = graphql(`
  mutation UpdateApplicationMeeting($meetingId: ID!, $input: ApplicationMeetingInput!) {
    updateApplicationMeeting(meetingId: $meetingId, input: $input) {
      _id
    }
  }
`);

export const CANCEL_APPLICATION_MEETING = graphql(`
  mutation CancelApplicationMeeting($meetingId: ID!) {
    cancelApplicationMeeting(meetingId: $meetingId) {
      _id
      status
    }
  }
`);
