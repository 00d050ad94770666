import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

/** What a row of the campaigns list shows. */
export const EMAIL_ROW = graphql(`
  fragment EmailRow on Email {
    _id
    subject
    status
    recipientCount
    scheduledAt
    sentAt
    updatedAt
    tracking {
      recipients
      delivered
      opened
      clicked
      bounced
    }
  }
`);
export type EmailRowData = ResultOf<typeof EMAIL_ROW>;

export const EMAILS = graphql(
  `
    query Emails($filter: EmailFilter, $cursor: String, $limit: Int) {
      emails(filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...EmailRow
        }
        next
      }
    }
  `,
  [EMAIL_ROW],
);
export type EmailFilter = NonNullable<VariablesOf<typeof EMAILS>['filter']>;

export const EMAILS_VIEWER_CAN = graphql(`
  query EmailsViewerCan {
    emailsViewerCan {
      compose
      plan
      editPlanned
      cancelPlanned
      placeholders
    }
  }
`);

/** The composer's campaign: everything it edits. */
export const COMPOSED_EMAIL = graphql(`
  fragment ComposedEmail on Email {
    _id
    subject
    content
    status
    cc
    bcc
    layoutId
    scheduledAt
    sentAt
    recipientCount
    updatedAt
    recipients {
      userIds
      startupIds
      savedViewId
      people {
        _id
        name
      }
      startups {
        _id
        name
      }
      applicants {
        funnelId
        roundIds
        statuses
      }
    }
  }
`);
export type ComposedEmailData = ResultOf<typeof COMPOSED_EMAIL>;

export const EMAIL_FOR_EDIT = graphql(
  `
    query EmailForEdit($id: ID!) {
      email(id: $id) {
        ...ComposedEmail
      }
    }
  `,
  [COMPOSED_EMAIL],
);

export const EMAIL_REACH = graphql(`
  query EmailReach($id: ID!) {
    email(id: $id) {
      _id
      reach
    }
  }
`);

export const CREATE_EMAIL = graphql(`
  mutation CreateEmail($data: EmailInput) {
    createEmail(data: $data) {
      _id
    }
  }
`);

export const UPDATE_EMAIL = graphql(
  `
    mutation UpdateEmail($id: ID!, $data: EmailInput!) {
      updateEmail(id: $id, data: $data) {
        ...ComposedEmail
      }
    }
  `,
  [COMPOSED_EMAIL],
);
export type EmailInput = VariablesOf<typeof UPDATE_EMAIL>['data'];

export const SEND_EMAIL = graphql(
  `
    mutation SendEmail($id: ID!) {
      sendEmail(id: $id) {
        ...ComposedEmail
      }
    }
  `,
  [COMPOSED_EMAIL],
);

export const SCHEDULE_EMAIL = graphql(
  `
    mutation ScheduleEmail($id: ID!, $runAt: String!) {
      scheduleEmail(id: $id, runAt: $runAt) {
        ...ComposedEmail
      }
    }
  `,
  [COMPOSED_EMAIL],
);

export const DELETE_EMAIL = graphql(`
  mutation DeleteEmail($id: ID!) {
    deleteEmail(id: $id)
  }
`);

export const EMAIL_RECIPIENTS = graphql(`
  query EmailRecipients($id: ID!, $cursor: String, $limit: Int) {
    emailRecipients(id: $id, cursor: $cursor, limit: $limit) {
      results {
        email
        startupName
        status
        openedCount
        lastOpenedAt
        clickedCount
        lastClickedAt
        bounceReason
        user {
          _id
          fullName
        }
      }
      next
    }
  }
`);
export type EmailRecipientData = ResultOf<typeof EMAIL_RECIPIENTS>['emailRecipients']['results'][number];

export const PREVIEW_EMAIL = graphql(`
  query PreviewEmail($id: ID!, $userId: ID!) {
    previewEmail(id: $id, recipientUserId: $userId) {
      subject
      document
    }
  }
`);

/** The sent campaign's report. */
export const EMAIL_REPORT = graphql(`
  query EmailReport($id: ID!) {
    email(id: $id) {
      _id
      subject
      status
      sentAt
      recipientCount
      createdBy {
        _id
        fullName
      }
      tracking {
        recipients
        delivered
        opened
        clicked
        bounced
        deferred
        dropped
        spam
      }
    }
  }
`);

export const PLANNED_ACTION_ROW = graphql(`
  fragment PlannedActionRow on PlannedAction {
    _id
    kind
    status
    runAt
    title
    payload
    error
    doneAt
    email {
      _id
    }
    createdBy {
      _id
      fullName
    }
    viewerCan {
      edit
      cancel
    }
  }
`);
export type PlannedActionRowData = ResultOf<typeof PLANNED_ACTION_ROW>;

export const PLANNED_ACTIONS = graphql(
  `
    query PlannedActions($filter: PlannedActionFilter, $cursor: String, $limit: Int) {
      plannedActions(filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...PlannedActionRow
        }
        next
      }
    }
  `,
  [PLANNED_ACTION_ROW],
);

export const CREATE_PLANNED_ACTION = graphql(
  `
    mutation CreatePlannedAction($kind: PlannedActionKind!, $runAt: String!, $payload: String!) {
      createPlannedAction(kind: $kind, runAt: $runAt, payload: $payload) {
        ...PlannedActionRow
      }
    }
  `,
  [PLANNED_ACTION_ROW],
);

export const UPDATE_PLANNED_ACTION = graphql(
  `
    mutation UpdatePlannedAction($id: ID!, $data: PlannedActionInput!) {
      updatePlannedAction(id: $id, data: $data) {
        ...PlannedActionRow
      }
    }
  `,
  [PLANNED_ACTION_ROW],
);

export const CANCEL_PLANNED_ACTION = graphql(
  `
    mutation CancelPlannedAction($id: ID!) {
      cancelPlannedAction(id: $id) {
        ...PlannedActionRow
      }
    }
  `,
  [PLANNED_ACTION_ROW],
);

/** What the recipients picker offers: startups, funnels with their rounds, saved views of the applications overview. */
export const STARTUP_CHOICES = graphql(`
  query EmailStartupChoices($search: String) {
    startups(filter: { search: $search }, limit: 20) {
      results {
        _id
        name
      }
    }
  }
`);

export const FUNNEL_CHOICES = graphql(`
  query EmailFunnelChoices {
    funnels(limit: 100) {
      results {
        _id
        name
        rounds {
          _id
          name
        }
      }
    }
  }
`);

/** The saved views a campaign may go to, of each list whose views the plan offers. */
export const RECIPIENT_VIEWS = graphql(`
  query EmailRecipientViews($applications: Boolean!, $users: Boolean!, $startups: Boolean!) {
    applications: savedViews(list: applications) @include(if: $applications) {
      _id
      name
    }
    users: savedViews(list: users) @include(if: $users) {
      _id
      name
    }
    startups: savedViews(list: startups) @include(if: $startups) {
      _id
      name
    }
  }
`);

/** Content templates to insert, and designs to choose (plan flag emailTemplates). */
export const CONTENT_TEMPLATES = graphql(`
  query EmailContentTemplateChoices($search: String) {
    contentTemplates(search: $search, limit: 50) {
      results {
        _id
        name
        subject
        body
      }
    }
  }
`);

export const DESIGN_CHOICES = graphql(`
  query EmailDesignChoices {
    emailTemplates(limit: 100) {
      results {
        _id
        name
        isDefault
      }
    }
  }
`);
