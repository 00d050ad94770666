import type { NotificationType } from '@seedbed/contracts/notifications';
import type { Db } from '../../core/db/pool.ts';
import type { EventContext, RecordedEvent } from '../../core/events.ts';
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
}

/**
 * Turns one kind of domain event into notifications. Producers run inside the transaction that
 * recorded the event, so they may read what the change just wrote.
 */
export interface NotificationProducer {
  eventKind: string;
  produce(event: RecordedEvent, ctx: EventContext, db: Db): Promise<NotificationDraft[]>;
}

const byKind = new Map<string, NotificationProducer[]>();

/** Declares a producer; modules call this once, when they are imported. */
export function registerNotificationProducer(producer: NotificationProducer): void {
  const list = byKind.get(producer.eventKind) ?? [];
  if (!list.includes(producer)) list.push(producer);
  byKind.set(producer.eventKind, list);
}

export function producersFor(kind: string): readonly NotificationProducer[] {
  return byKind.get(kind) ?? [];
}

/** Reads a list of ids from event data written by another module, ignoring anything else. */
export function idsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
