import { memo, requireViewer, type Context } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import type { EventRow } from './repo.ts';
import { eventLoaders } from './types.ts';
import { canSeeEvent } from './visibility.ts';

/** EVENT:CREATE: create events, which are then one's own to edit. */
export const mayCreateEvent = (ctx: Context): Promise<boolean> => memo(ctx, 'eventsMayCreate', () => isAuthorized(ctx, 'EVENT:CREATE'));

const holdsEdit = (ctx: Context) => memo(ctx, 'eventsMayEditAny', () => isAuthorized(ctx, 'EVENT:EDIT'));
const holdsDelete = (ctx: Context) => memo(ctx, 'eventsMayDeleteAny', () => isAuthorized(ctx, 'EVENT:DELETE'));

/** Whether the viewer is one of the event's hosts (read with the other events' hosts of the request). */
export async function hostsEvent(ctx: Context, event: EventRow): Promise<boolean> {
  const viewer = ctx.viewer;
  return Boolean(viewer) && (await eventLoaders(ctx).hosts.load(event.id)).includes(viewer!.user.id);
}

const isCreator = (ctx: Context, event: EventRow) => event.createdBy !== null && event.createdBy === ctx.viewer?.user.id;

/**
 * Who may change an event (spec 3 §6): holders of EVENT:EDIT any event; its creator while they hold
 * EVENT:CREATE; its hosts when the event lets hosts edit it (editPermission HOSTS).
 */
export async function mayEditEvent(ctx: Context, event: EventRow): Promise<boolean> {
  if (!ctx.viewer || event.incubatorId !== ctx.incubator.id) return false;
  if (await holdsEdit(ctx)) return true;
  if (isCreator(ctx, event) && (await mayCreateEvent(ctx))) return true;
  return event.editPermission === 'HOSTS' && (await hostsEvent(ctx, event));
}

/** Cancelling and deleting: EVENT:DELETE for any event, else one's own event one may edit (hosts never). */
export async function mayDeleteEvent(ctx: Context, event: EventRow): Promise<boolean> {
  if (!ctx.viewer || event.incubatorId !== ctx.incubator.id) return false;
  if (await holdsDelete(ctx)) return true;
  return isCreator(ctx, event) && (await mayEditEvent(ctx, event));
}

/** The attendee list, check-in and attendance: whoever may edit the event, and its hosts. */
export async function mayManageAttendees(ctx: Context, event: EventRow): Promise<boolean> {
  return (await mayEditEvent(ctx, event)) || (await hostsEvent(ctx, event));
}

/** An event the viewer may see, or NOT_FOUND (a malformed id, another tenant's, one out of sight). */
async function seenEvent(ctx: Context, id: string): Promise<EventRow> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const event = await eventLoaders(ctx).event.load(id);
  if (!event || event.incubatorId !== ctx.incubator.id) throw notFound();
  return event;
}

/** An event the viewer may edit; one they cannot see is NOT_FOUND, one they see but may not edit FORBIDDEN. */
export async function requireEditableEvent(ctx: Context, id: string): Promise<EventRow> {
  const event = await seenEvent(ctx, id);
  if (await mayEditEvent(ctx, event)) return event;
  throw (await canSeeEvent(ctx, event)) ? forbidden() : notFound();
}

/** An event the viewer may cancel or delete, with the same answers as requireEditableEvent. */
export async function requireDeletableEvent(ctx: Context, id: string): Promise<EventRow> {
  const event = await seenEvent(ctx, id);
  if (await mayDeleteEvent(ctx, event)) return event;
  throw (await canSeeEvent(ctx, event)) ? forbidden() : notFound();
}
