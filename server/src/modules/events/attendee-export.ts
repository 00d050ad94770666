import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AttendeeStatus } from '@seedbed/contracts/events';
import { requireViewer, type Context } from '../../core/context.ts';
import { exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { requireManagedEvent } from './registration.ts';
import { evAttendees, type AttendeeRow, type EventRow } from './repo.ts';

/** Attendees read per query while the file is written. */
const PAGE = 500;

type Format = 'csv' | 'xlsx';
type Cell = string | number | Date | null;

const TYPES: Record<Format, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
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
async function pageRows(ctx: Context, event: EventRow, page: AttendeeRow[]): Promise<Cell[][]> {
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

/** Waits while the client is slower than the database; stops the export when the client has gone. */
async function drained(out: Writable) {
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  if (out.destroyed) throw new Error('the client closed the export');
}

async function writeCsv(ctx: Context, event: EventRow, out: Writable) {
  const csv = stringify({ record_delimiter: '\r\n' });
  const piped = new Promise<void>((resolve, reject) => {
    csv.on('data', (chunk: Buffer) => void out.write(chunk));
    csv.on('end', resolve);
    csv.on('error', reject);
  });
  out.write('\uFEFF');
  const push = async (row: Cell[]) => {
    if (!csv.write(row.map((cell) => cell ?? ''))) await once(csv, 'drain');
    await drained(out);
  };
  await push(header(ctx, event));
  for await (const page of attendeePages(ctx, event)) for (const row of await pageRows(ctx, event, page)) await push(row);
  csv.end();
  await piped;
}

async function writeXlsx(ctx: Context, event: EventRow, out: Writable) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(ctx.t('events.registration.export.sheet'), { views: [{ state: 'frozen', ySplit: 1, rightToLeft: ctx.language === 'ar' }] });
  const head = sheet.addRow(header(ctx, event));
  head.font = { bold: true };
  head.commit();
  for await (const page of attendeePages(ctx, event)) {
    for (const row of await pageRows(ctx, event, page)) {
      sheet.addRow(row).commit();
      await drained(out);
    }
  }
  sheet.commit();
  await book.commit();
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
      const format = query.format ?? 'csv';
      if (format !== 'csv' && format !== 'xlsx') throw validationError([{ field: 'format', key: 'validation.invalid' }]);
      if (!isId(id)) throw notFound();
      const event = await requireManagedEvent(ctx, id);
      const out = new PassThrough();
      const title = event.title
        .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
        .trim()
        .slice(0, 80);
      const name = `${ctx.t('events.registration.export.fileName', { event: title })}.${format}`;
      reply
        .header('content-type', TYPES[format])
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(out);
      try {
        await (format === 'csv' ? writeCsv(ctx, event, out) : writeXlsx(ctx, event, out));
        if (!out.writableEnded) out.end();
      } catch (error) {
        // The answer has begun: the client sees a cut file, the log says why.
        services.log.error({ err: error, requestId: request.id }, 'event attendee export failed');
        out.destroy(error as Error);
      }
    });
    return reply;
  });
}
