import { builder } from '../../core/schema-builder.ts';
import { createRejectionMail, deleteRejectionMail, mayEditRejectionMail, rejectionMailsOf, updateRejectionMail, type RejectionMailRow } from './rejection-mails.ts';

export const RejectionMail = builder.objectRef<RejectionMailRow>('RejectionMail').implement({
  description: 'A rejection mail and the reasons a rejected applicant may be told; shared by every funnel when it has none.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    funnelId: t.exposeID('funnelId'),
    shared: t.boolean({ nullable: false, resolve: (m) => m.funnelId === null }),
    name: t.exposeString('name', { nullable: false }),
    subject: t.exposeString('subject', { nullable: false }),
    body: t.exposeString('body', { nullable: false }),
    reasons: t.exposeStringList('reasons', { nullable: false }),
    viewerCanEdit: t.boolean({ nullable: false, resolve: (m, _a, ctx) => mayEditRejectionMail(ctx, m) }),
    updatedAt: t.string({ nullable: false, resolve: (m) => m.updatedAt.toISOString() }),
  }),
});

const RejectionMailInput = builder.inputType('RejectionMailInput', {
  fields: (t) => ({
    funnelId: t.id({ description: 'Empty: a mail every funnel may use.' }),
    name: t.string(),
    subject: t.string(),
    body: t.string(),
    reasons: t.stringList(),
  }),
});

builder.queryFields((t) => ({
  rejectionMails: t.field({
    type: [RejectionMail],
    nullable: false,
    description: 'The funnel’s own rejection mails, then those every funnel shares.',
    args: { funnelId: t.arg.id() },
    resolve: (_r, args, ctx) => rejectionMailsOf(ctx, args.funnelId),
  }),
}));

builder.mutationFields((t) => ({
  createRejectionMail: t.field({
    type: RejectionMail,
    nullable: false,
    args: { data: t.arg({ type: RejectionMailInput, required: true }) },
    resolve: (_r, args, ctx) => createRejectionMail(ctx, args.data),
  }),
  updateRejectionMail: t.field({
    type: RejectionMail,
    nullable: false,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: RejectionMailInput, required: true }) },
    resolve: (_r, args, ctx) => updateRejectionMail(ctx, { ...args.data, funnelId: undefined }, args.id),
  }),
  deleteRejectionMail: t.boolean({ nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => deleteRejectionMail(ctx, {}, args.id) }),
}));
