import { useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MOVE_LESSON, REORDER_CHAPTERS, type BuilderChapterData } from '../graphql';
import { locate, orderOf, sameOrder, type OutlineOrder } from './outlineOrder';

/** After a move the course is read again: a lesson moved across chapters changes two lists at once. */
const REREAD = { refetchQueries: ['CourseInBuilder'], awaitRefetchQueries: true };

/**
 * The outline's order as shown: the server's, or — while a move is on its way — the moved one.
 * A refused move puts the server's order back (the failure itself is the app-wide error toast).
 */
export function useOutlineChanges(courseId: string, outline: readonly BuilderChapterData[]) {
  const server = useMemo(() => orderOf(outline), [outline]);
  const [pending, setPending] = useState<OutlineOrder | null>(null);
  const inFlight = useRef(0);
  const [reorder] = useMutation(REORDER_CHAPTERS, REREAD);
  const [move] = useMutation(MOVE_LESSON, REREAD);
  const order = pending ?? server;

  async function apply(next: OutlineOrder, send: () => Promise<unknown>) {
    if (sameOrder(next, order)) return;
    setPending(next);
    inFlight.current += 1;
    try {
      await send();
    } catch {
      // Rolled back below: the server's order is shown again.
    } finally {
      inFlight.current -= 1;
      if (inFlight.current === 0) setPending(null);
    }
  }

  return {
    order,
    /** Puts the chapters in this order. */
    reorderChapters: (next: OutlineOrder) => apply(next, () => reorder({ variables: { courseId, outlineUnitIds: next.map((c) => c.id) } })),
    /** Shows `next`, in which `lessonId` has its new place, and sends that place. */
    moveLesson: (next: OutlineOrder, lessonId: string) => {
      const at = locate(next, lessonId);
      if (!at) return Promise.resolve();
      return apply(next, () => move({ variables: { unitId: lessonId, outlineUnitId: next[at.chapter].id, position: at.index } }));
    },
  };
}
