import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LESSON_TYPES, type LessonType } from '@seedbed/contracts/courses';
import { LessonTypeIcon, lessonTypeLabel } from '../../shared/LessonTypeIcon';
import { chapterKey, lessonKey } from './useOutlineDnd';

interface ChapterCardProps {
  id: string;
  title: string;
  /** 1, 2, … */
  number: number;
  lessonIds: readonly string[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** A lesson is being added to it. */
  adding: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRename: () => void;
  onDelete: () => void;
  onAddLesson: (type: LessonType) => void;
  /** Its lessons' rows. */
  children: ReactNode;
}

/** A chapter: its handle, title and menu, its lessons (a list of their own to drag within and into), and "Add lesson". */
export function ChapterCard(props: ChapterCardProps) {
  const { id, title, number, lessonIds, canMoveUp, canMoveDown, adding, onMoveUp, onMoveDown, onRename, onDelete, onAddLesson, children } = props;
  const { t } = useTranslation('courseBuilder');
  const tf = t as unknown as TFunction;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: chapterKey(id) });
  const name = `${number}. ${title}`;
  const headingId = `chapter-${id}-title`;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 3 : undefined, position: 'relative' }}>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }} shadow={isDragging ? 'md' : undefined} component="section" aria-labelledby={headingId}>
        <Stack gap="xs">
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={t('outline.dragChapter', { name })}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Title order={2} size="h5" id={headingId} style={{ flex: 1, minWidth: 0 }} dir="auto" lineClamp={2}>
              {name}
            </Title>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {t('outline.lessonCount', { count: lessonIds.length })}
            </Text>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('outline.chapterActions', { name })}>
                  <IconDotsVertical size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onRename}>
                  {t('outline.renameChapter')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowUp size={14} aria-hidden />} disabled={!canMoveUp} onClick={onMoveUp}>
                  {t('outline.moveUp')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowDown size={14} aria-hidden />} disabled={!canMoveDown} onClick={onMoveDown}>
                  {t('outline.moveDown')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
                  {t('outline.deleteChapter')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <SortableContext items={lessonIds.map(lessonKey)} strategy={verticalListSortingStrategy}>
            {lessonIds.length > 0 ? (
              <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('outline.lessonsOf', { name })}>
                {children}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" py="xs" ta="center">
                {t('outline.noLessons')}
              </Text>
            )}
          </SortableContext>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                loading={adding}
                style={{ alignSelf: 'flex-start' }}
                aria-label={t('outline.addLessonTo', { name })}
              >
                {t('outline.addLesson')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {LESSON_TYPES.map((type) => (
                <Menu.Item key={type} leftSection={<LessonTypeIcon type={type} size={16} />} onClick={() => onAddLesson(type)}>
                  {lessonTypeLabel(tf, type)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Stack>
      </Paper>
    </li>
  );
}
