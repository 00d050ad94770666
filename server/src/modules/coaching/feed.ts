import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { calendarFile, type CalendarEntry } from '../../core/ics.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { z } from 'zod';
import { tenantUrl } from '../incubators/addresses.ts';
import { cs, csPeople, prefs } from './repo.ts';

const DAY_MS = 86_400_000;
/** The feed holds the sessions of the last 90 days and the coming year. */
const FEED_PAST_DAYS = 90;
const FEED_AHEAD_DAYS = 366;
/** 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedUrl = (ctx: Pick<Context, 'services' | 'incubator'>, token: string) => `${tenantUrl(ctx.services.config, ctx.incubator)}/api/calendar/${token}.ics`;
/** The host in every UID: one meeting is one entry in a calendar, whether it came by mail or by feed. */
const calendarHost = (ctx: Pick<Context, 'services' | 'incubator'>) => new URL(tenantUrl(ctx.services.config, ctx.incubator)).hostname;

/** Whether the viewer has a private feed (its address is shown only once, when it is made). */
export async function hasCalendarFeed(ctx: Context): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const [row] = await (await ctx.tx.db())
    .select({ hash: prefs.feedTokenHash })
    .from(prefs)
    .where(and(eq(prefs.incubatorId, ctx.incubator.id), eq(prefs.userId, viewer.user.id)));
  return Boolean(row?.hash);
}

/**
 * Makes the viewer's private feed address anew: a fresh 256-bit token, kept only as its SHA-256,
 * so the address answers once and the previous one stops working at once.
 */
export const regenerateCalendarFeed = defineChange({
  input: () => z.object({}).strict(),
  authorize: async (ctx) => requireViewer(ctx),
  write: async (ctx, db, _input, viewer) => {
    const token = randomBytes(32).toString('base64url');
    const hash = hashOf(token);
    await db
      .insert(prefs)
      .values({ incubatorId: ctx.incubator.id, userId: viewer.user.id, feedTokenHash: hash })
      .onConflictDoUpdate({ target: [prefs.incubatorId, prefs.userId], set: { feedTokenHash: hash, updatedAt: new Date() } });
    return {
      result: { enabled: true, url: feedUrl(ctx, token) },
      events: [{ kind: 'coaching.calendarFeedRegenerated', subjectKind: 'user', subjectId: viewer.user.id }],
    };
  },
});

/** Another feature's entries in a person's feed (events registers its own), between two instants. */
export type FeedSource = (ctx: Context, db: Db, query: { ownerId: string; from: Date; to: Date }) => Promise<CalendarEntry[]>;
const feedSources: FeedSource[] = [];
export function registerFeedSource(source: FeedSource): void {
  if (!feedSources.includes(source)) feedSources.push(source);
}

/** The calendar file of the person whose feed token this is; NOT_FOUND for any other token. */
export async function feedCalendar(ctx: Context, token: string, now = new Date()): Promise<string> {
  if (!TOKEN.test(token)) throw notFound();
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const u = schema.users;
  const [owner] = await db
    .select({ id: u.id })
    .from(prefs)
    .innerJoin(u, and(eq(u.incubatorId, prefs.incubatorId), eq(u.id, prefs.userId)))
    .where(and(eq(prefs.incubatorId, tenant), eq(prefs.feedTokenHash, hashOf(token)), eq(u.status, 'active')));
  if (!owner) throw notFound();

  const st = schema.startups;
  const sessions = await db
    .select({ session: cs, startupName: st.name })
    .from(csPeople)
    .innerJoin(cs, and(eq(cs.incubatorId, csPeople.incubatorId), eq(cs.id, csPeople.sessionId)))
    .leftJoin(st, and(eq(st.incubatorId, cs.incubatorId), eq(st.id, cs.startupId)))
    .where(
      and(
        eq(csPeople.incubatorId, tenant),
        eq(csPeople.userId, owner.id),
        gte(csPeople.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
        lt(csPeople.startsAt, new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(csPeople.startsAt));

  const base = tenantUrl(ctx.services.config, ctx.incubator);
  const host = calendarHost(ctx);
  const entries: CalendarEntry[] = sessions.map(({ session, startupName }) => {
    const minutes = session.estimatedDuration ?? session.expectedDuration;
    const page = `${base}/coaching/session/${session.id}`;
    return {
      uid: `${session.id}@${host}`,
      sequence: session.sequence,
      start: session.startsAt,
      end: new Date(session.startsAt.getTime() + minutes * 60_000),
      summary: startupName ? `${session.name} · ${startupName}` : session.name,
      description: [session.meetingLink, page].filter(Boolean).join('\n'),
      location: session.location || session.meetingLink,
      url: page,
      cancelled: session.cancelledAt !== null,
    };
  });
  const range = { ownerId: owner.id, from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), to: new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS) };
  for (const source of feedSources) entries.push(...(await source(ctx, db, range)));
  return calendarFile(entries, { name: ctx.t('coaching.calendar.feedName', { organisation: ctx.incubator.name }), now });
}

/** GET /api/calendar/:token.ics — the private feed calendars subscribe to; the tenant comes from the host. */
export function calendarFeedRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/calendar/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const body = await runRest(services, request, (ctx) => feedCalendar(ctx, token));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="seedbed.ics"')
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
