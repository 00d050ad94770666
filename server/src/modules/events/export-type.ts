import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AttendeeStatus } from '@seedbed/contracts/events';
import { eventExportFilterSchema } from '@seedbed/contracts/export-filters';
import type { z } from 'zod';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { ExportTypeDefinition } from '../exports/export-type.ts';
import { pagesByTime } from '../exports/pages.ts';
import { inert, safeFileName } from '../exports/rest-table.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { requireManagedEvent } from './registration.ts';
import { evAttendees, type AttendeeRow, type EventRow } from './repo.ts';

/** Attendees read per query while the file is written. */
const PAGE = 500;

const COLUMNS = ['name', 'email', 'startup', 'status', 'waitlisted', 'registeredAt', 'checkedInAt', 'registrant', 'slot'] as const;

export type EventExportFilter = z.output<typeof eventExportFilterSchema>;

/** 'YYYY-MM-DD HH:mm' where the event takes place. */
function localTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
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
  // In registration order, along event_attendees_event_idx.
  const where = and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, event.id));
  const pages = pagesByTime<AttendeeRow>(ctx, { table: evAttendees, time: evAttendees.registrationTime, id: evAttendees.id, where, size: PAGE });
  for await (const page of pages) yield await pageRows(ctx, event, page);
}

/**
 * An event's attendees as a file, in registration order, for its hosts and managers (an event out
 * of sight or not theirs to manage is refused as requireManagedEvent refuses it).
 */
export const eventExportType: ExportTypeDefinition<EventExportFilter> = {
  type: 'event',
  filter: eventExportFilterSchema,
  async authorize(ctx, filter) {
    requireViewer(ctx);
    await requireManagedEvent(ctx, filter.eventId);
  },
  async table(ctx, filter) {
    requireViewer(ctx);
    const event = await requireManagedEvent(ctx, filter.eventId);
    const [{ n }] = await (await ctx.tx.db())
      .select({ n: count() })
      .from(evAttendees)
      .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, event.id)));
    const vars = { timeZone: event.timezone };
    return {
      name: ctx.t('events.registration.export.fileName', { event: safeFileName(event.title) }),
      sheet: ctx.t('events.registration.export.sheet'),
      columns: COLUMNS.map((c) => ({ header: ctx.t(`events.registration.export.columns.${c}`, vars), description: ctx.t(`exportColumns.event.${c}`, vars) })),
      total: Number(n),
      rows: attendeeRows(ctx, event),
    };
  },
};
