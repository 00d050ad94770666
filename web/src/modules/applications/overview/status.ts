import type { TFunction } from 'i18next';

/** Each status's badge colour: waiting on the applicant, on staff, or decided. */
export const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  ready_for_invitation: 'cyan',
  ready_for_meeting: 'indigo',
  under_review: 'blue',
  pending_decision: 'orange',
  accepted: 'teal',
  rejected: 'red',
  delay_rejected: 'pink',
};

export const statusLabel = (t: TFunction, status: string) => t(`applications:status.${status}`);

/** The page of one application (its activities). */
export const applicationPath = (id: string) => `/application/${id}/activities`;
