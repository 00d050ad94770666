import { builder } from '../../core/schema-builder.ts';
import { Funnel, FunnelRound, funnelLoaders } from '../funnels/types.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { applicationsDashboard, type ApplicationsDashboard, type DashboardRound } from './dashboard.ts';
import { ApplicationStatusEnum } from './types.ts';

type Dashboard = ApplicationsDashboard;

const StatusCount = builder.objectRef<Dashboard['statuses'][number]>('ApplicationsDashboardStatus').implement({
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusEnum, nullable: false, resolve: (c) => c.status }),
    count: t.exposeInt('count', { nullable: false }),
  }),
});

const Round = builder.objectRef<DashboardRound>('ApplicationsDashboardRound').implement({
  description: 'Conversion through one round of the funnel, over the applications created in the period.',
  fields: (t) => ({
    round: t.field({ type: FunnelRound, resolve: (r, _a, ctx) => funnelLoaders(ctx).round.load(r.roundId) }),
    name: t.exposeString('name', { nullable: false }),
    position: t.exposeInt('position', { nullable: false }),
    entered: t.exposeInt('entered', { nullable: false, description: 'Reached the round (drafts count in the first).' }),
    submitted: t.exposeInt('submitted', { nullable: false, description: 'Sent and reviewed in the round, or already further on.' }),
    accepted: t.exposeInt('accepted', { nullable: false, description: 'Accepted in the round: moved on, or into the programme from the last round.' }),
    rejected: t.exposeInt('rejected', { nullable: false, description: 'Rejected in the round, held rejections included.' }),
  }),
});

const Week = builder.objectRef<Dashboard['weeks'][number]>('ApplicationsDashboardWeek').implement({
  fields: (t) => ({
    week: t.exposeString('week', { nullable: false, description: "The week's Monday (yyyy-MM-dd, the organisation's time zone)." }),
    created: t.exposeInt('created', { nullable: false, description: 'Applications started that week.' }),
    submitted: t.exposeInt('submitted', { nullable: false, description: 'Applications sent that week.' }),
  }),
});

const ScoreBucket = builder.objectRef<Dashboard['scores'][number]>('ApplicationsDashboardScoreBucket').implement({
  fields: (t) => ({
    from: t.exposeFloat('from', { nullable: false }),
    to: t.exposeFloat('to', { nullable: false, description: 'Excluded, except for the last bucket.' }),
    count: t.exposeInt('count', { nullable: false, description: 'Applications whose mean evaluation score falls in the bucket.' }),
  }),
});

const EvaluatorProgress = builder.objectRef<Dashboard['evaluators'][number]>('ApplicationsDashboardEvaluator').implement({
  fields: (t) => ({
    evaluator: t.field({ type: User, resolve: (e, _a, ctx) => userLoaders(ctx).user.load(e.evaluatorId) }),
    assigned: t.exposeInt('assigned', { nullable: false, description: 'Evaluations assigned (conflicts left out).' }),
    done: t.exposeInt('done', { nullable: false }),
    conflicts: t.exposeInt('conflicts', { nullable: false }),
  }),
});

const TimeToDecision = builder.objectRef<Dashboard['timeToDecision']>('ApplicationsDashboardTimeToDecision').implement({
  description: "From the applicant's sending to the first decision on the application, in days.",
  fields: (t) => ({
    decided: t.exposeInt('decided', { nullable: false }),
    medianDays: t.exposeFloat('medianDays'),
    p90Days: t.exposeFloat('p90Days'),
  }),
});

const DashboardRef = builder.objectRef<Dashboard>('ApplicationsDashboard').implement({
  description: 'The applications dashboard: one funnel, or every funnel in reach, over the applications created in the period.',
  fields: (t) => ({
    funnel: t.field({ type: Funnel, resolve: (d) => d.funnel }),
    funnels: t.field({ type: [Funnel], nullable: false, description: 'The funnels the viewer may open here.', resolve: (d) => d.funnels }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    total: t.exposeInt('total', { nullable: false }),
    statuses: t.field({ type: [StatusCount], nullable: false, resolve: (d) => d.statuses }),
    rounds: t.field({ type: [Round], nullable: false, description: 'Empty unless a funnel is chosen.', resolve: (d) => d.rounds }),
    weeks: t.field({ type: [Week], nullable: false, resolve: (d) => d.weeks }),
    scores: t.field({ type: [ScoreBucket], nullable: false, resolve: (d) => d.scores }),
    evaluators: t.field({ type: [EvaluatorProgress], nullable: false, resolve: (d) => d.evaluators }),
    timeToDecision: t.field({ type: TimeToDecision, nullable: false, resolve: (d) => d.timeToDecision }),
  }),
});

builder.queryFields((t) => ({
  applicationsDashboard: t.field({
    type: DashboardRef,
    nullable: false,
    description:
      'APPLICATION_DASHBOARD (every funnel) or a funnel administrator (theirs); plan flag applicationsDashboard. `from` and `to` are calendar days (yyyy-MM-dd), both included, either open.',
    args: { funnelId: t.arg.id(), from: t.arg.string(), to: t.arg.string() },
    resolve: (_r, args, ctx) => applicationsDashboard(ctx, args.funnelId ? String(args.funnelId) : null, args.from, args.to),
  }),
}));
