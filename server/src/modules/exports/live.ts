import { livePubSub, type EventReactions } from '../../core/events.ts';

/** The topic of one export's progress: its requester's open history page listens to it. */
export const exportTopic = (incubatorId: string, exportId: string) => `export:${incubatorId}:${exportId}`;

/** What subscribers hear: which export changed, and whose it is (the subscription checks it is theirs). */
export interface ExportSignal {
  id: string;
  requestedBy: string;
}

/** A cancelled export's page learns it stopped; the runner publishes the progress of those it writes. */
export const exportReactions: EventReactions = {
  'export.cancelled': async (ctx, db, { subjectId, data }) => {
    const signal: ExportSignal = { id: subjectId!, requestedBy: data.requestedBy };
    await livePubSub(ctx).publish(db, exportTopic(ctx.incubator.id, subjectId!), { ...signal });
  },
};
