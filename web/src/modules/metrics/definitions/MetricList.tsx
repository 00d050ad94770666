import { useMemo } from 'react';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowDown, IconArrowUp, IconDotsVertical, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { MetricDefinitionRow } from './graphql';

interface MetricListProps {
  metrics: readonly MetricDefinitionRow[];
  /** Whether the viewer may change this metric (core ones always; others with createMetrics). */
  canEdit: (metric: MetricDefinitionRow) => boolean;
  /** Moves the metric at `from` to the place of the one at `to` (indexes in `metrics`). */
  onMove: (from: number, to: number) => void;
  onEdit: (metric: MetricDefinitionRow) => void;
  onArchive: (metric: MetricDefinitionRow) => void;
  onDelete: (metric: MetricDefinitionRow) => void;
}

/**
 * The organisation's metrics in the order forms show them. Each is moved by its handle (with the
 * mouse, a finger, or the keyboard: Space to pick up, arrows to move, Space to drop) or by Move up
 * / Move down in its menu.
 */
export function MetricList({ metrics, canEdit, onMove, onEdit, onArchive, onDelete }: MetricListProps) {
  const { t } = useTranslation('metrics');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = useMemo(() => metrics.map((m) => m._id), [metrics]);
  const name = (id: unknown) => metrics.find((m) => m._id === id)?.name ?? '';
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('definitions.dnd.pickedUp', { name: name(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('definitions.dnd.over', { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('definitions.dnd.dropped', { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragCancel: ({ active }) => t('definitions.dnd.cancelled', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (!metrics.length) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('definitions.empty')}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('definitions.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('definitions.listTitle')}>
          {metrics.map((metric, index) => (
            <MetricRowView
              key={metric._id}
              metric={metric}
              index={index}
              count={metrics.length}
              editable={canEdit(metric)}
              onMove={(to) => onMove(index, to)}
              onEdit={() => onEdit(metric)}
              onArchive={() => onArchive(metric)}
              onDelete={() => onDelete(metric)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  metric: MetricDefinitionRow;
  index: number;
  count: number;
  editable: boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}

function MetricRowView({ metric, index, count, editable, onMove, onEdit, onArchive, onDelete }: RowProps) {
  const { t } = useTranslation('metrics');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: metric._id, disabled: !editable });
  const unit = metric.unitOfMeasure.unitType === 'CUSTOM' ? (metric.unitOfMeasure.customName ?? '') : t(`definitions.units.${metric.unitOfMeasure.unitType}`);
  const every = t(`definitions.recurrence.every.${metric.trackingRecurrence.type}`, { count: metric.trackingRecurrence.amount });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' }}>
      <Paper withBorder p={6} radius="sm" shadow={isDragging ? 'md' : undefined} opacity={metric.archived ? 0.7 : 1}>
        <Group gap={4} wrap="nowrap">
          {editable && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={t('definitions.drag', { name: metric.name })}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={16} />
            </ActionIcon>
          )}
          <UnstyledButton onClick={onEdit} disabled={!editable} style={{ flex: 1, minWidth: 0 }} py={4} px={4}>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate dir="auto">
                {metric.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {unit} · {every}
              </Text>
            </Stack>
          </UnstyledButton>
          <Group gap={4} wrap="wrap" justify="flex-end">
            {metric.core && (
              <Badge size="sm" variant="light">
                {t('definitions.badges.core')}
              </Badge>
            )}
            {metric.calculated && (
              <Badge size="sm" variant="light" color="grape">
                {t('definitions.badges.calculated')}
              </Badge>
            )}
            {metric.archived && (
              <Badge size="sm" variant="light" color="gray">
                {t('definitions.badges.archived')}
              </Badge>
            )}
          </Group>
          {editable && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('definitions.actions', { name: metric.name })}>
                  <IconDotsVertical size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
                  {t('definitions.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={index === 0} onClick={() => onMove(index - 1)}>
                  {t('definitions.moveUp')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
                  {t('definitions.moveDown')}
                </Menu.Item>
                <Menu.Item leftSection={metric.archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />} onClick={onArchive}>
                  {metric.archived ? t('definitions.restore') : t('definitions.archive')}
                </Menu.Item>
                {!metric.core && (
                  <>
                    <Menu.Divider />
                    <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                      {t('definitions.delete')}
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Paper>
    </li>
  );
}
