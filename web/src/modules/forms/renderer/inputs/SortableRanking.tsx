import { ActionIcon, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import classes from './ranking.module.css';

/*
 * The ranking list, downloaded only by forms with a ranking question. It imports nothing of the
 * renderer: its items and every text come in its props.
 */

export interface RankingTexts {
  instructions: string;
  handle: (label: string, position: number, count: number) => string;
  moveUp: (label: string) => string;
  moveDown: (label: string) => string;
  picked: (label: string) => string;
  over: (label: string, position: number) => string;
  dropped: (label: string, position: number) => string;
  cancelled: (label: string) => string;
}

export interface SortableRankingProps {
  /** In the current order. */
  items: ReadonlyArray<{ value: string; label: string }>;
  onChange: (order: string[]) => void;
  texts: RankingTexts;
}

function RankItem({
  id,
  label,
  position,
  count,
  texts,
  onMove,
}: {
  id: string;
  label: string;
  position: number;
  count: number;
  texts: RankingTexts;
  onMove: (to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1, zIndex: isDragging ? 1 : undefined }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        className={classes.handle}
        aria-label={texts.handle(label, position, count)}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      <Text fw={600} w={24} ta="center" aria-hidden>
        {position}
      </Text>
      <Text flex={1} dir="auto">
        {label}
      </Text>
      <ActionIcon variant="subtle" color="gray" disabled={position === 1} onClick={() => onMove(position - 2)} aria-label={texts.moveUp(label)}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" disabled={position === count} onClick={() => onMove(position)} aria-label={texts.moveDown(label)}>
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </li>
  );
}

/** Every item in the person's order, by dragging (mouse, touch, keyboard) or with the arrows. */
export default function SortableRanking({ items, onChange, texts }: SortableRankingProps) {
  const order = items.map((item) => item.value);
  const labelOf = (id: unknown) => items.find((item) => item.value === String(id))?.label ?? String(id);
  const positionOf = (id: unknown) => order.indexOf(String(id)) + 1;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: texts.instructions },
        announcements: {
          onDragStart: ({ active }) => texts.picked(labelOf(active.id)),
          onDragOver: ({ active, over }) => (over ? texts.over(labelOf(active.id), positionOf(over.id)) : undefined),
          onDragEnd: ({ active, over }) => (over ? texts.dropped(labelOf(active.id), positionOf(over.id)) : undefined),
          onDragCancel: ({ active }) => texts.cancelled(labelOf(active.id)),
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={6} className={classes.list}>
          {items.map((item, index) => (
            <RankItem
              key={item.value}
              id={item.value}
              label={item.label}
              position={index + 1}
              count={items.length}
              texts={texts}
              onMove={(to) => onChange(arrayMove(order, index, to))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
