import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { isId } from '../../core/ids.ts';
import { builder } from '../../core/schema-builder.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { attachmentView } from '../attachments/view.ts';
import { mayEditEvent } from './access.ts';
import { EVENT_REFERENCE } from './repo.ts';
import { eventLoaders } from './types.ts';
import { canSeeEvent } from './visibility.ts';

const load = (ctx: Context, id: string) => (isId(id) ? eventLoaders(ctx).event.load(id) : Promise.resolve(null));

/** An event's files go with the event: those who may open it read them, those who may edit it change them. */
export const eventFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    const event = await load(ctx, id);
    return event ? canSeeEvent(ctx, event) : false;
  },
  async canEdit(ctx, id) {
    const event = await load(ctx, id);
    return event ? mayEditEvent(ctx, event) : false;
  },
};

/** The files of the events of a request, in one query, oldest first. */
export function eventFiles(ctx: Context, eventId: string): Promise<AttachmentRow[]> {
  const loader = memo(
    ctx,
    'eventFiles',
    () =>
      new DataLoader<string, AttachmentRow[]>(async (ids) => {
        const a = schema.attachments;
        const rows = await (await ctx.tx.db())
          .select()
          .from(a)
          .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, EVENT_REFERENCE), inArray(a.referenceId, [...ids])))
          .orderBy(asc(a.createdAt), asc(a.id));
        return ids.map((id) => rows.filter((row) => row.referenceId === id));
      }),
  );
  return loader.load(eventId);
}

export const EventAttachment = builder.objectRef<AttachmentRow>('EventAttachment').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    fileType: t.exposeString('fileType', { nullable: false }),
    size: t.int({ nullable: false, resolve: (row) => Number(row.size) }),
    fileUrl: t.string({ nullable: false, resolve: (row) => attachmentView(row).fileUrl }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
  }),
});
