import { useState } from 'react';
import {
  closestCenter,
  getFirstCollision,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { arrayMoved, locate, moveLesson, type OutlineOrder } from './outlineOrder';

/** Draggable ids: a chapter and a lesson may share nothing, so each is prefixed with what it is. */
export const chapterKey = (id: string) => `chapter:${id}`;
export const lessonKey = (id: string) => `lesson:${id}`;
export type DragKind = 'chapter' | 'lesson';
export const idOf = (key: unknown) => String(key).slice(String(key).indexOf(':') + 1);
const kindOf = (key: unknown): DragKind | null => (String(key).startsWith('chapter:') ? 'chapter' : String(key).startsWith('lesson:') ? 'lesson' : null);

/**
 * What a dragged item may land on: a chapter only among chapters; a lesson among lessons, or on a
 * chapter (an empty one, or past its last lesson) — then among that chapter's lessons if it has any.
 */
export const outlineCollisions =
  (order: OutlineOrder): CollisionDetection =>
  (args) => {
    const kind = kindOf(args.active.id);
    if (kind === 'chapter') return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => kindOf(c.id) === 'chapter') });
    const hits = pointerWithin(args);
    const found = hits.length > 0 ? hits : rectIntersection(args);
    const first = getFirstCollision(found, 'id');
    if (first != null && kindOf(first) === 'chapter') {
      const lessons = new Set(order.find((c) => c.id === idOf(first))?.lessonIds.map(lessonKey) ?? []);
      if (lessons.size > 0) {
        const inside = closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => lessons.has(String(c.id))) });
        if (inside.length > 0) return inside;
      }
    }
    return found.length > 0 ? found : closestCenter(args);
  };

interface DndHandlers {
  /** The chapters in their new order, once dropped. */
  onChapters: (next: OutlineOrder) => void;
  /** The outline with the lesson in its new place, once dropped. */
  onLesson: (next: OutlineOrder, lessonId: string) => void;
}

/**
 * Drag and drop over the outline, with the pointer or the keyboard (Space to pick up, arrows, Space
 * to drop). While a lesson is dragged into another chapter it is shown there (`dragOrder`), so the
 * chapter it enters makes room for it; the move is sent once it is dropped.
 */
export function useOutlineDnd(order: OutlineOrder, { onChapters, onLesson }: DndHandlers) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const [dragOrder, setDragOrder] = useState<OutlineOrder | null>(null);
  const shown = dragOrder ?? order;

  const onDragStart = ({ active }: DragStartEvent) => {
    if (kindOf(active.id) === 'lesson') setDragOrder(order);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!dragOrder || !over || kindOf(active.id) !== 'lesson') return;
    const lessonId = idOf(active.id);
    const from = locate(dragOrder, lessonId);
    if (!from) return;
    const overKind = kindOf(over.id);
    const target = overKind === 'chapter' ? dragOrder.findIndex((c) => c.id === idOf(over.id)) : (locate(dragOrder, idOf(over.id))?.chapter ?? -1);
    // Within its own chapter the sortable list shows the move itself.
    if (target < 0 || target === from.chapter) return;
    const chapter = dragOrder[target];
    const overIndex = overKind === 'lesson' ? chapter.lessonIds.indexOf(idOf(over.id)) : chapter.lessonIds.length;
    const below = overKind === 'lesson' && active.rect.current.translated && active.rect.current.translated.top > over.rect.top + over.rect.height / 2;
    setDragOrder(moveLesson(dragOrder, lessonId, chapter.id, overIndex + (below ? 1 : 0)));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = dragOrder;
    setDragOrder(null);
    if (!over) return;
    if (kindOf(active.id) === 'chapter') {
      const from = order.findIndex((c) => c.id === idOf(active.id));
      const to = order.findIndex((c) => c.id === idOf(over.id));
      if (from >= 0 && to >= 0 && from !== to) onChapters(arrayMoved(order, from, to));
      return;
    }
    if (!current) return;
    const lessonId = idOf(active.id);
    const at = locate(current, lessonId);
    if (!at) return;
    const chapter = current[at.chapter];
    const overIndex = kindOf(over.id) === 'lesson' ? chapter.lessonIds.indexOf(idOf(over.id)) : -1;
    onLesson(overIndex >= 0 && overIndex !== at.index ? moveLesson(current, lessonId, chapter.id, overIndex) : current, lessonId);
  };

  return { sensors, shown, onDragStart, onDragOver, onDragEnd, onDragCancel: () => setDragOrder(null) };
}
