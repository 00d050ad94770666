import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AvailabilityHours } from '@seedbed/contracts/coaching';
import { availabilityExceptionSchema, weeklyAvailabilitySchema } from '@seedbed/contracts/coaching-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { syncAvailTask } from './avail-tasks.ts';
import { availabilityOwner, readPreferences } from './preferences.ts';
import { exceptions, slots } from './repo.ts';

export type AvailabilityExceptionRow = typeof exceptions.$inferSelect;

/** The longest range of exceptions one read returns, in days. */
const EXCEPTION_RANGE_MAX_DAYS = 400;

export async function weeklySlotsOf(ctx: Pick<Context, 'incubator'>, db: Db, userId: string) {
  return db
    .select({ weekday: slots.weekday, start: slots.startMinute, end: slots.endMinute })
    .from(slots)
    .where(and(eq(slots.incubatorId, ctx.incubator.id), eq(slots.userId, userId)))
    .orderBy(asc(slots.weekday), asc(slots.startMinute));
}

export async function weeklyAvailability(ctx: Context, userId: string | null | undefined) {
  const person = await availabilityOwner(ctx, userId);
  const db = await ctx.tx.db();
  return { user: person, preferences: await readPreferences(ctx, db, person), slots: await weeklySlotsOf(ctx, db, person.id) };
}

/**
 * Replaces a person's week. The ranges are checked against their own hours setting (business or
 * all hours), so the schema is chosen once the person is known.
 */
export const updateWeeklyAvailability = defineChange({
  input: () => z.object({ slots: z.array(z.unknown()) }),
  authorize: (ctx, _input, whose: { userId?: string | null }) => availabilityOwner(ctx, whose.userId),
  async write(ctx, db, raw, person: UserRow) {
    const preferences = await readPreferences(ctx, db, person);
    const input = parseInput(weeklyAvailabilitySchema(preferences.hours as AvailabilityHours), raw);
    await db.delete(slots).where(and(eq(slots.incubatorId, ctx.incubator.id), eq(slots.userId, person.id)));
    if (input.slots.length)
      await db
        .insert(slots)
        .values(input.slots.map((s) => ({ incubatorId: ctx.incubator.id, id: newId(), userId: person.id, weekday: s.weekday, startMinute: s.start, endMinute: s.end })));
    await db
      .update(schema.users)
      .set({ profileCoachingMeetingSettings: { ...person.profileCoachingMeetingSettings, enabled: input.slots.length > 0 } })
      .where(and(eq(schema.users.incubatorId, ctx.incubator.id), eq(schema.users.id, person.id)));
    await syncAvailTask(ctx, db, person);
    return {
      result: { user: person, preferences, slots: await weeklySlotsOf(ctx, db, person.id) },
      events: [{ kind: 'coaching.weeklyAvailabilityUpdated', subjectKind: 'user', subjectId: person.id, data: { userId: person.id, slots: input.slots.length } }],
    };
  },
});

/** A person's exceptions overlapping a range, by start. */
export async function availabilityExceptions(ctx: Context, userId: string | null | undefined, from: Date, to: Date): Promise<AvailabilityExceptionRow[]> {
  const person = await availabilityOwner(ctx, userId);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > EXCEPTION_RANGE_MAX_DAYS * 86_400_000)
    throw new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, [{ field: 'to', key: 'coaching.availability.range' }]);
  return (await ctx.tx.db())
    .select()
    .from(exceptions)
    .where(and(eq(exceptions.incubatorId, ctx.incubator.id), eq(exceptions.userId, person.id), lt(exceptions.startsAt, to), gt(exceptions.endsAt, from)))
    .orderBy(asc(exceptions.startsAt), asc(exceptions.id));
}

export const addAvailabilityException = defineChange({
  input: () => availabilityExceptionSchema,
  authorize: (ctx, input) => availabilityOwner(ctx, input.userId),
  async write(ctx, db, input, person) {
    const [row] = await db
      .insert(exceptions)
      .values({ incubatorId: ctx.incubator.id, id: newId(), userId: person.id, startsAt: input.start, endsAt: input.end, available: input.available, note: input.note })
      .returning();
    return {
      result: row,
      events: [
        {
          kind: 'coaching.availabilityExceptionAdded',
          subjectKind: 'user',
          subjectId: person.id,
          data: { userId: person.id, available: row.available, start: row.startsAt.toISOString(), end: row.endsAt.toISOString() },
        },
      ],
    };
  },
});

export const deleteAvailabilityException = defineChange({
  input: () => z.object({}),
  authorize: async (ctx, _input, id: string) => {
    if (!isId(id)) throw notFound();
    const [row] = await (await ctx.tx.db())
      .select()
      .from(exceptions)
      .where(and(eq(exceptions.incubatorId, ctx.incubator.id), eq(exceptions.id, id)));
    if (!row) throw notFound();
    // Someone else's exception is NOT_FOUND to those who may not touch their availability.
    await availabilityOwner(ctx, row.userId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'FORBIDDEN' ? notFound() : error;
    });
    return row;
  },
  async write(ctx, db, _input, row) {
    await db.delete(exceptions).where(and(eq(exceptions.incubatorId, ctx.incubator.id), eq(exceptions.id, row.id)));
    return {
      result: true,
      events: [{ kind: 'coaching.availabilityExceptionDeleted', subjectKind: 'user', subjectId: row.userId, data: { userId: row.userId } }],
    };
  },
});
