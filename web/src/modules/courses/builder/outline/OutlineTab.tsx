import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { DndContext, type Announcements } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OUTLINE_UNITS_MAX, type LessonType } from '@seedbed/contracts/courses';
import { useConfirm } from '../../../../ui/feedback/confirm';
import { showSuccess } from '../../../../ui/feedback/notify';
import { lessonTypeLabel } from '../../shared/LessonTypeIcon';
import { CREATE_CHAPTER, CREATE_LESSON, DELETE_CHAPTER, DELETE_LESSON, RENAME_CHAPTER, type BuilderCourseData, type BuilderLessonData } from '../graphql';
import { lessonEditorPath } from '../paths';
import { ChapterCard } from './ChapterCard';
import { ChapterTitleDialog } from './ChapterTitleDialog';
import { LessonRow } from './LessonRow';
import { moveChapter, moveLesson, stepOf } from './outlineOrder';
import { chapterKey, idOf, outlineCollisions, useOutlineDnd } from './useOutlineDnd';
import { useOutlineChanges } from './useOutlineChanges';

const REREAD = { refetchQueries: ['CourseInBuilder'], awaitRefetchQueries: true };

type TitleDialog = { mode: 'add' } | { mode: 'rename'; chapterId: string; title: string } | null;

/**
 * The course's outline (spec 3 §3): chapters of lessons, ordered by dragging (pointer, finger or
 * keyboard) or from each item's menu; chapters added, renamed and deleted; lessons added by type.
 */
