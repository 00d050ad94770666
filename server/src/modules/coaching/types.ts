import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { COACHING_EVENT_TYPES, LOCATION_MODES, type CoachingEventType, type LocationMode } from '@seedbed/contracts/coaching';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { Startup, Tag } from '../startups/schema.ts';
import { loadTags } from '../startups/loaders.ts';
import { st, type StartupRow } from '../startups/repo.ts';
import { canSeeStartup } from '../startups/access.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { cs, peopleOfSessions, type CoachingSessionRow } from './repo.ts';

export const CoachingEventTypeEnum = builder.enumType('CoachingEventType', { values: COACHING_EVENT_TYPES });
export const LocationModeEnum = builder.enumType('LocationMode', { values: LOCATION_MODES });

/** Per-request loaders: sessions by id, each session's people, their startups, topic tags. */
export function coachingLoaders(ctx: Context) {
  return memo(ctx, 'coachingLoaders', () => {
    const tenant = ctx.incubator.id;
    return {
      session: new DataLoader<string, CoachingSessionRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(cs)
          .where(and(eq(cs.incubatorId, tenant), inArray(cs.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      people: new DataLoader<string, { userId: string; role: string }[]>(async (ids) => {
        const rows = await peopleOfSessions(await ctx.tx.db(), tenant, ids);
        return ids.map((id) => rows.filter((r) => r.sessionId === id));
      }),
      startup: new DataLoader<string, StartupRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(st)
          .where(and(eq(st.incubatorId, tenant), inArray(st.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
    };
  });
}

const peopleIn = async (ctx: Context, session: CoachingSessionRow, role: string) => {
  const people = (await coachingLoaders(ctx).people.load(session.id)).filter((p) => p.role === role);
  return (await userLoaders(ctx).user.loadMany(people.map((p) => p.userId))).filter((u) => u && !(u instanceof Error));
};

/**
 * A coaching session (spec 2 §3) as everyone allowed to open it reads it (sessionStanding decides
 * who). Notes, evaluations, changelogs, the invite and what the viewer may do are added by the
 * files that own them.
 */
export const CoachingSession = builder.objectRef<CoachingSessionRow>('CoachingSession').implement({
  description: 'A coaching session: a meeting of coaches with a startup or a person.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    eventType: t.field({ type: CoachingEventTypeEnum, nullable: false, resolve: (s) => s.eventType as CoachingEventType }),
    date: t.string({ nullable: false, description: 'When it starts (ISO instant).', resolve: (s) => s.startsAt.toISOString() }),
    expectedDuration: t.exposeInt('expectedDuration', { nullable: false, description: 'Planned minutes.' }),
    estimatedDuration: t.exposeInt('estimatedDuration', { description: 'Minutes it took, once known.' }),
    sessionStartDateTime: t.string({ resolve: (s) => s.startedAt?.toISOString() ?? null }),
    sessionEndDateTime: t.string({ resolve: (s) => s.endedAt?.toISOString() ?? null }),
    locationMode: t.field({ type: LocationModeEnum, nullable: false, resolve: (s) => s.locationMode as LocationMode }),
    location: t.exposeString('location'),
    meetingLink: t.exposeString('meetingLink'),
    cancelledAt: t.string({ resolve: (s) => s.cancelledAt?.toISOString() ?? null }),
    staffEditorPublic: t.exposeBoolean('staffEditorPublic', { nullable: false }),
    startup: t.field({
      type: Startup,
      description: 'Null when there is none or the reader may not see it.',
      resolve: async (s, _a, ctx) => (s.startupId && (await canSeeStartup(ctx, s.startupId)) ? coachingLoaders(ctx).startup.load(s.startupId) : null),
    }),
    coachs: t.field({ type: [User], nullable: false, resolve: (s, _a, ctx) => peopleIn(ctx, s, 'coach') as never }),
    attendees: t.field({ type: [User], nullable: false, resolve: (s, _a, ctx) => peopleIn(ctx, s, 'attendee') as never }),
    topics: t.field({
      type: [Tag],
      nullable: false,
      resolve: (s, _a, ctx) => loadTags(ctx, s.topicIds),
    }),
    createdBy: t.field({ type: User, resolve: (s, _a, ctx) => (s.createdBy ? userLoaders(ctx).user.load(s.createdBy) : null) }),
    createdAt: t.string({ nullable: false, resolve: (s) => s.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (s) => s.updatedAt.toISOString() }),
  }),
});
