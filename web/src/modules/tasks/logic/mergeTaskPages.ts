import type { TaskPage } from '../graphql';

/** The next page appended to the ones shown, keeping its cursor; a task already shown is not repeated. */
export function mergeTaskPages(shown: TaskPage, next: TaskPage): TaskPage {
  const ids = new Set(shown.results.map((t) => t._id));
  return { ...next, results: [...shown.results, ...next.results.filter((t) => !ids.has(t._id))] };
}
