import { and, eq } from 'drizzle-orm';
import type { EventContext } from '../../core/events.ts';
import { calendarFile, organizerAddress } from '../../core/ics.ts';
import type { Db } from '../../core/db/pool.ts';
import type { MailAttachment } from '../../core/mail.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { cs, type CoachingSessionRow } from './repo.ts';
import { sessionPeople } from './repo.ts';

/** What a calendar invitation shows of a session; a deleted session is described by its event. */
export interface InvitedSession {
  id: string;
  name: string;
  startsAt: Date;
  expectedDuration: number;
  sequence: number;
  location: string | null;
  meetingLink: string | null;
}

/** The in-app address of a session, which notifications lead to. */
export const sessionPath = (sessionId: string) => `/coaching/session/${sessionId}`;

/** A session and its people as a change just left them (producers run in that change's transaction). */
export async function sessionWithPeople(ctx: EventContext, db: Db, sessionId: string): Promise<{ session: CoachingSessionRow; people: Map<string, string> } | null> {
  const [session] = await db
    .select()
    .from(cs)
    .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, sessionId)));
  return session ? { session, people: await sessionPeople(db, ctx.incubator.id, sessionId) } : null;
}

/**
 * The calendar invitation a meeting notification's mail carries (iTIP): REQUEST for a new or
 * changed session, CANCEL for a deleted or cancelled one or for a person taken off it. Its UID is
 * the session's id at the tenant's host and its SEQUENCE the session's, so a calendar replaces the
 * version it holds instead of adding another.
 */
export function sessionInvitation(ctx: EventContext, session: InvitedSession, method: 'REQUEST' | 'CANCEL'): (recipient: { email: string }) => MailAttachment[] {
  if (!ctx.services) return () => [];
  const origin = tenantUrl(ctx.services.config, ctx.incubator);
  const organizer = { name: ctx.incubator.name, email: organizerAddress(ctx.services.config.mailFrom) };
  const link = `${origin}${sessionPath(session.id)}`;
  return (recipient) => [
    {
      filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: calendarFile(
        [
          {
            uid: `${session.id}@${new URL(origin).hostname}`,
            sequence: session.sequence,
            start: session.startsAt,
            end: new Date(session.startsAt.getTime() + session.expectedDuration * 60_000),
            summary: session.name,
            description: [session.meetingLink, link].filter(Boolean).join('\n'),
            location: session.location,
            url: session.meetingLink ?? link,
            organizer,
            attendees: [recipient.email],
            cancelled: method === 'CANCEL',
          },
        ],
        { method },
      ),
    },
  ];
}
