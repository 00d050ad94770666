import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The startup an event names, kept in its payload: the sentence reads even when the startup is gone. */
const startup: FeedSentence = { params: (e) => ({ startup: text(e.data.startupName) }) };

/**
 * What founders (or staff on their behalf) report. Payloads carry what the reactions need: the
 * timeline posts read the period's values, the updatedMetrics notification its recipients.
 */
export const reportingEvents = {
  /**
   * Values of a period were saved. `firstSubmission`: this submitted the period; `onBehalf`: staff
   * (or a reminder mail's link) entered them; `metricIds`: the metrics whose value changed.
   */
  'metrics.valuesSubmitted': declareEvent<{
    startupId: string;
    startupName: string;
    periodId: string;
    periodFrom: string;
    dueDate: string;
    firstSubmission: boolean;
    onBehalf: boolean;
    metricIds: string[];
  }>({ ...startup, variant: (e) => (e.data.firstSubmission ? 'submitted' : 'edited') }),
  /** The categorization questionnaire was answered, or skipped. */
  'metrics.categorized': declareEvent<{
    startupId: string;
    startupName: string;
    skipped: boolean;
    delayReporting: boolean | null;
    answers: Record<string, boolean | null>;
  }>({ ...startup, variant: (e) => (e.data.skipped ? 'skipped' : 'answered') }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof reportingEvents> {}
}
