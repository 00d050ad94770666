import { MEETING_STATUSES } from '@seedbed/contracts/applications-input';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import type { ApplicationMeetingRow } from '../../db/schema/index.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { meetingEnd } from './meeting-mails.ts';
import {
  cancelApplicationMeeting,
  listApplicationMeetings,
  managesMeetingsOf,
  meetingApplications,
  meetingCounts,
  scheduleApplicationMeeting,
  updateApplicationMeeting,
} from './meetings.ts';
import { Application } from './types.ts';

const MeetingStatusEnum = builder.enumType('ApplicationMeetingStatus', { values: MEETING_STATUSES });

/** Whether the viewer manages the meeting's application: only they read its notes. */
async function manages(ctx: Parameters<typeof managesMeetingsOf>[0], meeting: ApplicationMeetingRow): Promise<boolean> {
  const application = await meetingApplications(ctx).load(meeting.applicationId);
  return application ? managesMeetingsOf(ctx, application) : false;
}

export const ApplicationMeeting = builder.objectRef<ApplicationMeetingRow>('ApplicationMeeting').implement({
  description: "An interview with an application's applicant: when, how long, where or by which link, and who attends.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    applicationId: t.exposeID('applicationId', { nullable: false }),
    startsAt: t.string({ nullable: false, resolve: (m) => m.startsAt.toISOString() }),
    endsAt: t.string({ nullable: false, resolve: (m) => meetingEnd(m).toISOString() }),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: false }),
    location: t.exposeString('location'),
    link: t.exposeString('link', { description: 'An https address of the video call.' }),
    notes: t.string({
      description: "The staff's notes; null for the applicant's side and evaluators.",
      resolve: async (m, _a, ctx) => ((await manages(ctx, m)) ? m.notes : null),
    }),
    status: t.field({ type: MeetingStatusEnum, nullable: false, resolve: (m) => m.status as (typeof MEETING_STATUSES)[number] }),
    sequence: t.exposeInt('sequence', { nullable: false, description: 'How many times it was sent again (its calendar invitation SEQUENCE).' }),
    attendees: t.field({
      type: [User],
      nullable: false,
      description: 'The people of the programme who attend (those no longer in the organisation are left out).',
      resolve: async (m, _a, ctx) => {
        const people = await Promise.all(m.attendeeIds.map((id) => userLoaders(ctx).user.load(id)));
        return people.filter((person): person is NonNullable<typeof person> => person !== null && person.status !== 'deleted');
      },
    }),
    viewerCanManage: t.boolean({ nullable: false, resolve: (m, _a, ctx) => manages(ctx, m) }),
    createdAt: t.string({ nullable: false, resolve: (m) => m.createdAt.toISOString() }),
  }),
});

builder.objectFields(Application, (t) => ({
  meetingCount: t.int({ nullable: false, description: 'Its meetings, cancelled ones included.', resolve: (row, _a, ctx) => meetingCounts(ctx).load(row.id) }),
  viewerCanScheduleMeeting: t.boolean({
    nullable: false,
    description: 'Managers of the application (or APPLICATION_FLOW:EDIT) arrange its meetings.',
    resolve: (row, _a, ctx) => managesMeetingsOf(ctx, row),
  }),
}));

const MeetingInput = builder.inputType('ApplicationMeetingInput', {
  fields: (t) => ({
    startsAt: t.string({ required: true, description: 'A future instant (ISO 8601).' }),
    durationMinutes: t.int({ required: true }),
    location: t.string(),
    link: t.string(),
    notes: t.string(),
    attendeeIds: t.idList(),
  }),
});

builder.queryFields((t) => ({
  applicationMeetings: t.field({
    type: [ApplicationMeeting],
    nullable: false,
    description: "An application's meetings, the latest first: for its managers, its evaluators and its applicant's side.",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => listApplicationMeetings(ctx, args.applicationId),
  }),
}));

builder.mutationFields((t) => ({
  scheduleApplicationMeeting: t.field({
    type: ApplicationMeeting,
    nullable: false,
    description: 'Arranges an interview; the applicant and the attendees receive a calendar invitation.',
    args: { applicationId: t.arg.id({ required: true }), input: t.arg({ type: MeetingInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return scheduleApplicationMeeting(ctx, args.input, args.applicationId);
    },
  }),
  updateApplicationMeeting: t.field({
    type: ApplicationMeeting,
    nullable: false,
    description: 'Moves or changes a meeting; everyone receives the updated invitation.',
    args: { meetingId: t.arg.id({ required: true }), input: t.arg({ type: MeetingInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateApplicationMeeting(ctx, args.input, args.meetingId);
    },
  }),
  cancelApplicationMeeting: t.field({
    type: ApplicationMeeting,
    nullable: false,
    description: 'Calls a meeting off (it stays listed, cancelled); everyone receives the cancellation.',
    args: { meetingId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return cancelApplicationMeeting(ctx, {}, args.meetingId);
    },
  }),
}));
