import { and, asc, count, eq } from 'drizzle-orm';
import { EXTERNAL_CALENDARS_MAX, externalCalendarInput } from '@seedbed/contracts/coaching-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { builder } from '../../core/schema-builder.ts';
import { CalendarReadError, checkAddressLiteral, readableAddress, syncCalendar, type ExternalCalendarRow } from './external.ts';
import { extCalendars } from './repo.ts';

const ExternalCalendar = builder.objectRef<ExternalCalendarRow>('ExternalCalendar').implement({
  description: 'An outside calendar whose busy times are read on a schedule.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    url: t.exposeString('url', { nullable: false }),
    lastSyncedAt: t.string({ resolve: (c) => c.lastSyncedAt?.toISOString() ?? null }),
    lastError: t.string({
      description: 'Why the last read failed, in the reader’s language; null once a read succeeds.',
      resolve: (c, _a, ctx) => (c.lastError ? ctx.t(c.lastError) : null),
    }),
    createdAt: t.string({ nullable: false, resolve: (c) => c.createdAt.toISOString() }),
  }),
});

/** One of the viewer's own outside calendars; anyone else's, or a malformed id, is NOT_FOUND. */
async function ownCalendar(ctx: Context, id: string): Promise<ExternalCalendarRow> {
  const viewer = requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const [row] = await (await ctx.tx.db())
    .select()
    .from(extCalendars)
    .where(and(eq(extCalendars.incubatorId, ctx.incubator.id), eq(extCalendars.id, id), eq(extCalendars.userId, viewer.user.id)));
  if (!row) throw notFound();
  return row;
}

const addExternalCalendar = defineChange({
  input: () => externalCalendarInput,
  authorize: async (ctx, input) => {
    const viewer = requireViewer(ctx);
    try {
      checkAddressLiteral(readableAddress(input.url), ctx.services.config.calendar.allowPrivateAddresses);
    } catch (error) {
      throw validationError([{ field: 'url', key: error instanceof CalendarReadError ? error.key : 'validation.url' }]);
    }
    const [{ value }] = await (await ctx.tx.db())
      .select({ value: count() })
      .from(extCalendars)
      .where(and(eq(extCalendars.incubatorId, ctx.incubator.id), eq(extCalendars.userId, viewer.user.id)));
    if (value >= EXTERNAL_CALENDARS_MAX) throw validationError([{ field: 'url', key: 'coaching.calendar.tooManyCalendars', params: { max: EXTERNAL_CALENDARS_MAX } }]);
    return viewer;
  },
  write: async (ctx, db, input, viewer) => {
    const [created] = await db.insert(extCalendars).values({ incubatorId: ctx.incubator.id, id: newId(), userId: viewer.user.id, url: input.url }).returning();
    // Read at once: the person sees whether the address works without waiting for the schedule.
    const read = await syncCalendar(ctx.services, db, ctx.incubator, created);
    return { result: read, events: [{ kind: 'coaching.externalCalendarAdded', subjectKind: 'user', subjectId: viewer.user.id, data: { calendarId: created.id } }] };
  },
});

const removeExternalCalendar = defineChange({
  input: () => z.object({ id: z.string() }),
  authorize: (ctx, input) => ownCalendar(ctx, input.id),
  write: async (ctx, db, _input, calendar) => {
    // Its busy times go with it (foreign key on delete cascade).
    await db.delete(extCalendars).where(and(eq(extCalendars.incubatorId, ctx.incubator.id), eq(extCalendars.id, calendar.id)));
    return { result: true, events: [{ kind: 'coaching.externalCalendarRemoved', subjectKind: 'user', subjectId: calendar.userId, data: { calendarId: calendar.id } }] };
  },
});

builder.queryFields((t) => ({
  externalCalendars: t.field({
    type: [ExternalCalendar],
    nullable: false,
    description: 'The viewer’s outside calendars.',
    resolve: async (_r, _a, ctx) => {
      const viewer = requireViewer(ctx);
      return (await ctx.tx.db())
        .select()
        .from(extCalendars)
        .where(and(eq(extCalendars.incubatorId, ctx.incubator.id), eq(extCalendars.userId, viewer.user.id)))
        .orderBy(asc(extCalendars.createdAt), asc(extCalendars.id));
    },
  }),
}));

builder.mutationFields((t) => ({
  addExternalCalendar: t.field({
    type: ExternalCalendar,
    nullable: false,
    description: 'Links an outside calendar (an ICS or CalDAV address) and reads it at once; a failed read shows in lastError.',
    args: { url: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => addExternalCalendar(ctx, { url: args.url }),
  }),
  removeExternalCalendar: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => removeExternalCalendar(ctx, { id: String(args.id) }),
  }),
  syncExternalCalendar: t.field({
    type: ExternalCalendar,
    nullable: false,
    description: 'Reads one of the viewer’s outside calendars now.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const calendar = await ownCalendar(ctx, String(args.id));
      return syncCalendar(ctx.services, await ctx.tx.db(), ctx.incubator, calendar);
    },
  }),
}));
