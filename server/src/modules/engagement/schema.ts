import { ENGAGEMENT_INTERVALS, ENGAGEMENT_MEASURES } from '@seedbed/contracts/engagement';
import { builder } from '../../core/schema-builder.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { startupEngagement, type EngagementCounts, type EngagementPeriod, type FounderEngagement, type StartupEngagement as Engagement } from './queries.ts';

const IntervalEnum = builder.enumType('EngagementInterval', { values: ENGAGEMENT_INTERVALS });

const MEASURE_DESCRIPTIONS: Record<(typeof ENGAGEMENT_MEASURES)[number], string> = {
  signIns: 'Sign-ins.',
  sessionsAttended: 'Coaching sessions attended: held (begun before now) and not cancelled.',
  tasksDone: 'Tasks marked done.',
  metricsOnTime: 'Metric periods of the startup submitted by the end of their due day (for the team: whoever submitted them).',
  lessonsCompleted: 'Course lessons completed.',
  posts: "Community posts and notes on the startup's timeline.",
};

const Counts = builder.objectRef<EngagementCounts>('EngagementCounts').implement({
  fields: (t) => Object.fromEntries(ENGAGEMENT_MEASURES.map((m) => [m, t.exposeInt(m, { nullable: false, description: MEASURE_DESCRIPTIONS[m] })])),
});

const Period = builder.objectRef<EngagementPeriod>('EngagementPeriod').implement({
  fields: (t) => ({
    start: t.exposeString('start', { nullable: false, description: "The period's first day in the organisation's time zone (yyyy-MM-dd): a Monday, or the 1st of a month." }),
    ...Object.fromEntries(ENGAGEMENT_MEASURES.map((m) => [m, t.exposeInt(m, { nullable: false, description: MEASURE_DESCRIPTIONS[m] })])),
  }),
});

const Person = builder.objectRef<UserRow>('EngagementPerson').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.string({ nullable: false, resolve: (user, _a, ctx) => displayName(user, ctx) }),
  }),
});

const Founder = builder.objectRef<FounderEngagement>('FounderEngagement').implement({
  fields: (t) => ({
    person: t.field({ type: Person, nullable: false, resolve: (f) => f.user }),
    periods: t.field({ type: [Period], nullable: false, resolve: (f) => f.periods }),
    totals: t.field({ type: Counts, nullable: false, resolve: (f) => f.totals }),
  }),
});

const StartupEngagement = builder.objectRef<Engagement>('StartupEngagement').implement({
  fields: (t) => ({
    startupId: t.exposeID('startupId', { nullable: false }),
    from: t.exposeString('from', { nullable: false }),
    to: t.exposeString('to', { nullable: false }),
    interval: t.field({ type: IntervalEnum, nullable: false, resolve: (e) => e.interval }),
    timeZone: t.exposeString('timeZone', { nullable: false, description: "The organisation's time zone the periods are counted in." }),
    team: t.field({ type: [Period], nullable: false, description: 'Every period of the range, oldest first, for the whole team.', resolve: (e) => e.team }),
    totals: t.field({ type: Counts, nullable: false, resolve: (e) => e.totals }),
    founders: t.field({ type: [Founder], nullable: false, description: "The startup's founders by name, each with every period.", resolve: (e) => e.founders }),
  }),
});

builder.queryFields((t) => ({
  startupEngagement: t.field({
    type: StartupEngagement,
    nullable: false,
    description:
      "A startup's engagement per founder and for the team, period by period (plan flag engagementAnalytics): for the programme's side of its file, never its own founders. `from` and `to` are calendar days (yyyy-MM-dd) of the organisation's time zone, both included, at most two years apart; the last six months by month when left out.",
    args: { startupId: t.arg.id({ required: true }), from: t.arg.string(), to: t.arg.string(), interval: t.arg({ type: IntervalEnum }) },
    resolve: (_r, args, ctx) => startupEngagement(ctx, String(args.startupId), args),
  }),
}));
