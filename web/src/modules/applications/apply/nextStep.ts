import type { ApplicationStatus } from '@seedbed/contracts/applications';

export type NextStepKind = 'FILL_FORM' | 'WAITING' | 'MEETING' | 'DECIDED';

/** Where a round's form is filled (a public address: a visitor is sent to sign in and back). */
export const fillPath = (applicationId: string, roundId: string) => `/application/${encodeURIComponent(applicationId)}/forms/${encodeURIComponent(roundId)}/fill`;

/** The badge colour of each status as an applicant reads it. */
export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  ready_for_invitation: 'blue',
  ready_for_meeting: 'violet',
  under_review: 'yellow',
  pending_decision: 'yellow',
  accepted: 'teal',
  rejected: 'red',
  delay_rejected: 'yellow',
};

interface Step {
  status: ApplicationStatus;
  nextStep: { kind: NextStepKind; roundId: string; roundOpen: boolean };
}

/** What the card says is asked of the applicant (a key of the `apply` texts), and its button. */
export interface StepView {
  messageKey: string;
  action: { labelKey: 'myApplications.continue' | 'myApplications.view'; to: string; primary: boolean };
}

export function stepView(applicationId: string, { status, nextStep }: Step): StepView {
  const to = fillPath(applicationId, nextStep.roundId);
  const view = { labelKey: 'myApplications.view', to, primary: false } as const;
  switch (nextStep.kind) {
    case 'FILL_FORM':
      return nextStep.roundOpen
        ? { messageKey: status === 'draft' ? 'nextStep.fillFirst' : 'nextStep.fillNext', action: { labelKey: 'myApplications.continue', to, primary: true } }
        : { messageKey: 'nextStep.closed', action: view };
    case 'MEETING':
      return { messageKey: 'nextStep.meeting', action: view };
    case 'DECIDED':
      return { messageKey: status === 'accepted' ? 'nextStep.accepted' : 'nextStep.rejected', action: view };
    default:
      return { messageKey: 'nextStep.waiting', action: view };
  }
}
