import { requireViewer, type Context } from '../../core/context.ts';
import { isAuthorized } from '../permissions/scope.ts';
import type { TimelineRow } from './kinds.ts';

/**
 * Spec 3 §6: one's own note can always be deleted, someone else's with NOTE_SINGLE:DELETE. A note
 * with replies takes its thread with it, so it needs NOTE_THREAD:DELETE unless the note and every
 * reply are the viewer's own.
 */
export async function mayDeleteNote(ctx: Context, note: TimelineRow, replies: readonly TimelineRow[]): Promise<boolean> {
  const me = requireViewer(ctx).user.id;
  const own = note.createdBy === me;
  if (!replies.length) return own || isAuthorized(ctx, 'NOTE_SINGLE:DELETE');
  if (own && replies.every((reply) => reply.createdBy === me)) return true;
  return isAuthorized(ctx, 'NOTE_THREAD:DELETE');
}
