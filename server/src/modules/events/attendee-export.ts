import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AttendeeStatus } from '@seedbed/contracts/events';
import { requireViewer, type Context } from '../../core/context.ts';
import { exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { sendTable, tableFormat, type TableCell } from '../../core/table-file.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { requireManagedEvent } from './registration.ts';
import { evAttendees, type AttendeeRow, type EventRow } from './repo.ts';

/** Attendees read per query while the file is written. */
const PAGE = 500;

const COLUMNS = ['name', 'email', 'startup', 'status', 'waitlisted', 'registeredAt', 'checkedInAt', 'registrant', 'slot'] as const;

/** Text a spreadsheet would run as a formula is written with a leading apostrophe: a name never runs anything. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** 'YYYY-MM-DD HH:mm' where the event takes place. */
function localTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const header = (ctx: Context, event: EventRow) => COLUMNS.map((c) => ctx.t(`events.registration.export.columns.${c}`, { timeZone: event.timezone }));

/** The attendees in registration order, page after page along event_attendees_event_idx. */
async function* attendeePages(ctx: Context, event: EventRow): AsyncGenerator<AttendeeRow[]> {
  const db = await ctx.tx.db();
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? sql`(${evAttendees.registrationTime}, ${evAttendees.id}) > (${after.key}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows: Array<{ row: AttendeeRow; key: string }> = await db
      .select({ row: evAttendees, key: exactTime(evAttendees.registrationTime) })
      .from(evAttendees)
      .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, event.id), keyset))
      .orderBy(asc(evAttendees.registrationTime), asc(evAttendees.id))
      .limit(PAGE);
    if (rows.length) yield rows.map((r) => r.row);
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    after = { key: last.key, id: last.row.id };
  }
}

/** One page as rows: the people, their registrants and their startups read for the whole page at once. */
async function pageRows(ctx: Context, event: EventRow, page: AttendeeRow[]): Promise<TableCell[][]> {
  const db = await ctx.tx.db();
  const ids = [...new Set(page.flatMap((r) => [r.userId, r.registrantId].filter((id): id is string => Boolean(id))))];
  const users = new Map(
    (await userLoaders(ctx).user.loadMany(ids))
      .filter((u) => u && !(u instanceof Error))
      .map((u) => [(u as { id: string }).id, u as Parameters<typeof displayName>[0] & { email: string }]),
  );
  const m = schema.startupMembers;
  const st = schema.startups;
  const startups = await db
    .select({ userId: m.userId, name: st.name })
    .from(m)
    .innerJoin(st, and(eq(st.incubatorId, m.incubatorId), eq(st.id, m.startupId)))
    .where(
      and(
        eq(m.incubatorId, ctx.incubator.id),
        eq(m.kind, 'founder'),
        inArray(
          m.userId,
          page.map((r) => r.userId),
        ),
      ),
    )
    .orderBy(asc(st.name));
  const yes = ctx.t('events.registration.export.yes');
  const no = ctx.t('events.registration.export.no');
  const name = (id: string | null) => {
    const u = id ? users.get(id) : undefined;
    return u ? inert(displayName(u, ctx)) : '';
  };
  return page.map((row) => [
    name(row.userId),
    inert(users.get(row.userId)?.email ?? ''),
    inert(
      startups
        .filter((s) => s.userId === row.userId)
        .map((s) => s.name)
        .join(', '),
    ),
    ctx.t(`events.registration.statuses.${row.status as AttendeeStatus}`),
    row.waitlisted ? yes : no,
    localTime(row.registrationTime, event.timezone),
    row.checkedInAt ? localTime(row.checkedInAt, event.timezone) : '',
    name(row.registrantId),
    row.slotStart ? localTime(row.slotStart, event.timezone) : '',
  ]);
}

/** The event's attendees, a page of rows at a time. */
async function* attendeeRows(ctx: Context, event: EventRow): AsyncGenerator<TableCell[][]> {
  for await (const page of attendeePages(ctx, event)) yield await pageRows(ctx, event, page);
}

/**
 * GET /api/events/:id/attendees?format=csv|xlsx: an event's people in registration order, for its
 * hosts and managers, streamed as they are read. Refusals (sign-in, an event out of sight or not
 * theirs to manage, a bad format) answer before the first byte, as JSON with their translated message.
 */
export function attendeeExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/events/:id/attendees', async (request, reply) => {
    const { id } = request.params as { id: string };
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const format = tableFormat(query.format, 'csv');
      if (!isId(id)) throw notFound();
      const event = await requireManagedEvent(ctx, id);
      const title = event.title
        .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
        .trim()
        .slice(0, 80);
      await sendTable(
        services,
        reply,
        request.id,
        {
          format,
          name: ctx.t('events.registration.export.fileName', { event: title }),
          sheet: ctx.t('events.registration.export.sheet'),
          rightToLeft: ctx.language === 'ar',
          header: header(ctx, event),
          rows: attendeeRows(ctx, event),
        },
        'event attendee export',
      );
    });
    return reply;
  });
}
