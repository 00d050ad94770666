import { and, eq } from 'drizzle-orm';
import { coachingPreferencesSchema } from '@seedbed/contracts/coaching-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { authorize } from '../permissions/scope.ts';
import { prefs, type CoachingPreferencesRow } from './repo.ts';
import { hostZone } from './slots.ts';

const users = schema.users;

/** A person's preferences as they read: the stored row, or the defaults while they have saved none. */
export type CoachingPreferencesView = Omit<CoachingPreferencesRow, 'feedTokenHash' | 'updatedAt'> & { effectiveTimeZone: string };

export async function findPerson(ctx: Pick<Context, 'incubator'>, db: Db, userId: string): Promise<UserRow | null> {
  if (!isId(userId)) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.incubatorId, ctx.incubator.id), eq(users.id, userId)));
  return user ?? null;
}

/**
 * The person whose availability or preferences the viewer reads or changes: themselves always,
 * anyone else of the organisation with AVAILABILITY:EDIT. No id means the viewer. An id that is
 * malformed or names nobody of this organisation is NOT_FOUND; someone else without the key is FORBIDDEN.
 */
export async function availabilityOwner(ctx: Context, userId: string | null | undefined): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (!userId || userId === viewer.user.id) return viewer.user;
  const person = await findPerson(ctx, await ctx.tx.db(), userId);
  if (!person) throw notFound();
  await authorize(ctx, 'AVAILABILITY:EDIT');
  return person;
}

export async function readPreferences(ctx: Pick<Context, 'incubator'>, db: Db, user: Pick<UserRow, 'id' | 'timezone'>): Promise<CoachingPreferencesView> {
  const [row] = await db
    .select()
    .from(prefs)
    .where(and(eq(prefs.incubatorId, ctx.incubator.id), eq(prefs.userId, user.id)));
  const stored = row ?? {
    incubatorId: ctx.incubator.id,
    userId: user.id,
    timeZone: null,
    defaultDuration: 60,
    bufferMinutes: 0,
    minimumNoticeMinutes: 720,
    bookingHorizonDays: 60,
    hours: 'business',
    meetingLink: null,
  };
  const { feedTokenHash: _hash, updatedAt: _at, ...view } = stored as CoachingPreferencesRow;
  return { ...view, effectiveTimeZone: hostZone(stored.timeZone, user.timezone, ctx.incubator.timezone) };
}

export const updateCoachingPreferences = defineChange({
  input: () => coachingPreferencesSchema,
  authorize: (ctx, _input, whose: { userId?: string | null }) => availabilityOwner(ctx, whose.userId),
  async write(ctx, db, input, person) {
    const values = {
      timeZone: input.timeZone ?? null,
      defaultDuration: input.defaultDuration,
      bufferMinutes: input.bufferMinutes,
      minimumNoticeMinutes: input.minimumNoticeMinutes,
      bookingHorizonDays: input.bookingHorizonDays,
      hours: input.hours,
      meetingLink: input.meetingLink,
      updatedAt: new Date(),
    };
    await db
      .insert(prefs)
      .values({ incubatorId: ctx.incubator.id, userId: person.id, ...values })
      .onConflictDoUpdate({ target: [prefs.incubatorId, prefs.userId], set: values });
    // The profile's meeting settings show the same link, so the two never disagree.
    await db
      .update(users)
      .set({ profileCoachingMeetingSettings: { ...person.profileCoachingMeetingSettings, defaultMeetingLocation: input.meetingLink } })
      .where(and(eq(users.incubatorId, ctx.incubator.id), eq(users.id, person.id)));
    return {
      result: await readPreferences(ctx, db, person),
      events: [{ kind: 'coaching.preferencesUpdated', subjectKind: 'user', subjectId: person.id, data: { userId: person.id } }],
    };
  },
});
