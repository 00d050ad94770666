import type { EventContext, EventReactions } from '../../core/events.ts';
import type { Db } from '../../core/db/pool.ts';
import { hasTimelineItem, postTimelineItem, removeTimelineItemsOf } from '../timeline/post.ts';

/** The kind a reached milestone is shown as on the timeline (milestones/schema.ts declares it). */
export const MILESTONE_POST = 'MilestonePost';

async function postReached(ctx: EventContext, db: Db, milestoneId: string, startupId: string, actorId: string | null): Promise<void> {
  // Reached, reopened and reached again, it keeps its one post.
  if (await hasTimelineItem(ctx, db, MILESTONE_POST, milestoneId)) return;
  await postTimelineItem(ctx, db, { kind: MILESTONE_POST, startupId, subjectId: milestoneId, createdBy: actorId });
}

/** A milestone reached is posted on its startup's timeline; a deleted one takes its post away. */
export const milestonePostReactions: EventReactions = {
  'milestone.created': async (ctx, db, event) => {
    if (event.data.reached) await postReached(ctx, db, event.subjectId!, event.data.startupId, event.actorId);
  },
  'milestone.updated': async (ctx, db, event) => {
    if (event.data.reached) await postReached(ctx, db, event.subjectId!, event.data.startupId, event.actorId);
  },
  'milestone.deleted': (ctx, db, event) => removeTimelineItemsOf(ctx, db, event.subjectId!),
};
