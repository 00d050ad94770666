import DataLoader from 'dataloader';
import { INVITE_STATUSES, type InviteStatus, type LocationMode } from '@seedbed/contracts/coaching';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { userLoaders } from '../users/loaders.ts';
import { fullName } from '../users/display-name.ts';
import { User } from '../users/schema.ts';
import { sessionStanding } from './access.ts';
import { cancelCoachingInvite, currentStatus, expireIfDue, inviteesOf, latestInvites, respondToCoachingInvite, sendCoachingInvite, type CoachingInviteeRow } from './invites.ts';
import { cancelMeetingFromInvitation, openInvitation, respondToInvitation, type OpenedInvitation } from './invite-links.ts';
import type { CoachingInviteRow } from './repo.ts';
import { CoachingSession, coachingLoaders, LocationModeEnum } from './types.ts';

const ANSWERS = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
type Answer = (typeof ANSWERS)[number];

export const CoachingInviteStatusEnum = builder.enumType('CoachingInviteStatus', { values: INVITE_STATUSES });
const CoachingInviteAnswerEnum = builder.enumType('CoachingInviteAnswer', { values: ANSWERS });

/** Per request: each session's newest invite and each invite's people, read for a whole list at once. */
function inviteLoaders(ctx: Context) {
  return memo(ctx, 'coachingInviteLoaders', () => {
    const tenant = ctx.incubator.id;
    return {
      latest: new DataLoader<string, CoachingInviteRow | null>(async (sessionIds) => {
        const rows = await latestInvites(await ctx.tx.db(), tenant, sessionIds);
        return sessionIds.map((id) => rows.find((row) => row.sessionId === id) ?? null);
      }),
      invitees: new DataLoader<string, CoachingInviteeRow[]>(async (inviteIds) => {
        const rows = await inviteesOf(await ctx.tx.db(), tenant, inviteIds);
        return inviteIds.map((id) => rows.filter((row) => row.inviteId === id));
      }),
    };
  });
}

const CoachingInvitee = builder.objectRef<CoachingInviteeRow>('CoachingInvitee').implement({
  description: 'One person an invite is for, and their answer.',
  fields: (t) => ({
    user: t.field({ type: User, resolve: (row, _a, ctx) => userLoaders(ctx).user.load(row.userId) as never }),
    side: t.string({ nullable: false, description: "'startup' (the startup's people) or 'incubator' (the organisation's).", resolve: (row) => row.side }),
    response: t.field({ type: CoachingInviteAnswerEnum, nullable: false, resolve: (row) => row.response as Answer }),
  }),
});

interface InviteAbilities {
  respond: boolean;
  cancel: boolean;
}

const InviteViewerCan = builder.objectRef<InviteAbilities>('CoachingInviteViewerCan').implement({
  fields: (t) => ({
    respond: t.exposeBoolean('respond', { nullable: false }),
    cancel: t.exposeBoolean('cancel', { nullable: false }),
  }),
});

/** The users of one side of an invite, in the order the invite lists them. */
async function inviteesOn(ctx: Context, invite: CoachingInviteRow, side: 'incubator' | 'startup') {
  const rows = (await inviteLoaders(ctx).invitees.load(invite.id)).filter((row) => row.side === side);
  return (await userLoaders(ctx).user.loadMany(rows.map((row) => row.userId))).filter((u) => u && !(u instanceof Error)) as never;
}

const open = (status: InviteStatus) => status === 'PENDING' || status === 'ACCEPTED';

export const CoachingInvite = builder.objectRef<CoachingInviteRow>('CoachingInvite').implement({
  description: 'A coaching session offered to people until it expires; its status moves only along the allowed transitions.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    status: t.field({ type: CoachingInviteStatusEnum, nullable: false, description: 'A pending invite past its end reads EXPIRED.', resolve: (row) => currentStatus(row) }),
    expires: t.string({ nullable: false, resolve: (row) => row.expiresAt.toISOString() }),
    message: t.exposeString('message'),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    respondedAt: t.string({ resolve: (row) => row.respondedAt?.toISOString() ?? null }),
    createdBy: t.field({ type: User, resolve: (row, _a, ctx) => (row.createdBy ? userLoaders(ctx).user.load(row.createdBy) : null) as never }),
    invitees: t.field({ type: [CoachingInvitee], nullable: false, resolve: (row, _a, ctx) => inviteLoaders(ctx).invitees.load(row.id) }),
    incubatorInvitees: t.field({ type: [User], nullable: false, description: "The organisation's people invited.", resolve: (row, _a, ctx) => inviteesOn(ctx, row, 'incubator') }),
    startupInvitees: t.field({ type: [User], nullable: false, description: "The startup's founders invited.", resolve: (row, _a, ctx) => inviteesOn(ctx, row, 'startup') }),
    coachingSession: t.field({
      type: CoachingSession,
      description: 'The session it invites to (its readers read the invite through it).',
      resolve: (row, _a, ctx) => coachingLoaders(ctx).session.load(row.sessionId),
    }),
    viewerResponse: t.field({
      type: CoachingInviteAnswerEnum,
      description: "The viewer's own answer; null when the invite is not for them.",
      resolve: async (row, _a, ctx) => ((await inviteLoaders(ctx).invitees.load(row.id)).find((r) => r.userId === ctx.viewer?.user.id)?.response as Answer) ?? null,
    }),
    viewerCan: t.field({
      type: InviteViewerCan,
      nullable: false,
      resolve: async (row, _a, ctx) => {
        const status = currentStatus(row);
        const session = await coachingLoaders(ctx).session.load(row.sessionId);
        if (!session || !ctx.viewer || !open(status) || session.cancelledAt) return { respond: false, cancel: false };
        const invited = (await inviteLoaders(ctx).invitees.load(row.id)).some((r) => r.userId === ctx.viewer?.user.id);
        const standing = await sessionStanding(ctx, session);
        return { respond: invited, cancel: Boolean(standing?.organiser) };
      },
    }),
  }),
});

