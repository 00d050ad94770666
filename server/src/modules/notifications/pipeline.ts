import { and, eq, inArray, ne } from 'drizzle-orm';
import { groupOfType } from '@seedbed/contracts/notifications';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventContext, RecordedEvent } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import type { Mail } from '../../core/mail.ts';
import type { NotificationRow, UserRow } from '../../db/schema/index.ts';
import { notificationTopic, type NotificationCreatedEvent } from './live.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { composeNotificationMail } from './mail.ts';
import { preferencesOf } from './preferences.ts';
import type { NotificationDraft } from './producer.ts';
import { producersFor } from './producers/index.ts';
import { roleIdOf } from './render.ts';

const n = schema.notifications;
const r = schema.notificationRecipients;
const u = schema.users;

/** Rows per INSERT: far below PostgreSQL's limit of 65,535 parameters per statement. */
const CHUNK = 500;
/** Mails in flight at once after a commit. */
const MAIL_CONCURRENCY = 4;

type NewNotification = typeof n.$inferInsert & Pick<NotificationRow, 'id' | 'messageKey' | 'params' | 'url' | 'senderId'>;
type Recipient = Pick<UserRow, 'id' | 'email' | 'language' | 'firstName'>;
type PlannedMail = { notification: NewNotification; recipient: Recipient; draft: NotificationDraft };

const unique = <T>(items: Iterable<T>) => [...new Set(items)];

/** A sender never hears of their own action; nor does the actor, when a person sent it. */
function recipientsOf(draft: NotificationDraft, event: RecordedEvent): string[] {
  const excluded = new Set<string>();
  if (draft.senderId) {
    excluded.add(draft.senderId);
    if (event.actorId) excluded.add(event.actorId);
  }
  return unique(draft.recipients.filter((id) => isId(id) && !excluded.has(id)));
}

/**
 * The one path from a domain event to notifications, run inside the transaction that recorded the
 * event: the event's producers say who should hear of it; each person's preference for the type's
 * group decides whether they get it in the app, by mail, both or neither. In-app rows and live
 * events commit or roll back with the change; mail leaves only after the commit.
 */
export async function deliverNotifications(ctx: EventContext, db: Db, event: RecordedEvent): Promise<void> {
  const producers = producersFor(event.kind);
  if (!producers.length) return;
  const drafts: NotificationDraft[] = [];
  for (const producer of producers) drafts.push(...(await producer.produce(event, ctx, db)));
  const planned = drafts.map((draft) => ({ draft, to: recipientsOf(draft, event) })).filter((p) => p.to.length);
  if (!planned.length) return;
  const services = ctx.services;
  if (!services) throw new Error(`notifications for ${event.kind} need the server's services in the event context`);

  const tenant = ctx.incubator.id;
  const people = await db
    .select({ id: u.id, email: u.email, language: u.language, firstName: u.firstName })
    .from(u)
    .where(and(eq(u.incubatorId, tenant), inArray(u.id, unique(planned.flatMap((p) => p.to))), ne(u.status, 'deleted')));
  const byId = new Map(people.map((p) => [p.id, p]));
  const preference = await preferencesOf(ctx, db, [...byId.keys()]);

  const notifications: NewNotification[] = [];
  const recipients: Array<typeof r.$inferInsert & { id: string; userId: string }> = [];
  const mails: PlannedMail[] = [];
  for (const { draft, to } of planned) {
    const group = groupOfType(draft.type);
    if (!group) throw new Error(`notification type ${draft.type} belongs to no group`);
    const reachable = to.filter((id) => byId.has(id));
    const inApp = reachable.filter((id) => preference(id, group).inApp);
    const byMail = draft.mail === false ? [] : reachable.filter((id) => preference(id, group).email);
    if (!inApp.length && !byMail.length) continue;
    const notification: NewNotification = {
      incubatorId: tenant,
      id: newId(),
      notificationType: draft.type,
      messageKey: draft.messageKey ?? draft.type,
      params: draft.params ?? {},
      url: draft.url ?? null,
      senderId: draft.senderId,
      eventId: event.id,
    };
    // Mail alone needs no row: the bell shows only what the person receives in the app.
    if (inApp.length) {
      notifications.push(notification);
      recipients.push(...inApp.map((userId) => ({ incubatorId: tenant, id: newId(), notificationId: notification.id, userId })));
    }
    for (const userId of byMail) mails.push({ notification, recipient: byId.get(userId)!, draft });
  }

  for (let i = 0; i < notifications.length; i += CHUNK) await db.insert(n).values(notifications.slice(i, i + CHUNK));
  for (let i = 0; i < recipients.length; i += CHUNK) await db.insert(r).values(recipients.slice(i, i + CHUNK));
  for (const row of recipients) {
    const payload: NotificationCreatedEvent = { recipientId: row.id, userId: row.userId };
    await services.pubsub.publish(db, notificationTopic(tenant, row.userId), { ...payload });
  }
  if (mails.length) await queueMails(ctx, db, mails);
}

/**
 * Composes each mail now (inside the transaction, from what it sees) and sends them once the
 * change is committed, a few at a time so that a task given to a large group does not hold the
 * answer for one mail after another.
 */
async function queueMails(ctx: EventContext, db: Db, mails: PlannedMail[]): Promise<void> {
  const services = ctx.services!;
  if (!ctx.afterCommit) {
    services.log.warn({ count: mails.length }, 'notification mail not sent: this event was recorded without an after-commit queue');
    return;
  }
  const tenant = ctx.incubator.id;
  const senderIds = unique(mails.map((m) => m.notification.senderId).filter((id): id is string => Boolean(id)));
  const roleIds = unique(mails.map((m) => roleIdOf(m.notification)).filter((id): id is string => Boolean(id)));
  const senders = senderIds.length
    ? await db
        .select()
        .from(u)
        .where(and(eq(u.incubatorId, tenant), inArray(u.id, senderIds)))
    : [];
  const roles = roleIds.length
    ? await db
        .select()
        .from(schema.roles)
        .where(and(eq(schema.roles.incubatorId, tenant), inArray(schema.roles.id, roleIds)))
    : [];
  // Links lead to the tenant's own address, whatever host the change was made from.
  const origin = tenantUrl(services.config, ctx.incubator);
  const composed: Mail[] = mails.map(({ notification, recipient, draft }) => {
    const roleId = roleIdOf(notification);
    const refs = {
      sender: senders.find((s) => s.id === notification.senderId) ?? null,
      ...(roleId ? { role: roles.find((x) => x.id === roleId) ?? null } : {}),
    };
    const mail = composeNotificationMail(ctx.incubator, recipient, notification, refs, origin);
    const attachments = draft.attachments?.(recipient);
    return attachments?.length ? { ...mail, attachments } : mail;
  });
  ctx.afterCommit.push(async () => {
    const queue = [...composed];
    const worker = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) {
        await services.mailer.send(tenant, mail).catch((error) => services.log.error({ err: (error as Error).message, requestId: ctx.requestId }, 'notification mail failed'));
      }
    };
    await Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, queue.length) }, worker));
  });
}
