import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

/** The startup as the file's header and tabs read it (api-contract "Startups, activity timeline …"). */
export const STARTUP_FILE_FIELDS = graphql(`
  fragment StartupFileFields on Startup {
    _id
    name
    logo
    description
    website
    yearFounded
    stage
    country
    city
    archived
    createdAt
    people { _id fullName }
    founders { founderType user { _id fullName } }
    assignedPeople { _id fullName avatar roleType roleLabel }
    industries { _id name }
    tags { _id name color }
    programs { _id name }
    viewerCan {
      editProfile
      editName
      assignPeople
      archive
      delete
      addIndustry
      removeIndustry
      addTag
      removeTag
      createMilestone
      editMilestone
      writePrivateNotes
      viewDocuments
      editDocuments
      viewCustomFields
    }
  }
`);

export const STARTUP_FILE = graphql(
  `
  query StartupFile($id: ID!) {
    startup(id: $id) { ...StartupFileFields }
  }
`,
  [STARTUP_FILE_FIELDS],
);

export type StartupFile = ResultOf<typeof STARTUP_FILE_FIELDS>;
export type StartupViewerCan = StartupFile['viewerCan'];

// ---- Timeline ----

export const TIMELINE_AUTHOR_FIELDS = graphql(`
  fragment TimelineAuthorFields on TimelineAuthor {
    _id
    fullName
    avatar
    roleType
    roleLabel
    firstStartupPeopleCount
    startups { _id name logo people { _id fullName } }
  }
`);

export const TIMELINE_ATTACHMENT_FIELDS = graphql(`
  fragment TimelineAttachmentFields on TimelineAttachment { _id name fileType fileUrl url pdfUrl }
`);

/** A note or a reply: what its card shows and what its menu may do. */
export const NOTE_FIELDS = graphql(
  `
  fragment NoteFields on Event {
    _id
    createdAt
    updatedAt
    edited
    eventType
    message
    isPublic
    isPinned
    isUpdate
    attr1
    start
    end
    replyCount
    viewerCanEdit
    viewerCanPin
    viewerCanDelete
    createdBy { ...TimelineAuthorFields }
    attachments { ...TimelineAttachmentFields }
  }
`,
  [TIMELINE_AUTHOR_FIELDS, TIMELINE_ATTACHMENT_FIELDS],
);

/** The Event kind on the timeline: a note with its thread. */
export const EVENT_ITEM_FIELDS = graphql(
  `
  fragment EventItemFields on Event {
    ...NoteFields
    replies { ...NoteFields }
  }
`,
  [NOTE_FIELDS],
);

export const MILESTONE_FIELDS = graphql(`
  fragment MilestoneFields on Milestone {
    _id
    name
    description
    dueDate
    status
    reachedAt
    startupId
    owner { _id fullName }
  }
`);

export const MILESTONE_POST_FIELDS = graphql(
  `
  fragment MilestonePostItemFields on MilestonePost {
    milestone { ...MilestoneFields }
  }
`,
  [MILESTONE_FIELDS],
);

/**
 * What every kind shares. Each kind's own fields are spread in beside these at run time from the
 * kind registry (`timeline/kinds.ts`), so a feature adds a kind without touching this query.
 */
export const STARTUP_EVENTS = graphql(
  `
  query StartupEvents($startupId: ID!, $cursor: String, $type: String, $limit: Int) {
    startupEvents(startupId: $startupId, cursor: $cursor, type: $type, limit: $limit) {
      results {
        __typename
        _id
        createdAt
        createdBy { ...TimelineAuthorFields }
      }
      next
    }
  }
`,
  [TIMELINE_AUTHOR_FIELDS],
);

export type StartupEventsVariables = VariablesOf<typeof STARTUP_EVENTS>;
/** An item as the list holds it: the shared fields, and its kind's own beside them. */
export type TimelineEntry = ResultOf<typeof STARTUP_EVENTS>['startupEvents']['results'][number] & Record<string, unknown>;
export type TimelineAuthor = NonNullable<TimelineEntry['createdBy']>;
export type Note = ResultOf<typeof NOTE_FIELDS>;
export type EventItem = ResultOf<typeof EVENT_ITEM_FIELDS>;
export type TimelineAttachment = ResultOf<typeof TIMELINE_ATTACHMENT_FIELDS>;
export type Milestone = ResultOf<typeof MILESTONE_FIELDS>;
export type MilestonePostItem = ResultOf<typeof MILESTONE_POST_FIELDS>;

export const STARTUP_TIMELINE_KINDS = graphql(`
  query StartupTimelineKinds($startupId: ID!) {
    startupTimelineKinds(startupId: $startupId)
  }
`);

export const CREATE_STARTUP_NOTE = graphql(
  `
  mutation CreateStartupNote($startupId: ID!, $message: String!, $isPublic: Boolean, $isPinned: Boolean, $isUpdate: Boolean, $attachmentIds: [ID!]) {
    createStartupNote(startupId: $startupId, message: $message, isPublic: $isPublic, isPinned: $isPinned, isUpdate: $isUpdate, attachmentIds: $attachmentIds) {
      ...EventItemFields
    }
  }
`,
  [EVENT_ITEM_FIELDS],
);

