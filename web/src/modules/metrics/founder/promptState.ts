import { createValueStore } from '../../../app/store';

/** Asks the prompt (MetricsChecker, mounted in the frame) to open the pending form now: the home widget's 'Fill now'. */
export const fillRequests = createValueStore(0);
export const requestFill = () => fillRequests.set(fillRequests.get() + 1);

/** Spec 2 §9: the prompt, once shown, stays away for the browser session (sessionStorage), per person. */
const shownKey = (userId: string) => `seedbed.metricsPromptShown.${userId}`;

export function promptShown(userId: string): boolean {
  try {
    return sessionStorage.getItem(shownKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function markPromptShown(userId: string): void {
  try {
    sessionStorage.setItem(shownKey(userId), '1');
  } catch {
    // Storage refused (private mode): the prompt may simply come back on the next load.
  }
}
