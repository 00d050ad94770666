import type { TFunction } from 'i18next';
import { SLOT_REFUSALS, type SlotRefusal } from '@seedbed/contracts/coaching';
import type { FieldIssue } from '@seedbed/contracts/checks';
import { graphQLErrorsOf } from '../../../app/apollo/errors';
import { issueMessage } from '../../../ui/form/issueMessage';

/** The zone the reader's device is in: booking times are shown in it. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A weekday (1 Monday … 7 Sunday) by name in the reader's language. */
export const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/** An instant with its date and time, in a zone. */
export const dateTime = (iso: string, language: string, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/**
 * A shared schema's message: this part's own keys ('coaching.availability.overlap') live under
 * `validation.` in the availability namespace, the others where issueMessage finds them.
 */
export function availabilityIssue(t: TFunction, issue: FieldIssue, field: string): string {
  const own = /^coaching\.availability\.(.+)$/.exec(issue.key);
  return own ? (t(`availability:validation.${own[1]}`, { ...issue.params, field }) as string) : issueMessage(t, issue, field);
}

const isRefusal = (value: unknown): value is SlotRefusal => (SLOT_REFUSALS as readonly unknown[]).includes(value);

/** Why a booking was refused (SLOT_UNAVAILABLE carries the reason), or null for any other failure. */
export function refusalOf(error: unknown): SlotRefusal | null {
  const refused = graphQLErrorsOf(error).find((e) => e.extensions?.code === 'SLOT_UNAVAILABLE');
  if (!refused) return null;
  return isRefusal(refused.extensions?.reason) ? refused.extensions.reason : 'BUSY';
}
