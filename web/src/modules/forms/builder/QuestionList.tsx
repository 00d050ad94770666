import { useMemo } from 'react';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconDotsVertical, IconGitBranch, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { LAYOUT_TYPES, type Question } from '@seedbed/contracts/forms';
import type { Language } from '@seedbed/contracts/languages';
import { questionName } from './problems';
import { TYPE_ICONS } from './questionTypes';

interface QuestionListProps {
  questions: readonly Question[];
  selectedId: string | null;
  language: Language;
  readOnly: boolean;
  /** Questions the checks find something wrong with. */
  flagged: ReadonlySet<string>;
  /** Questions not saved until something is fixed. */
  blocked: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (id: string) => void;
}

/**
 * The form's questions in order. Each is moved by its handle (with the mouse, a finger, or the
 * keyboard: Space to pick up, arrows to move, Space to drop) or by Move up / Move down in its menu.
 */
export function QuestionList({ questions, selectedId, language, readOnly, flagged, blocked, onSelect, onMove, onDelete }: QuestionListProps) {
  const { t } = useTranslation('forms');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = useMemo(() => questions.map((q) => q._id), [questions]);
  const name = (id: unknown) => questionName(questions, String(id), language);
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('builder.dnd.pickedUp', { name: name(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('builder.dnd.over', { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('builder.dnd.dropped', { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragCancel: ({ active }) => t('builder.dnd.cancelled', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (!questions.length) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        {t('builder.list.empty')}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('builder.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('builder.list.title')}>
          {questions.map((question, index) => (
            <QuestionRow
              key={question._id}
              question={question}
              index={index}
              count={questions.length}
              name={name(question._id)}
              language={language}
              selected={question._id === selectedId}
              readOnly={readOnly}
              flagged={flagged.has(question._id)}
              blocked={blocked.has(question._id)}
              onSelect={() => onSelect(question._id)}
              onMove={(to) => onMove(index, to)}
              onDelete={() => onDelete(question._id)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface QuestionRowProps {
  question: Question;
  index: number;
  count: number;
  name: string;
  language: Language;
  selected: boolean;
  readOnly: boolean;
  flagged: boolean;
  blocked: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

function QuestionRow({ question, index, count, name, selected, readOnly, flagged, blocked, onSelect, onMove, onDelete }: QuestionRowProps) {
  const { t } = useTranslation('forms');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: question._id, disabled: readOnly });
  const Icon = TYPE_ICONS[question.questionType];
  const layout = LAYOUT_TYPES.includes(question.questionType);
  const hasLogic = !!question.dependency?.statements?.length;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' }}>
      <Paper
        withBorder
        p={6}
        radius="sm"
        shadow={isDragging ? 'md' : undefined}
        bg={selected ? 'var(--mantine-primary-color-light)' : question.questionType === 'section' ? 'var(--mantine-color-default-hover)' : undefined}
        style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined }}
      >
        <Group gap={4} wrap="nowrap">
          {!readOnly && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={t('builder.list.drag', { name })}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={16} />
            </ActionIcon>
          )}
          <UnstyledButton onClick={onSelect} aria-current={selected ? 'true' : undefined} style={{ flex: 1, minWidth: 0 }} py={4} px={4}>
            <Group gap={8} wrap="nowrap">
              <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={layout ? 600 : 500} truncate dir="auto">
                  {name}
                  {question.validations?.required && (
                    <>
                      <Text span c="red" aria-hidden>
                        {' *'}
                      </Text>
                      <VisuallyHidden>{t('builder.list.required')}</VisuallyHidden>
                    </>
                  )}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {t(`builder.types.${question.questionType}`)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
          {hasLogic && (
            <Tooltip label={t('builder.list.hasLogic')}>
              <IconGitBranch role="img" size={16} aria-label={t('builder.list.hasLogic')} color="var(--mantine-color-blue-filled)" />
            </Tooltip>
          )}
          {(flagged || blocked) && (
            <Tooltip label={blocked ? t('builder.list.notSaved') : t('builder.list.problem')}>
              {blocked ? (
                <Badge color="red" size="xs" variant="light">
                  {t('builder.list.notSavedShort')}
                </Badge>
              ) : (
                <IconAlertTriangle role="img" size={16} aria-label={t('builder.list.problem')} color="var(--mantine-color-yellow-filled)" />
              )}
            </Tooltip>
          )}
          {!readOnly && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('builder.list.actions', { name })}>
                  <IconDotsVertical size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={index === 0} onClick={() => onMove(index - 1)}>
                  {t('builder.list.moveUp')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
                  {t('builder.list.moveDown')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                  {t('builder.question.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Paper>
    </li>
  );
}
