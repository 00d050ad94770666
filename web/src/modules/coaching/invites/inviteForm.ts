import type { TFunction } from 'i18next';
import { INVITE_DEFAULT_DAYS } from '@seedbed/contracts/coaching';
import { coachingInviteInputSchema } from '@seedbed/contracts/coaching-input';
import { issueMessage } from '../../../ui/form/issueMessage';
import { schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';

export interface InviteValues {
  startupInviteeIds: string[];
  incubatorInviteeIds: string[];
  /** Days the invitees have to answer; the invite never outlives the session's start. */
  days: string;
  message: string;
}

export const INVITE_FIELDS = ['startupInviteeIds', 'incubatorInviteeIds', 'days', 'message'] as const;
/** The answering times offered, in days. */
export const ANSWER_DAYS = [1, 2, 3, 5, 7, 14] as const;

export const inviteValues = (startupInviteeIds: string[]): InviteValues => ({ startupInviteeIds, incubatorInviteeIds: [], days: String(INVITE_DEFAULT_DAYS), message: '' });

/** The invite's end: so many days from `now`, or the session's start when that comes first. */
export function inviteExpiry(days: string, sessionStart: string, now = new Date()): string {
  const end = Math.min(now.getTime() + Number(days) * 86_400_000, new Date(sessionStart).getTime());
  return new Date(end).toISOString();
}

/** What sendCoachingInvite receives. */
export function inviteInput(values: InviteValues, sessionStart: string, now = new Date()) {
  return {
    startupInviteeIds: values.startupInviteeIds,
    incubatorInviteeIds: values.incubatorInviteeIds,
    expires: inviteExpiry(values.days, sessionStart, now),
    message: values.message.trim() || null,
  };
}

/** The server's own checks (contracts' schema), read on the form's fields. */
export function inviteRules(t: TFunction, labels: Record<(typeof INVITE_FIELDS)[number], string>, sessionStart: string): Rules<InviteValues> {
  return schemaRules<InviteValues>(
    coachingInviteInputSchema(),
    (values) => inviteInput(values, sessionStart),
    INVITE_FIELDS,
    (issue) => issueMessage(t, issue, labels[issue.field.split('.')[0] as (typeof INVITE_FIELDS)[number]] ?? issue.field),
  );
}
