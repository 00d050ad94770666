import type { TFunction } from 'i18next';
import type { MentorMatchingWeights } from '@seedbed/contracts/coaching';
import { mentorMatchingWeightsInput } from '@seedbed/contracts/coaching-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';

export const WEIGHT_KEYS = ['industries', 'skills', 'tags', 'availability', 'load'] as const satisfies ReadonlyArray<keyof MentorMatchingWeights>;

/** What the form holds: a weight being typed may be empty for a moment. */
export type WeightValues = { [K in keyof MentorMatchingWeights]: number | '' };

export const pickWeights = <V extends WeightValues>(values: V): WeightValues => Object.fromEntries(WEIGHT_KEYS.map((key) => [key, values[key]])) as WeightValues;

export const toWeightsInput = (values: WeightValues) =>
  Object.fromEntries(WEIGHT_KEYS.map((key) => [key, values[key] === '' ? undefined : values[key]])) as Partial<MentorMatchingWeights>;

/** Checked by the schema updateMentorMatchingSettings checks with: whole numbers from 0 to MENTOR_WEIGHT_MAX. */
export const weightRules = (t: TFunction) =>
  schemaRules<WeightValues>(mentorMatchingWeightsInput, toWeightsInput, WEIGHT_KEYS, (issue) => issueMessage(t, issue, t(`mentorMatching:settings.weights.${issue.field}`)));
