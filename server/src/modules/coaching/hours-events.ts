import type { MentorMatchingWeights } from '@seedbed/contracts/coaching';
import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The startup's name as it was when the hours changed: the sentence never reads it back. */
const startupNamed: FeedSentence = { params: (e) => ({ startup: text(e.data.startupName) }) };

interface AllocationPayload {
  startupId: string;
  startupName: string;
  programId: string | null;
}

/** Coaching hours given to startups, and how mentors are matched to them (slice "hours and matching"). */
export const hoursEvents = {
  'coaching.hoursAllocated': declareEvent<AllocationPayload & { amount: number; unit: string }>(startupNamed),
  'coaching.hoursAllocationRemoved': declareEvent<AllocationPayload>(startupNamed),
  'coaching.matchingSettingsUpdated': declareEvent<{ weights: MentorMatchingWeights }>({}),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof hoursEvents> {}
}