export const REPLY_TO_STARTUP_NOTE = graphql(
  `
  mutation ReplyToStartupNote($eventId: ID!, $message: String!, $attachmentIds: [ID!]) {
    replyToStartupNote(eventId: $eventId, message: $message, attachmentIds: $attachmentIds) { ...NoteFields }
  }
`,
  [NOTE_FIELDS],
);

export const UPDATE_STARTUP_NOTE = graphql(
  `
  mutation UpdateStartupNote($eventId: ID!, $message: String, $isPublic: Boolean, $isPinned: Boolean, $isUpdate: Boolean) {
    updateStartupNote(eventId: $eventId, message: $message, isPublic: $isPublic, isPinned: $isPinned, isUpdate: $isUpdate) { ...NoteFields }
  }
`,
  [NOTE_FIELDS],
);

/** Named as spec 1 §2 names it for the loading indicator. */
export const DELETE_STARTUP_NOTE = graphql(`
  mutation DeleteStartupNoteInTimeline($eventId: ID!) {
    deleteStartupNote(eventId: $eventId)
  }
`);

export const STARTUP_TIMELINE_UPDATED = graphql(`
  subscription StartupTimelineUpdated($startupId: ID!) {
    startupTimelineUpdated(startupId: $startupId) { updateType eventId parentId }
  }
`);

export type TimelineUpdate = ResultOf<typeof STARTUP_TIMELINE_UPDATED>['startupTimelineUpdated'];

// ---- Company ----

export const STARTUP_PROFILE_CHOICES = graphql(`
  query StartupProfileChoices {
    industries { _id name }
    startupTags { _id name color }
    programs { _id name }
  }
`);

export const UPDATE_STARTUP = graphql(
  `
  mutation UpdateStartup($startupId: ID!, $data: StartupInput!) {
    updateStartup(startupId: $startupId, data: $data) { ...StartupFileFields }
  }
`,
  [STARTUP_FILE_FIELDS],
);

export type StartupInput = VariablesOf<typeof UPDATE_STARTUP>['data'];

export const CREATE_STARTUP_TAG = graphql(`
  mutation CreateStartupTag($name: String!) {
    createStartupTag(name: $name) { _id name color }
  }
`);

export const ADD_STARTUP_FOUNDER = graphql(
  `
  mutation AddStartupFounder($startupId: ID!, $userId: ID!, $founderType: String!) {
    addStartupFounder(startupId: $startupId, userId: $userId, founderType: $founderType) { ...StartupFileFields }
  }
`,
  [STARTUP_FILE_FIELDS],
);

export const ASSIGN_STARTUP_PERSON = graphql(
  `
  mutation AssignStartupPerson($startupId: ID!, $userId: ID!) {
    assignStartupPerson(startupId: $startupId, userId: $userId) { ...StartupFileFields }
  }
`,
  [STARTUP_FILE_FIELDS],
);

export const REMOVE_STARTUP_PERSON = graphql(
  `
  mutation RemoveStartupPerson($startupId: ID!, $userId: ID!) {
    removeStartupPerson(startupId: $startupId, userId: $userId) { ...StartupFileFields }
  }
`,
  [STARTUP_FILE_FIELDS],
);

/** People who may be placed on the startup as staff, coach, mentor or expert. */
export const ASSIGNABLE_STARTUP_PEOPLE = graphql(`
  query AssignableStartupPeople($startupId: ID!, $search: String) {
    assignableStartupPeople(startupId: $startupId, search: $search) { _id fullName avatar roleType roleLabel }
  }
`);

/** Startup-side people the viewer may see, for the founder picker. */
export const FOUNDER_CANDIDATES = graphql(`
  query FounderCandidates($filter: UsersFilter, $limit: Int) {
    users(filter: $filter, limit: $limit) {
      results { _id fullName avatar }
    }
  }
`);

// ---- Milestones ----

export const STARTUP_MILESTONES = graphql(
  `
  query StartupMilestones($startupId: ID!) {
    startupMilestones(startupId: $startupId) { ...MilestoneFields }
  }
`,
  [MILESTONE_FIELDS],
);

export const CREATE_STARTUP_MILESTONE = graphql(
  `
  mutation CreateStartupMilestone($startupId: ID!, $data: MilestoneInput!) {
    createStartupMilestone(startupId: $startupId, data: $data) { ...MilestoneFields }
  }
`,
  [MILESTONE_FIELDS],
);

export const UPDATE_STARTUP_MILESTONE = graphql(
  `
  mutation UpdateStartupMilestone($milestoneId: ID!, $data: MilestoneInput!) {
    updateStartupMilestone(milestoneId: $milestoneId, data: $data) { ...MilestoneFields }
  }
`,
  [MILESTONE_FIELDS],
);

export type MilestoneInput = VariablesOf<typeof CREATE_STARTUP_MILESTONE>['data'];

export const DELETE_STARTUP_MILESTONE = graphql(`
  mutation DeleteStartupMilestone($milestoneId: ID!) {
    deleteStartupMilestone(milestoneId: $milestoneId)
  }
`);
