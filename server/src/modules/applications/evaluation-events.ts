import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

/**
 * What evaluating an application records. Payloads name no applicant and no project: the feed's
 * readers need not be those allowed past blind review.
 */
interface EvaluationPayload {
  applicationId: string;
  funnelId: string;
  roundId: string;
}

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

export const evaluationEvents = {
  'application.evaluatorsAssigned': declareEvent<EvaluationPayload & { evaluatorIds: string[]; mode: string }>({ params: (e) => ({ count: count(e.data.evaluatorIds) }) }),
  'application.evaluatorUnassigned': declareEvent<EvaluationPayload & { evaluatorId: string }>({}),
  'application.evaluationSubmitted': declareEvent<EvaluationPayload & { edited: boolean }>({ variant: (e) => (e.data.edited ? 'edited' : 'submitted') }),
  'application.conflictDeclared': declareEvent<EvaluationPayload>({}),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof evaluationEvents> {}
}
