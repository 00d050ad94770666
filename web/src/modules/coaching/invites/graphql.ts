import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const INVITE_FIELDS = graphql(`
  fragment CoachingInviteFields on CoachingInvite {
    _id
    status
    expires
    message
    createdAt
    createdBy {
      _id
      fullName
    }
    invitees {
      side
      response
      user {
        _id
        fullName
        avatar
      }
    }
    viewerResponse
    viewerCan {
      respond
      cancel
    }
  }
`);

/** The session page's invite section: the current invite and whom one may invite. */
export const SESSION_INVITE = graphql(
  `
    query CoachingSessionInvite($id: ID!) {
      coachingSession(id: $id) {
        _id
        name
        date
        cancelledAt
        viewerMayInvite
        startup {
          _id
          name
          people {
            _id
            fullName
          }
        }
        invite {
          ...CoachingInviteFields
        }
      }
    }
  `,
  [INVITE_FIELDS],
);

export type SessionInviteData = NonNullable<ResultOf<typeof SESSION_INVITE>['coachingSession']>;
export type InviteData = NonNullable<SessionInviteData['invite']>;

export const SEND_COACHING_INVITE = graphql(
  `
    mutation SendCoachingInvite($sessionId: ID!, $input: CoachingInviteInput!) {
      sendCoachingInvite(sessionId: $sessionId, input: $input) {
        ...CoachingInviteFields
      }
    }
  `,
  [INVITE_FIELDS],
);

export const RESPOND_TO_COACHING_INVITE = graphql(
  `
    mutation RespondToCoachingInvite($inviteId: ID!, $accept: Boolean!) {
      respondToCoachingInvite(inviteId: $inviteId, accept: $accept) {
        ...CoachingInviteFields
      }
    }
  `,
  [INVITE_FIELDS],
);

export const CANCEL_COACHING_INVITE = graphql(
  `
    mutation CancelCoachingInvite($inviteId: ID!) {
      cancelCoachingInvite(inviteId: $inviteId) {
        ...CoachingInviteFields
      }
    }
  `,
  [INVITE_FIELDS],
);

const INVITATION_FIELDS = graphql(`
  fragment CoachingInvitationFields on CoachingInvitation {
    _id
    status
    expires
    message
    response
    inviteeName
    organiserName
    sessionName
    date
    expectedDuration
    locationMode
    location
    meetingLink
    sessionCancelled
  }
`);

export type InvitationData = ResultOf<typeof INVITATION_FIELDS>;

/** What an invitation's link opens without signing in. */
export const COACHING_INVITATION = graphql(
  `
    query CoachingInvitation($id: ID!, $token: String!) {
      coachingInvitation(id: $id, token: $token) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const RESPOND_TO_COACHING_INVITATION = graphql(
  `
    mutation RespondToCoachingInvitation($id: ID!, $token: String!, $accept: Boolean!) {
      respondToCoachingInvitation(id: $id, token: $token, accept: $accept) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const CANCEL_MEETING_FROM_INVITATION = graphql(
  `
    mutation CancelMeetingFromInvitation($id: ID!, $token: String!) {
      cancelMeetingFromInvitation(id: $id, token: $token) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);
