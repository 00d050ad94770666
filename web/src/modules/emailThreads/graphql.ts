import { graphql, type ResultOf } from '../../app/apollo/graphql';

/** A message sent to a startup's people; the tracking fields are null for those without TIMELINE/EMAIL_THREAD_META:VIEW. */
export const EMAIL_THREAD_POST_FIELDS = graphql(`
  fragment EmailThreadPostFields on EmailThreadPost {
    emailMessage {
      _id
      subject
      emailContent
      cc
      bcc
      recipients { email user { _id fullName } status numberOfTimesOpened reason }
      numberOfTimesOpened
      numberOfClicks
      lastOpenedAt
      isDelivered
      isDeferred
      isBounced
      isDropped
      isMarkedAsSpam
    }
  }
`);

export type EmailThreadPostItem = ResultOf<typeof EMAIL_THREAD_POST_FIELDS>;
export type EmailThreadMessage = NonNullable<EmailThreadPostItem['emailMessage']>;

export const EMAIL_DELIVERY_SETTINGS = graphql(`
  query EmailDeliverySettings {
    emailDeliverySettings { openTracking eventsSecretSet eventsUrl }
  }
`);

export const UPDATE_EMAIL_DELIVERY_SETTINGS = graphql(`
  mutation UpdateEmailDeliverySettings($data: EmailDeliverySettingsInput!) {
    updateEmailDeliverySettings(data: $data) { openTracking eventsSecretSet eventsUrl }
  }
`);

export const RENEW_EMAIL_EVENTS_SECRET = graphql(`
  mutation RenewEmailEventsSecret {
    renewEmailEventsSecret
  }
`);
