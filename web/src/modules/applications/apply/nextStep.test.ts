import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@seedbed/contracts/applications';
import { fillPath, STATUS_COLORS, stepView } from './nextStep';

describe('the next step of an application', () => {
  const step = (status: (typeof APPLICATION_STATUSES)[number], kind: 'FILL_FORM' | 'WAITING' | 'MEETING' | 'DECIDED', roundOpen = true) =>
    stepView('app 1', { status, nextStep: { kind, roundId: 'r/1', roundOpen } });

  it('asks to continue the form only while its round is open', () => {
    expect(step('draft', 'FILL_FORM')).toEqual({ messageKey: 'nextStep.fillFirst', action: { labelKey: 'myApplications.continue', to: fillPath('app 1', 'r/1'), primary: true } });
    expect(step('ready_for_invitation', 'FILL_FORM').messageKey).toBe('nextStep.fillNext');
    expect(step('draft', 'FILL_FORM', false)).toMatchObject({ messageKey: 'nextStep.closed', action: { labelKey: 'myApplications.view', primary: false } });
  });

  it('tells a waiting, invited or decided applicant where they stand', () => {
    expect(step('under_review', 'WAITING').messageKey).toBe('nextStep.waiting');
    expect(step('ready_for_meeting', 'MEETING').messageKey).toBe('nextStep.meeting');
    expect(step('accepted', 'DECIDED').messageKey).toBe('nextStep.accepted');
    expect(step('rejected', 'DECIDED').messageKey).toBe('nextStep.rejected');
  });

  it('keeps ids safe in the address and gives every status a colour', () => {
    expect(fillPath('app 1', 'r/1')).toBe('/application/app%201/forms/r%2F1/fill');
    for (const status of APPLICATION_STATUSES) expect(STATUS_COLORS[status]).toBeTruthy();
  });
});