export function OutlineTab({ course }: { course: BuilderCourseData }) {
  const { t } = useTranslation('courseBuilder');
  const tf = t as unknown as TFunction;
  const confirm = useConfirm();
  const navigate = useNavigate();
  const changes = useOutlineChanges(course._id, course.outline);
  const dnd = useOutlineDnd(changes.order, { onChapters: (next) => void changes.reorderChapters(next), onLesson: (next, id) => void changes.moveLesson(next, id) });
  const order = dnd.shown;
  const collisions = useMemo(() => outlineCollisions(order), [order]);
  const [dialog, setDialog] = useState<TitleDialog>(null);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [createChapter] = useMutation(CREATE_CHAPTER, REREAD);
  const [renameChapter] = useMutation(RENAME_CHAPTER);
  const [deleteChapter] = useMutation(DELETE_CHAPTER, REREAD);
  const [createLesson] = useMutation(CREATE_LESSON, REREAD);
  const [deleteLesson] = useMutation(DELETE_LESSON, REREAD);

  const chapters = useMemo(() => new Map(course.outline.map((c) => [c._id, c])), [course.outline]);
  const lessons = useMemo(() => new Map<string, BuilderLessonData>(course.outline.flatMap((c) => c.units.map((u) => [u._id, u] as const))), [course.outline]);
  const titleOf = (chapterId: string) => chapters.get(chapterId)?.title ?? '';
  const numbered = useMemo(() => new Map(order.flatMap((c) => c.lessonIds).map((id, i) => [id, i + 1])), [order]);
  const nameOfKey = (key: unknown) => {
    const id = idOf(key);
    return String(key).startsWith('chapter:') ? titleOf(id) : (lessons.get(id)?.title ?? '');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { name: nameOfKey(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: nameOfKey(active.id), target: nameOfKey(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: nameOfKey(active.id), target: nameOfKey(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOfKey(active.id) }),
  };

  const stepLesson = (lessonId: string, direction: -1 | 1) => {
    const step = stepOf(order, lessonId, direction);
    if (step) void changes.moveLesson(moveLesson(order, lessonId, step.chapterId, step.position), lessonId);
  };
  const stepChapter = (index: number, direction: -1 | 1) => void changes.reorderChapters(moveChapter(order, index, index + direction));

  const addLesson = async (chapterId: string, type: LessonType) => {
    setAddingTo(chapterId);
    try {
      const answer = await createLesson({ variables: { outlineUnitId: chapterId, type, title: lessonTypeLabel(tf, type) } });
      const id = answer.data?.createCourseUnit._id;
      if (id) navigate(lessonEditorPath(course._id, id));
    } finally {
      setAddingTo(null);
    }
  };

  const removeChapter = async (chapterId: string) => {
    const count = order.find((c) => c.id === chapterId)?.lessonIds.length ?? 0;
    const ok = await confirm({
      title: t('outline.deleteChapterTitle'),
      message: count > 0 ? t('outline.deleteChapterWithLessons', { title: titleOf(chapterId), count }) : t('outline.deleteChapterConfirm', { title: titleOf(chapterId) }),
      confirmLabel: t('outline.delete'),
    });
    if (!ok) return;
    await deleteChapter({ variables: { outlineUnitId: chapterId } });
    showSuccess(t('outline.chapterDeleted'));
  };

  const removeLesson = async (lessonId: string) => {
    const ok = await confirm({
      title: t('outline.deleteLessonTitle'),
      message: t('outline.deleteLessonConfirm', { title: lessons.get(lessonId)?.title ?? '' }),
      confirmLabel: t('outline.delete'),
    });
    if (!ok) return;
    await deleteLesson({ variables: { unitId: lessonId } });
    showSuccess(t('outline.lessonDeleted'));
  };

  const saveTitle = async (title: string) => {
    if (!dialog) return;
    const context = { showsOwnError: true };
    if (dialog.mode === 'add') {
      await createChapter({ variables: { courseId: course._id, title }, context });
      showSuccess(t('outline.chapterAdded'));
    } else {
      await renameChapter({ variables: { outlineUnitId: dialog.chapterId, title }, context });
      showSuccess(t('outline.chapterRenamed'));
    }
  };

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
          {t('outline.help')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: 'add' })} disabled={order.length >= OUTLINE_UNITS_MAX}>
          {t('outline.addChapter')}
        </Button>
      </Group>
      {order.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('outline.empty')}
        </Text>
      ) : (
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={collisions}
          onDragStart={dnd.onDragStart}
          onDragOver={dnd.onDragOver}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
        >
          <SortableContext items={order.map((c) => chapterKey(c.id))} strategy={verticalListSortingStrategy}>
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('outline.chapters')}>
              {order.map((chapter, index) => (
                <ChapterCard
                  key={chapter.id}
                  id={chapter.id}
                  title={titleOf(chapter.id)}
                  number={index + 1}
                  lessonIds={chapter.lessonIds}
                  canMoveUp={index > 0}
                  canMoveDown={index < order.length - 1}
                  adding={addingTo === chapter.id}
                  onMoveUp={() => stepChapter(index, -1)}
                  onMoveDown={() => stepChapter(index, 1)}
                  onRename={() => setDialog({ mode: 'rename', chapterId: chapter.id, title: titleOf(chapter.id) })}
                  onDelete={() => void removeChapter(chapter.id)}
                  onAddLesson={(type) => void addLesson(chapter.id, type)}
                >
                  {chapter.lessonIds.map((lessonId) => {
                    const lesson = lessons.get(lessonId);
                    if (!lesson) return null;
                    return (
                      <LessonRow
                        key={lessonId}
                        lesson={lesson}
                        number={numbered.get(lessonId) ?? 0}
                        editPath={lessonEditorPath(course._id, lessonId)}
                        canMoveUp={!!stepOf(order, lessonId, -1)}
                        canMoveDown={!!stepOf(order, lessonId, 1)}
                        otherChapters={order.filter((c) => c.id !== chapter.id).map((c) => ({ id: c.id, title: titleOf(c.id) }))}
                        onMoveUp={() => stepLesson(lessonId, -1)}
                        onMoveDown={() => stepLesson(lessonId, 1)}
                        onMoveTo={(chapterId) => void changes.moveLesson(moveLesson(order, lessonId, chapterId, Number.MAX_SAFE_INTEGER), lessonId)}
                        onDelete={() => void removeLesson(lessonId)}
                      />
                    );
                  })}
                </ChapterCard>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {dialog && (
        <ChapterTitleDialog initialTitle={dialog.mode === 'rename' ? dialog.title : ''} renaming={dialog.mode === 'rename'} onClose={() => setDialog(null)} onSave={saveTitle} />
      )}
    </Stack>
  );
}
