import { and, eq } from 'drizzle-orm';
import { schema } from '../../../core/db/pool.ts';
import { readersAmong } from '../../timeline/readers.ts';
import { notificationProducer } from '../producer.ts';

/** Where staff read a startup's metrics: its file's analytics tab. */
const analyticsUrl = (startupId: string) => `/startup/${startupId}/file/analytics`;

/**
 * `metrics.valuesSubmitted`: the people assigned to the startup hear that its metrics were
 * updated (updatedMetrics), from whoever entered them; those who may no longer read the startup
 * are left out, and so is the one who entered them (the pipeline drops the actor).
 */
export const metricsUpdated = notificationProducer({
  eventKind: 'metrics.valuesSubmitted',
  async produce(event, ctx, db) {
    const { startupId, startupName } = event.data;
    const m = schema.startupMembers;
    const assigned = await db
      .select({ userId: m.userId })
      .from(m)
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.startupId, startupId), eq(m.kind, 'assigned')));
    const recipients = await readersAmong(
      ctx,
      db,
      assigned.map((row) => row.userId),
      { startupId, isPublic: true },
    );
    if (!recipients.length) return [];
    // Values entered through a reminder mail's link have no person behind them.
    const messageKey = event.actorId ? 'updatedMetrics' : 'updatedMetricsBySystem';
    return [{ type: 'updatedMetrics', messageKey, recipients, params: { startup: startupName }, url: analyticsUrl(startupId), senderId: event.actorId }];
  },
});
