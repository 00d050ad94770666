import { useId } from 'react';
import { NavLink, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatMinutes } from '../shared/format';
import { LessonTypeIcon, lessonTypeLabel } from '../shared/LessonTypeIcon';
import { COURSE_PATHS } from '../shared/paths';
import type { CoursewareCourse, OutlineLesson } from './graphql';
import { stateOf } from './outline';
import classes from './courseware.module.css';

interface CoursewareOutlineProps {
  course: CoursewareCourse;
  currentUnitId: string | undefined;
  /** Called when a lesson is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

/** The course's chapters and lessons: each lesson's type, whether it is done, and when a locked one opens. */
export function CoursewareOutline({ course, currentUnitId, onNavigate }: CoursewareOutlineProps) {
  const { t } = useTranslation('courseware');
  // The outline is drawn twice (beside the lesson, and in the phone's drawer): its ids must differ.
  const prefix = useId();
  return (
    <nav aria-label={t('outline.label')}>
      <Stack gap="md">
        {course.outline.map((chapter) => (
          <section key={chapter._id} aria-labelledby={`${prefix}-${chapter._id}`}>
            <Text id={`${prefix}-${chapter._id}`} component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" mb={4} px="xs" dir="auto">
              {chapter.title}
            </Text>
            {chapter.units.length ? (
              <ol className={classes.lessonList}>
                {chapter.units.map((lesson) => (
                  <li key={lesson._id}>
                    <OutlineEntry courseId={course._id} lesson={lesson} current={lesson._id === currentUnitId} onNavigate={onNavigate} />
                  </li>
                ))}
              </ol>
            ) : (
              <Text size="sm" c="dimmed" px="xs">
                {t('outline.emptyChapter')}
              </Text>
            )}
          </section>
        ))}
      </Stack>
    </nav>
  );
}

function OutlineEntry({ courseId, lesson, current, onNavigate }: { courseId: string; lesson: OutlineLesson; current: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('courseware');
  const state = stateOf(lesson);
  const opensOn = state === 'LOCKED' ? formatDay(lesson.viewerProgress?.releaseAt, i18n.language) : '';
  const description =
    state === 'LOCKED'
      ? opensOn
        ? t('lesson.opensOn', { date: opensOn })
        : t('lesson.locked')
      : [lessonTypeLabel(t, lesson.type), lesson.minutes ? formatMinutes(lesson.minutes, i18n.language) : null].filter(Boolean).join(' · ');
  return (
    <NavLink
      component={Link}
      to={COURSE_PATHS.lesson(courseId, lesson._id)}
      onClick={onNavigate}
      active={current}
      aria-current={current ? 'page' : undefined}
      label={<span dir="auto">{lesson.title}</span>}
      description={description}
      leftSection={<LessonTypeIcon type={lesson.type} />}
      rightSection={
        state === 'COMPLETED' ? (
          <span role="img" aria-label={t('outline.completed')} className={classes.doneMark}>
            <IconCircleCheckFilled size={18} aria-hidden />
          </span>
        ) : state === 'LOCKED' ? (
          <span role="img" aria-label={t('outline.locked')} className={classes.lockMark}>
            <IconLock size={16} aria-hidden />
          </span>
        ) : null
      }
      className={classes.entry}
      data-locked={state === 'LOCKED' || undefined}
    />
  );
}
