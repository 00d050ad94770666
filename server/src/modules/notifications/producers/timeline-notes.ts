import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/pool.ts';
import { schema } from '../../../core/db/pool.ts';
import type { EventContext } from '../../../core/events.ts';
import { readersAmong } from '../../timeline/readers.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';

/** Where a startup's timeline is read. */
export const timelineUrl = (startupId: string) => `/startup/${startupId}/file/activities`;

async function startupPeople(ctx: EventContext, db: Db, startupId: string): Promise<{ founders: string[]; assigned: string[] }> {
  const m = schema.startupMembers;
  const rows = await db
    .select({ userId: m.userId, kind: m.kind })
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.startupId, startupId)));
  return {
    founders: rows.filter((r) => r.kind === 'founder').map((r) => r.userId),
    assigned: rows.filter((r) => r.kind === 'assigned').map((r) => r.userId),
  };
}

/**
 * `timeline.noteCreated`. A note tells the startup's people: its founders (newCommentStartup,
 * public notes only) and the people assigned to it (newCommentStartupStaff); a private note only
 * those of them who read private notes. A reply tells its thread instead: the note's author
 * (newNoteReply) and those who replied before (siblingNoteReply). People the note names are told
 * by the mention's own notification (timeline-mentions.ts), not twice. Everyone told is someone
 * who may read the note now.
 */
export const timelineNoteCreated = notificationProducer({
  eventKind: 'timeline.noteCreated',
  async produce(event, ctx, db) {
    const { startupId, startupName, isPublic, parentId, excerpt } = event.data;
    const item = { startupId, isPublic };
    const mentioned = new Set(idsIn(event.data.mentionIds));
    const readers = async (ids: string[]) => (await readersAmong(ctx, db, ids, item)).filter((id) => !mentioned.has(id));
    const base = { url: timelineUrl(startupId), senderId: event.actorId, params: { startup: startupName, note: excerpt } };

    if (parentId) {
      const parent = event.data.parent;
      const authorId = parent?.authorId ?? null;
      const params = { ...base.params, parentNote: parent?.excerpt ?? '' };
      const author = authorId ? await readers([authorId]) : [];
      const siblings = await readers(idsIn(event.data.replierIds).filter((id) => id !== authorId));
      const drafts: NotificationDraft[] = [
        { ...base, type: 'newNoteReply', recipients: author, params },
        { ...base, type: 'siblingNoteReply', recipients: siblings, params },
      ];
      return drafts.filter((draft) => draft.recipients.length);
    }

    const people = await startupPeople(ctx, db, startupId);
    const founders = isPublic ? await readers(people.founders) : [];
    const staff = (await readers(people.assigned)).filter((id) => !founders.includes(id));
    const drafts: NotificationDraft[] = [
      { ...base, type: 'newCommentStartup', recipients: founders },
      { ...base, type: 'newCommentStartupStaff', messageKey: isPublic ? 'newCommentStartupStaff' : 'newCommentStartupStaffPrivate', recipients: staff },
    ];
    return drafts.filter((draft) => draft.recipients.length);
  },
});
