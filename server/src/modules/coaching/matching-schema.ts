import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { User } from '../users/schema.ts';
import {
  MATCH_REASON_KINDS,
  mentorMatchingSettings,
  mentorSuggestions,
  SUGGESTIONS_LIMIT,
  updateMentorMatchingSettings,
  type MatchReason,
  type MentorSuggestion,
} from './matching.ts';
import type { MentorMatchingWeights } from '@seedbed/contracts/coaching';

const Weights = builder.objectRef<MentorMatchingWeights>('MentorMatchingSettings').implement({
  description: 'How mentors are scored for a startup: the weight of each reason (0 ignores it); load is subtracted per startup already coached.',
  fields: (t) => ({
    industries: t.exposeInt('industries', { nullable: false }),
    skills: t.exposeInt('skills', { nullable: false }),
    tags: t.exposeInt('tags', { nullable: false }),
    availability: t.exposeInt('availability', { nullable: false }),
    load: t.exposeInt('load', { nullable: false }),
  }),
});

const WeightsInput = builder.inputType('MentorMatchingSettingsInput', {
  fields: (t) => ({
    industries: t.int({ required: true }),
    skills: t.int({ required: true }),
    tags: t.int({ required: true }),
    availability: t.int({ required: true }),
    load: t.int({ required: true }),
  }),
});

const ReasonKind = builder.enumType('MentorMatchReasonKind', { values: MATCH_REASON_KINDS });

const Reason = builder.objectRef<MatchReason>('MentorMatchReason').implement({
  fields: (t) => ({
    kind: t.field({ type: ReasonKind, nullable: false, resolve: (r) => r.kind }),
    label: t.exposeString('label', { nullable: false }),
  }),
});

const Suggestion = builder.objectRef<MentorSuggestion>('MentorSuggestion').implement({
  description: 'A mentor, expert or coach who suits a startup, with why.',
  fields: (t) => ({
    mentor: t.field({ type: User, nullable: false, resolve: (s) => s.mentor }),
    score: t.exposeInt('score', { nullable: false }),
    reasons: t.field({ type: [Reason], nullable: false, resolve: (s) => s.reasons }),
  }),
});

builder.queryFields((t) => ({
  mentorMatchingSettings: t.field({ type: Weights, nullable: false, resolve: (_r, _a, ctx) => mentorMatchingSettings(ctx) }),
  mentorSuggestions: t.field({
    type: [Suggestion],
    nullable: false,
    description: 'People who could coach the startup, best first (for those who assign people to it).',
    args: { startupId: t.arg.id({ required: true }), limit: t.arg.int() },
    resolve: (_r, args, ctx) => mentorSuggestions(ctx, args.startupId, args.limit ?? SUGGESTIONS_LIMIT),
  }),
}));

builder.mutationFields((t) => ({
  updateMentorMatchingSettings: t.field({
    type: Weights,
    nullable: false,
    args: { input: t.arg({ type: WeightsInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateMentorMatchingSettings(ctx, args.input);
    },
  }),
}));
