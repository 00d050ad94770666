import type { ShellUser } from '../../../app/features/types';
import type { ApplicationBatchAction } from './graphql';

interface Selectable {
  _id: string;
  viewerCan: { decide: boolean; delete: boolean; tag: boolean; assign: boolean };
}

const RIGHT: Record<ApplicationBatchAction, keyof Selectable['viewerCan']> = {
  DECIDE: 'decide',
  RESET: 'decide',
  MOVE_TO_ROUND: 'assign',
  TAG: 'tag',
  ASSIGN_EVALUATORS: 'assign',
  DELETE: 'delete',
};

export const BULK_ACTION_ORDER: readonly ApplicationBatchAction[] = ['DECIDE', 'RESET', 'MOVE_TO_ROUND', 'TAG', 'ASSIGN_EVALUATORS', 'DELETE'];

/** Whether the viewer selects applications at all: the overview's bulk actions (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW). */
export const maySelect = (user: ShellUser | null) => Boolean(user?.permissions['APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW']);

export interface BulkActionState {
  action: ApplicationBatchAction;
  /** How many selected applications the viewer may act on this way; the others fail alone. */
  applicable: number;
  disabled: boolean;
}

/**
 * The bulk bar's buttons for a selection: each action with how many of the selected rows the
 * viewer may take it on (read from each row's viewerCan), disabled when none. Rows selected on a
 * page since reloaded count as unknown and do not disable anything: the server decides per item.
 */
export function bulkActionStates(rows: readonly Selectable[], selected: ReadonlySet<string>): BulkActionState[] {
  const known = rows.filter((r) => selected.has(r._id));
  const unknown = selected.size - known.length;
  return BULK_ACTION_ORDER.map((action) => {
    const applicable = known.filter((r) => r.viewerCan[RIGHT[action]]).length + unknown;
    return { action, applicable, disabled: applicable === 0 };
  });
}

/** How long the undo of a bulk decision is offered (the server's APPLICATION_DECISION_UNDO_MS). */
export { APPLICATION_DECISION_UNDO_MS as UNDO_WINDOW_MS } from '@seedbed/contracts/applications-input';
