/**
 * Notification types (spec 1 §3) and the groups a person sets preferences for. The server turns
 * domain events into notifications of these types; the web picks each type's icon from its
 * group's `icon`. Types after the spec's list are the product's own (tasks and account).
 */
export const NOTIFICATION_GROUPS = {
  meetings: { icon: 'appointment', types: ['meetingScheduled', 'meetingChanged', 'meetingDeleted'] },
  comments: { icon: 'message', types: ['newCommentApplication', 'newCommentStartup', 'newCommentApplicationStaff', 'newCommentStartupStaff'] },
  metrics: { icon: 'startupFileUpdate', types: ['updatedMetrics', 'metricsRequest'] },
  applications: { icon: 'programChange', types: ['changeApplicationStatus', 'approvalApplication', 'denialApplication'] },
  community: { icon: 'senderAvatar', types: ['newReaction', 'newNoteReply', 'siblingNoteReply', 'alikePeopleNoteCreated'] },
  tasks: { icon: 'task', types: ['taskAssigned', 'tasksDueTomorrow'] },
  account: { icon: 'account', types: ['roleChanged'] },
  feedback: { icon: 'feedback', types: ['feedbackRequested'] },
  events: { icon: 'appointment', types: ['eventRegistered', 'eventUpdated', 'eventCancelled', 'eventReminder', 'eventWaitlistPromoted'] },
  courses: { icon: 'feedback', types: ['courseReviewed', 'courseReminder'] },
} as const;

export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;
export type NotificationType = (typeof NOTIFICATION_GROUPS)[NotificationGroup]['types'][number];
export type NotificationIcon = (typeof NOTIFICATION_GROUPS)[NotificationGroup]['icon'];

export const NOTIFICATION_GROUP_NAMES = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

export const NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_GROUP_NAMES.flatMap((g) => NOTIFICATION_GROUPS[g].types);

export function groupOfType(type: string): NotificationGroup | null {
  return NOTIFICATION_GROUP_NAMES.find((g) => (NOTIFICATION_GROUPS[g].types as readonly string[]).includes(type)) ?? null;
}

/** What a person receives for a group when they have not chosen: in the app always, by mail for these. */
export const DEFAULT_EMAIL_GROUPS: readonly NotificationGroup[] = ['meetings', 'applications', 'tasks', 'account', 'feedback', 'events', 'courses'];

export interface NotificationPreference {
  group: NotificationGroup;
  inApp: boolean;
  email: boolean;
}

export function defaultPreferences(): NotificationPreference[] {
  return NOTIFICATION_GROUP_NAMES.map((group) => ({ group, inApp: true, email: DEFAULT_EMAIL_GROUPS.includes(group) }));
}

/** Spec 1 §9. */
export const NOTIFICATIONS_PAGE_SIZE = 16;
export const NOTIFICATION_PREVIEW_LENGTH = 80;
export const BADGE_CAP = 99;
export const NAVBAR_TASKS_PAGE_SIZE = 15;
