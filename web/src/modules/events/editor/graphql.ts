import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** Every field the editor changes, with what the header's actions depend on. */
const EDITED_EVENT_FIELDS = graphql(`
  fragment EditedEventFields on IncubatorEvent {
    _id
    eventType
    title
    description
    capacity
    image
    cover
    locationMode
    location { text link }
    conferenceData { url solution }
    hosts { _id fullName }
    calendarHost { _id fullName }
    status
    editPermission
    visibility {
      userRoles { is isNot }
      userTags { is isNot }
      startupTags { is isNot }
      startupPrograms { is isNot }
    }
    topics { _id name color }
    tags { _id name color }
    startTime
    endTime
    timezone
    duration
    timeslotIncrement
    numberOfSessions
    oneOnOneDates { start end }
    availability { method type mode }
    attachmentLinks { label url }
    isArchived
    noOfBookings
    registrationNoticePeriod { meetingRegistrationHasNoticePeriod periodValue periodUnit }
    ignoreHostsLinkedCalendar
    ignoreHourAllocation
    recurrence { frequency interval weekdays until count }
    seriesId
    viewerCan { edit delete publish }
  }
`);

export const EVENT_FOR_EDIT = graphql(
  `
  query IncubatorEventEditor($id: ID!) {
    incubatorEvent(id: $id) { ...EditedEventFields }
  }
`,
  [EDITED_EVENT_FIELDS],
);

export const UPDATE_EVENT = graphql(
  `
  mutation UpdateIncubatorEvent($eventId: ID!, $data: IncubatorEventInput!, $scope: EventEditScope) {
    updateIncubatorEvent(eventId: $eventId, data: $data, scope: $scope) { ...EditedEventFields }
  }
`,
  [EDITED_EVENT_FIELDS],
);

export const PUBLISH_EVENT = graphql(
  `
  mutation PublishIncubatorEvent($eventId: ID!, $scope: EventEditScope) {
    publishIncubatorEvent(eventId: $eventId, scope: $scope) { ...EditedEventFields }
  }
`,
  [EDITED_EVENT_FIELDS],
);

export const UNPUBLISH_EVENT = graphql(
  `
  mutation UnpublishIncubatorEvent($eventId: ID!, $scope: EventEditScope) {
    unpublishIncubatorEvent(eventId: $eventId, scope: $scope) { ...EditedEventFields }
  }
`,
  [EDITED_EVENT_FIELDS],
);

export const CANCEL_EVENT = graphql(
  `
  mutation CancelIncubatorEvent($eventId: ID!, $scope: EventEditScope, $message: String) {
    cancelIncubatorEvent(eventId: $eventId, scope: $scope, message: $message) { ...EditedEventFields }
  }
`,
  [EDITED_EVENT_FIELDS],
);

export const DELETE_EVENT = graphql(`
  mutation DeleteIncubatorEvent($eventId: ID!, $scope: EventEditScope) {
    deleteIncubatorEvent(eventId: $eventId, scope: $scope)
  }
`);

export const ARCHIVE_EVENT = graphql(
  `
  mutation ArchiveIncubatorEvent($eventId: ID!, $archived: Boolean!) {
    archiveIncubatorEvent(eventId: $eventId, archived: $archived) { ...EditedEventFields }
  }
`,
  [EDITED_EVENT_FIELDS],
);

export const DUPLICATE_EVENT = graphql(`
  mutation DuplicateIncubatorEvent($eventId: ID!) {
    duplicateIncubatorEvent(eventId: $eventId) { _id }
  }
`);

/** The choices of the pickers, each read on its own: a list the viewer may not read leaves its picker out, not the form. */
export const EVENT_TAG_CHOICES = graphql(`
  query EventEditorTagChoices($category: String!) {
    tags(category: $category) { _id name color }
  }
`);

export const EVENT_PROGRAM_CHOICES = graphql(`
  query EventEditorProgramChoices { programs { _id name } }
`);

export type EditedEvent = ResultOf<typeof EDITED_EVENT_FIELDS>;
export type EventInput = VariablesOf<typeof UPDATE_EVENT>['data'];
export type { EventEditScope } from '@seedbed/contracts/events-input';
