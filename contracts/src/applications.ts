/**
 * Application funnels (spec 3 §2–§4): a funnel's public page, its rounds, applications with their
 * statuses and the decisions taken on them, shared by the server (which enforces the transition
 * table) and the web (which offers only the moves the table allows). No zod here; the input
 * schemas are in applications-input.ts.
 */

/** Spec 3 §3, both readings merged: the second reading's flow, plus delay_rejected from the first. */
export const APPLICATION_STATUSES = ['draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec 3 §3 filter groups. */
export const APPLICATION_STATUS_GROUPS = {
  ALL_PENDING: ['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision'],
  EVALUATION_IN_PROGRESS: ['ready_for_invitation', 'ready_for_meeting'],
} as const satisfies Record<string, readonly ApplicationStatus[]>;
export type ApplicationStatusGroup = keyof typeof APPLICATION_STATUS_GROUPS;

/**
 * Which status may follow which (the server refuses any other move with INVALID_TRANSITION).
 * - draft → under_review: the applicant submits the round's form.
 * - ready_for_invitation: accepted into a round whose form the applicant must still fill;
 *   submitting it brings the application back to under_review.
 * - ready_for_meeting: accepted into an interview round; a meeting is to be held.
 * - pending_decision: every evaluation the round needs is in (set on the last evaluation).
 * - accepted / rejected / delay_rejected: decided; reset brings it back to under_review.
 *   delay_rejected holds the rejection mail until staff send it, then becomes rejected.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['under_review'],
  ready_for_invitation: ['under_review', 'ready_for_meeting', 'pending_decision', 'rejected', 'delay_rejected'],
  ready_for_meeting: ['under_review', 'pending_decision', 'ready_for_invitation', 'accepted', 'rejected', 'delay_rejected'],
  under_review: ['ready_for_invitation', 'ready_for_meeting', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'],
  pending_decision: ['under_review', 'ready_for_invitation', 'ready_for_meeting', 'accepted', 'rejected', 'delay_rejected'],
  accepted: ['under_review'],
  rejected: ['under_review'],
  delay_rejected: ['rejected', 'under_review'],
};

export const mayMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean => APPLICATION_TRANSITIONS[from].includes(to);

/** Spec 3 §3: the decisions taken on a round (reset undoes one). */
export const ROUND_DECISIONS = ['accept', 'reject', 'delay_reject'] as const;
export type RoundDecision = (typeof ROUND_DECISIONS)[number];

/** A decided application cannot be decided again before a reset. */
export const DECIDED_STATUSES: readonly ApplicationStatus[] = ['accepted', 'rejected', 'delay_rejected'];

/** A funnel is prepared as a draft, open while it takes applications, then closed. */
export const FUNNEL_STATUSES = ['draft', 'open', 'closed'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

/**
 * How a round's evaluators get their applications: chosen by hand, N drawn at random from the
 * round's evaluators for each application, or the evaluators sharing a tag or an industry with it.
 */
export const EVALUATOR_ASSIGNMENT_MODES = ['manual', 'random', 'tag', 'industry'] as const;
export type EvaluatorAssignmentMode = (typeof EVALUATOR_ASSIGNMENT_MODES)[number];

/** An evaluation criterion: a topic tag of the taxonomy ("evaluation criteria") and its weight. */
export interface EvaluationCriterion {
  tagId: string;
  weight: number;
}
/** Scores go from 1 to this per criterion. */
export const EVALUATION_SCORE_MAX = 5;

/** Spec 3 §3 page content nodes of a funnel's public page. */
export const PAGE_BLOCK_TYPES = ['text', 'image', 'video', 'accordion', 'columns', 'funnel'] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];
export type PageBlock =
  | { id: string; type: 'text'; html: string }
  | { id: string; type: 'image'; attachmentId: string; alt: string }
  | { id: string; type: 'video'; url: string; title: string }
  | { id: string; type: 'accordion'; items: Array<{ title: string; html: string }> }
  | { id: string; type: 'columns'; columns: string[] }
  /** The funnel's own block: its rounds with their dates and the Apply button. */
  | { id: string; type: 'funnel' };

/** A mail the funnel sends (round instructions, acceptance, rejection): subject and sanitised HTML body. */
export interface FunnelMail {
  subject: string;
  body: string;
}

/**
 * What a round hides (questionVisibility, evaluationVisibility): question ids of its form hidden
 * from the listed role types, and the role types allowed to read evaluations besides their authors.
 */
export interface RoundVisibility {
  hiddenQuestions: Record<string, string[]>;
  evaluationsVisibleTo: string[];
}

/** Error codes the funnels speak (spec has none; these are ours). */
export const APPLICATION_ERRORS = ['ROUND_CLOSED', 'APPLICATION_ALREADY_SUBMITTED', 'DUPLICATE_APPLICATION', 'INVALID_TRANSITION'] as const;
