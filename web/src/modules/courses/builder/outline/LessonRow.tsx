import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconFolderShare, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonType } from '@seedbed/contracts/courses';
import { formatMinutes } from '../../shared/format';
import { LessonTypeIcon, lessonTypeLabel } from '../../shared/LessonTypeIcon';
import type { BuilderLessonData } from '../graphql';
import { lessonKey } from './useOutlineDnd';

interface LessonRowProps {
  lesson: BuilderLessonData;
  /** Its place in the whole course (1, 2, …), as learners meet it. */
  number: number;
  editPath: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The other chapters it may be moved to, by id and title. */
  otherChapters: ReadonlyArray<{ id: string; title: string }>;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onMoveTo: (chapterId: string) => void;
  onDelete: () => void;
}

/** A lesson of the outline: its handle, type, title (to its editor), release day and length, and its menu. */
export function LessonRow({ lesson, number, editPath, canMoveUp, canMoveDown, otherChapters, onMoveUp, onMoveDown, onMoveTo, onDelete }: LessonRowProps) {
  const { t, i18n } = useTranslation('courseBuilder');
  const tf = t as unknown as TFunction;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lessonKey(lesson._id) });
  const type = lesson.type as LessonType;
  const name = `${number}. ${lesson.title}`;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' }}>
      <Paper withBorder radius="sm" p={6} shadow={isDragging ? 'md' : undefined}>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t('outline.dragLesson', { name })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <LessonTypeIcon type={type} size={18} label={lessonTypeLabel(tf, type)} />
          <Anchor component={Link} to={editPath} size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} dir="auto" truncate="end">
            {name}
          </Anchor>
          {lesson.releaseDays > 0 && (
            <Tooltip label={t('lesson.opensAfter', { count: lesson.releaseDays })}>
              <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                <span aria-hidden>{t('outline.day', { n: lesson.releaseDays })}</span>
                <VisuallyHidden>{t('lesson.opensAfter', { count: lesson.releaseDays })}</VisuallyHidden>
              </Badge>
            </Tooltip>
          )}
          {lesson.minutes ? (
            <Text size="xs" c="dimmed" visibleFrom="xs" style={{ flexShrink: 0 }}>
              {formatMinutes(lesson.minutes, i18n.language)}
            </Text>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('outline.lessonActions', { name })}>
                <IconDotsVertical size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={14} aria-hidden />}>
                {t('outline.editLesson')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowUp size={14} aria-hidden />} disabled={!canMoveUp} onClick={onMoveUp}>
                {t('outline.moveUp')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowDown size={14} aria-hidden />} disabled={!canMoveDown} onClick={onMoveDown}>
                {t('outline.moveDown')}
              </Menu.Item>
              {otherChapters.length > 0 && (
                <>
                  <Menu.Label>{t('outline.moveToChapter')}</Menu.Label>
                  {otherChapters.map((chapter) => (
                    <Menu.Item key={chapter.id} leftSection={<IconFolderShare size={14} aria-hidden />} onClick={() => onMoveTo(chapter.id)}>
                      {t('outline.moveTo', { title: chapter.title })}
                    </Menu.Item>
                  ))}
                </>
              )}
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
                {t('outline.deleteLesson')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Paper>
    </li>
  );
}
