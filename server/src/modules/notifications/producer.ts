import type { NotificationType } from '@seedbed/contracts/notifications';
import type { Db } from '../../core/db/pool.ts';
import type { EventContext, EventKind, RecordedEvent } from '../../core/events.ts';
import type { MailAttachment } from '../../core/mail.ts';
import type { NotificationParams } from '../../db/schema/index.ts';

/** One notification a producer asks for: the pipeline filters recipients by preference and delivers it. */
export interface NotificationDraft {
  type: NotificationType;
  /** Key under `notifications.messages`; the type itself when absent. */
  messageKey?: string;
  recipients: readonly string[];
  /** Rendered into the message at read time; `roleId` is resolved to the role's label. */
  params?: NotificationParams;
  url?: string | null;
  /**
   * The person who caused it, shown beside it; null when the system did. A sender never receives
   * their own notification, and neither does the event's actor when a person sent it.
   */
  senderId: string | null;
  /** False: in the app only, never by mail (a feature whose mails the plan leaves out, such as emailEvents). */
  mail?: boolean;
  /** Files its mail carries for one recipient (a meeting's calendar invitation); none when absent. */
  attachments?: (recipient: { id: string; email: string }) => MailAttachment[];
}

/**
 * Turns one kind of domain event into notifications. Producers run inside the transaction that
 * recorded the event, so they may read what the change just wrote.
 */
export interface NotificationProducer<K extends EventKind = EventKind> {
  eventKind: K;
  produce(event: RecordedEvent<K>, ctx: EventContext, db: Db): Promise<NotificationDraft[]>;
}

/** Declares a producer with its event's payload typed. */
export const notificationProducer = <K extends EventKind>(producer: NotificationProducer<K>) => producer as unknown as NotificationProducer;

/** Reads a list of ids from event data, ignoring anything else: a stored event may predate its payload's current shape. */
export function idsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
