import { and, eq } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { prefs } from './repo.ts';

/** A session's room name: the tenant and the random end of the session's id, unguessable and stable. */
export const videoRoomName = (tenantSlug: string, sessionId: string) => `${tenantSlug}-${sessionId.replace(/-/g, '').slice(-12)}`;

/**
 * The video link a new session gets when its organiser gives none (spec 2 §3, premium
 * videoConferencing): the host's own fixed link (their coaching preferences — a Zoom or Teams
 * address they paste there counts as one), else, where the installation runs video rooms
 * (VIDEO_ROOM_URL) and the plan includes video conferencing, a room of its own; else none.
 */
export async function meetingLinkFor(ctx: Context, db: Db, hostUserId: string, sessionId: string): Promise<string | null> {
  const [own] = await db
    .select({ link: prefs.meetingLink })
    .from(prefs)
    .where(and(eq(prefs.incubatorId, ctx.incubator.id), eq(prefs.userId, hostUserId)));
  if (own?.link?.trim()) return own.link.trim();
  const rooms = ctx.services.config.calendar.videoRoomUrl;
  if (!rooms || !incubatorFlags(ctx.incubator).videoConferencing) return null;
  return `${rooms}/${videoRoomName(ctx.incubator.slug, sessionId)}`;
}
