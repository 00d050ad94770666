/** Each person hears of their own new notifications on a topic of their own. */
export const notificationTopic = (incubatorId: string, userId: string) => `notifications-for-user:${incubatorId}:${userId}`;

/** Kept small: the subscriber loads the row in its own transaction, with its own viewer's checks. */
export interface NotificationCreatedEvent {
  recipientId: string;
  userId: string;
}
