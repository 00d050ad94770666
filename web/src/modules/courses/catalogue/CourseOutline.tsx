import { useId } from 'react';
import { Anchor, Badge, Box, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatMinutes } from '../shared/format';
import { LessonTypeIcon, lessonTypeLabel } from '../shared/LessonTypeIcon';
import { COURSE_PATHS } from '../shared/paths';
import classes from './catalogue.module.css';
import type { OutlineChapter, OutlineLesson } from './graphql';

/** A lesson's line: its type, title, minutes; for a learner, whether it is done or when it opens. */
function LessonLine({ courseId, lesson, enrolled }: { courseId: string; lesson: OutlineLesson; enrolled: boolean }) {
  const { t, i18n } = useTranslation('courses');
  const state = enrolled ? lesson.viewerProgress?.state : undefined;
  const locked = state === 'LOCKED';
  const opensOn = locked && lesson.viewerProgress?.releaseAt ? formatDay(lesson.viewerProgress.releaseAt, i18n.language) : null;
  const title = lesson.title || t('untitledLesson');
  return (
    <li className={classes.lesson} data-testid="outline-lesson" data-state={state}>
      <span className={classes.lessonIcon}>
        <LessonTypeIcon type={lesson.type} />
      </span>
      <Box className={classes.lessonBody}>
        {enrolled && !locked ? (
          <Anchor component={Link} to={COURSE_PATHS.lesson(courseId, lesson._id)} dir="auto">
            {title}
          </Anchor>
        ) : (
          <Text dir="auto" c={locked ? 'dimmed' : undefined}>
            {title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {lessonTypeLabel(t, lesson.type)}
          {lesson.minutes ? (
            <>
              <span aria-hidden> · </span>
              {formatMinutes(lesson.minutes, i18n.language)}
            </>
          ) : null}
          {opensOn ? (
            <>
              <span aria-hidden> · </span>
              {t('outline.opensOn', { date: opensOn })}
            </>
          ) : null}
        </Text>
      </Box>
      {state === 'COMPLETED' ? (
        <span className={classes.lessonState} role="img" aria-label={t('outline.completed')}>
          <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-filled)" aria-hidden />
        </span>
      ) : locked ? (
        <span className={classes.lessonState} role="img" aria-label={t('outline.locked')}>
          <IconLock size={18} color="var(--mantine-color-dimmed)" aria-hidden />
        </span>
      ) : null}
    </li>
  );
}

/** The course's chapters and their lessons, in reading order. */
export function CourseOutline({ courseId, outline, enrolled }: { courseId: string; outline: readonly OutlineChapter[]; enrolled: boolean }) {
  const { t } = useTranslation('courses');
  const headingId = useId();
  const chapters = [...outline].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('outline.title')}
      </Title>
      {chapters.length === 0 ? <Text c="dimmed">{t('outline.empty')}</Text> : null}
      {chapters.map((chapter, index) => {
        const lessons = [...chapter.units].sort((a, b) => a.position - b.position);
        const done = enrolled ? lessons.filter((lesson) => lesson.viewerProgress?.state === 'COMPLETED').length : 0;
        return (
          <Stack key={chapter._id} gap={4}>
            <Title order={3} size="h5" dir="auto">
              <Text span c="dimmed" fw={500} size="sm" me={6}>
                {t('outline.chapterNumber', { number: index + 1 })}
              </Text>{' '}
              {chapter.title || t('untitledChapter')}
            </Title>
            {enrolled && lessons.length > 0 ? (
              <Badge variant="light" color={done === lessons.length ? 'teal' : 'gray'} w="fit-content">
                {t('outline.chapterDone', { done, total: lessons.length })}
              </Badge>
            ) : null}
            {lessons.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('outline.noLessons')}
              </Text>
            ) : (
              <ul className={classes.list}>
                {lessons.map((lesson) => (
                  <LessonLine key={lesson._id} courseId={courseId} lesson={lesson} enrolled={enrolled} />
                ))}
              </ul>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
