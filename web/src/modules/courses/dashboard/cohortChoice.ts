import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

interface CohortDates {
  _id: string;
  startsAt: string;
  endsAt?: string | null;
}

/**
 * The cohort a dashboard opens on: the latest started one still running, else the latest started,
 * else the next to start.
 */
export function defaultCohortId(cohorts: readonly CohortDates[], now = new Date()): string | null {
  const time = (iso: string) => new Date(iso).getTime();
  const started = cohorts.filter((c) => time(c.startsAt) <= now.getTime()).sort((a, b) => time(b.startsAt) - time(a.startsAt));
  const running = started.find((c) => !c.endsAt || time(c.endsAt) > now.getTime());
  if (running) return running._id;
  if (started.length) return started[0]._id;
  const next = [...cohorts].sort((a, b) => time(a.startsAt) - time(b.startsAt))[0];
  return next?._id ?? null;
}

/**
 * The cohort the learners, lessons and submissions tabs look at, kept in the address (`?cohort=`)
 * so that moving between tabs, reloading or sharing the link keeps it. `null` (lessons and
 * submissions only) is every cohort.
 */
export function useCohortChoice(cohorts: readonly CohortDates[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('cohort');
  const chosen = asked === 'all' ? null : asked && cohorts.some((c) => c._id === asked) ? asked : defaultCohortId(cohorts);
  const choose = useCallback(
    (id: string | null) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          next.set('cohort', id ?? 'all');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { cohortId: chosen, everyCohort: asked === 'all', choose };
}
