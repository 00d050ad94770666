import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../core/db/pool.ts';
import type { EventContext } from '../../core/events.ts';
import { mentionedIds, noteExcerpt, noteText, sanitizeNote } from '../timeline/sanitize.ts';
import { mentions, type PostRow, type Readers } from './types.ts';
import { readersAmong } from './visibility.ts';

/**
 * A post's text is the note editor's rich text, kept as the timeline keeps notes (timeline/sanitize.ts):
 * sanitised, mentions as `span[data-type=mention]`; what notifications quote is its plain text.
 */
export const sanitizePost = sanitizeNote;
export const postText = noteText;
export const postExcerpt = noteExcerpt;

/** People one post may name with @ and notify. */
const MENTIONS_MAX = 50;

/**
 * The input's content as it will be stored: sanitised, and refused when nothing readable is left
 * and no file comes with it (a post of nothing but a script is an empty post).
 */
export function sanitised<S extends z.ZodType<{ content: string; attachmentIds?: string[] | null }>>(input: S) {
  return input.transform((value, zctx) => {
    const content = sanitizePost(value.content);
    if (!postText(content) && !value.attachmentIds?.length) {
      zctx.addIssue({ code: 'custom', path: ['content'], message: 'community.feed.contentRequired', params: { key: 'community.feed.contentRequired' } });
      return z.NEVER;
    }
    return { ...value, content };
  });
}

async function mentionsOf(db: Db, tenant: string, postId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: mentions.userId })
    .from(mentions)
    .where(and(eq(mentions.incubatorId, tenant), eq(mentions.postId, postId)));
  return new Set(rows.map((row) => row.userId));
}

/**
 * The people a post or reply names who may read its thread, recorded so that the mention outlives
 * edits; answers those named for the first time (the author naming themselves is no mention).
 */
export async function recordMentions(ctx: EventContext, db: Db, post: Pick<PostRow, 'id' | 'content' | 'authorId'>, readers: Readers): Promise<string[]> {
  const named = mentionedIds(post.content)
    .filter((id) => id !== post.authorId)
    .slice(0, MENTIONS_MAX);
  if (!named.length) return [];
  const before = await mentionsOf(db, ctx.incubator.id, post.id);
  const added = (await readersAmong(ctx, db, named, readers)).filter((id) => !before.has(id));
  if (added.length) {
    await db
      .insert(mentions)
      .values(added.map((userId) => ({ incubatorId: ctx.incubator.id, postId: post.id, userId })))
      .onConflictDoNothing();
  }
  return added;
}
