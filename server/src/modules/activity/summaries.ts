import type { Context } from '../../core/context.ts';
import { eventDeclaration, type FeedEvent } from './declare.ts';
import { activityNames } from './names.ts';

/** The feed's sentence for one event, in the viewer's language; a kind no module declares reads with the generic sentence. */
export async function summarise(ctx: Context, event: FeedEvent): Promise<string> {
  const names = activityNames(ctx);
  const actor = await names.actor(event.actorId);
  const entry = eventDeclaration(event.kind)?.sentence;
  if (!entry) return ctx.t('activity.summaries.generic', { actor, kind: kindLabel(ctx, event.kind) });
  const params = (await entry.params?.(event, names)) ?? {};
  const key = entry.variant ? `${event.kind}.${entry.variant(event)}` : event.kind;
  return ctx.t(`activity.summaries.${key}`, { ...params, actor });
}

/** A kind's label for the filter; an unknown kind reads as its own words ("widget resized"). */
export function kindLabel(ctx: Pick<Context, 't'>, kind: string): string {
  return ctx.t(`activity.kinds.${kind}`, {
    defaultValue: kind
      .replace(/[._]/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  });
}
