import { REACTIONS, type Reaction } from '@seedbed/contracts/community';

/** How each reaction of spec 3 §3 is drawn. */
export const REACTION_EMOJI: Record<Reaction, string> = {
  LIKE: '👍',
  HEART: '❤️',
  HOORAY: '🎉',
  FIRE: '🔥',
  ROCKET: '🚀',
  CHECK: '✅',
};

export interface ReactionCount {
  reaction: string;
  count: number;
  viewerReacted: boolean;
}

/** Every kind in the product's order, with its count (0 when nobody reacted so) and whether the viewer did. */
export function reactionTally(reactions: readonly ReactionCount[]): Array<{ reaction: Reaction; count: number; viewerReacted: boolean }> {
  return REACTIONS.map((reaction) => {
    const found = reactions.find((r) => r.reaction === reaction);
    return { reaction, count: Math.max(0, found?.count ?? 0), viewerReacted: Boolean(found?.viewerReacted) };
  });
}

/**
 * The counts once the viewer toggled one kind: their reaction added (one more) or taken back (one
 * less). This is what the post shows at once, before the server answers with the true counts.
 */
export function toggledReactions(
  reactions: readonly ReactionCount[],
  reaction: Reaction,
): Array<{ __typename: 'PostReactionCount'; reaction: Reaction; count: number; viewerReacted: boolean }> {
  return reactionTally(reactions)
    .map((r) => (r.reaction === reaction ? { ...r, count: Math.max(0, r.count + (r.viewerReacted ? -1 : 1)), viewerReacted: !r.viewerReacted } : r))
    .filter((r) => r.count > 0 || r.viewerReacted)
    .map((r) => ({ __typename: 'PostReactionCount' as const, ...r }));
}