builder.objectFields(CoachingSession, (t) => ({
  invite: t.field({
    type: CoachingInvite,
    description: 'Its newest invite (a new one replaces a pending one); null when none was sent.',
    resolve: async (session, _a, ctx) => {
      const invite = await inviteLoaders(ctx).latest.load(session.id);
      // Read past its end, a pending invite is moved to EXPIRED at once rather than at the next sweep.
      return invite ? expireIfDue(ctx, await ctx.tx.db(), invite) : null;
    },
  }),
  viewerMayInvite: t.boolean({
    nullable: false,
    description: 'Whether the viewer may send it an invite: its organisers, while it is neither cancelled nor begun.',
    resolve: async (session, _a, ctx) =>
      Boolean(ctx.viewer) && !session.cancelledAt && session.startsAt.getTime() > Date.now() && Boolean((await sessionStanding(ctx, session))?.organiser),
  }),
}));

const CoachingInviteInput = builder.inputType('CoachingInviteInput', {
  fields: (t) => ({
    incubatorInviteeIds: t.idList({ description: "The organisation's people invited." }),
    startupInviteeIds: t.idList({ description: "The session's startup's founders invited; one of them accepting accepts the invite." }),
    expires: t.string({ description: 'ISO instant, before the session starts; by default INVITE_DEFAULT_DAYS away or the start, whichever is first.' }),
    message: t.string(),
  }),
});

/** What an invitation's link shows without signing in: the session and this invitee's answer, nothing else. */
const CoachingInvitation = builder.objectRef<OpenedInvitation>('CoachingInvitation').implement({
  description: "An invite as the person its mail's link names reads it.",
  fields: (t) => ({
    _id: t.id({ nullable: false, resolve: (o) => o.invite.id }),
    status: t.field({ type: CoachingInviteStatusEnum, nullable: false, resolve: (o) => currentStatus(o.invite) }),
    expires: t.string({ nullable: false, resolve: (o) => o.invite.expiresAt.toISOString() }),
    message: t.string({ resolve: (o) => o.invite.message }),
    response: t.field({
      type: CoachingInviteAnswerEnum,
      nullable: false,
      resolve: async (o, _a, ctx) => ((await inviteLoaders(ctx).invitees.load(o.invite.id)).find((r) => r.userId === o.userId)?.response as Answer) ?? 'PENDING',
    }),
    inviteeName: t.string({ nullable: false, resolve: async (o, _a, ctx) => (await userLoaders(ctx).user.load(o.userId))?.firstName ?? '' }),
    organiserName: t.string({
      resolve: async (o, _a, ctx) => {
        const organiser = o.invite.createdBy ? await userLoaders(ctx).user.load(o.invite.createdBy) : null;
        return organiser ? fullName(organiser) : null;
      },
    }),
    sessionName: t.string({ nullable: false, resolve: (o) => o.session.name }),
    date: t.string({ nullable: false, resolve: (o) => o.session.startsAt.toISOString() }),
    expectedDuration: t.int({ nullable: false, resolve: (o) => o.session.expectedDuration }),
    locationMode: t.field({ type: LocationModeEnum, nullable: false, resolve: (o) => o.session.locationMode as LocationMode }),
    location: t.string({ resolve: (o) => o.session.location }),
    meetingLink: t.string({ resolve: (o) => o.session.meetingLink }),
    sessionCancelled: t.boolean({ nullable: false, resolve: (o) => o.session.cancelledAt !== null }),
  }),
});

builder.queryFields((t) => ({
  coachingInvitation: t.field({
    type: CoachingInvitation,
    nullable: false,
    description: 'Public: the invite a mail link opens (id and token). A wrong link is NOT_FOUND; one past its end INVITE_EXPIRED.',
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => openInvitation(ctx, String(args.id), args.token),
  }),
}));

builder.mutationFields((t) => ({
  sendCoachingInvite: t.field({
    type: CoachingInvite,
    nullable: false,
    description: 'Invites people to a session (its organisers); replaces its pending invite. Each invitee is mailed the links and the calendar entry.',
    args: { sessionId: t.arg.id({ required: true }), input: t.arg({ type: CoachingInviteInput, required: true }) },
    resolve: (_r, args, ctx) => sendCoachingInvite(ctx, args.input, String(args.sessionId)),
  }),
  respondToCoachingInvite: t.field({
    type: CoachingInvite,
    nullable: false,
    description: 'The signed-in invitee accepts or declines.',
    args: { inviteId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => respondToCoachingInvite(ctx, { accept: args.accept }, String(args.inviteId)),
  }),
  cancelCoachingInvite: t.field({
    type: CoachingInvite,
    nullable: false,
    description: 'An organiser withdraws the invite: its people leave the session and are told.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => cancelCoachingInvite(ctx, {}, String(args.inviteId)),
  }),
  respondToCoachingInvitation: t.field({
    type: CoachingInvitation,
    nullable: false,
    description: "Public: answers from the mail's link.",
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => respondToInvitation(ctx, String(args.id), args.token, args.accept),
  }),
  cancelMeetingFromInvitation: t.field({
    type: CoachingInvitation,
    nullable: false,
    description: "Public: the invitee calls the meeting off from the mail's link; the invite and the session are cancelled.",
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => cancelMeetingFromInvitation(ctx, String(args.id), args.token),
  }),
}));
