import '../shared/styles';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Button, Center, Drawer, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { CourseProgress } from '../shared/CourseProgress';
import { formatMinutes } from '../shared/format';
import { LessonTypeIcon, lessonTypeLabel } from '../shared/LessonTypeIcon';
import { COURSE_PATHS } from '../shared/paths';
import { CoursewareOutline } from './CoursewareOutline';
import { COURSEWARE, type CoursewareCourse } from './graphql';
import { LessonPager } from './LessonPager';
import { LessonView } from './lessons/LessonView';
import { lessonsInOrder, neighbours, startingLesson } from './outline';
import classes from './courseware.module.css';

/**
 * /courses/:id/courseware and /courses/:id/courseware/:unitId (spec 3 §2): the course's lessons
 * one at a time beside its outline. Without a lesson it opens where the learner left off; someone
 * neither enrolled nor managing the course is sent to the course page, where they may enrol.
 */
export function CoursewarePage() {
  const { id = '', unitId } = useParams();
  const { t } = useTranslation('courseware');
  const { data, error, loading, refetch } = useQuery(COURSEWARE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const course = data?.course;
  const lessonTitle = course && unitId ? lessonsInOrder(course).find((placed) => placed.lesson._id === unitId)?.lesson.title : undefined;
  usePageTitle(course ? (lessonTitle ? t('pageTitle', { lesson: lessonTitle, course: course.title }) : course.title) : undefined);

  if (!course && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!course && (!error || findGraphQLError(error, 'NOT_FOUND'))) return <NotFoundPage inFrame backTo={COURSE_PATHS.catalogue} />;
  if (!course) return <LoadError error={error!} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!course.viewerEnrolment && !course.viewerCan.manage) return <Navigate to={COURSE_PATHS.course(course._id)} replace />;
  if (!unitId) {
    const start = startingLesson(course);
    if (start) return <Navigate to={COURSE_PATHS.lesson(course._id, start._id)} replace />;
  }
  return <Courseware course={course} unitId={unitId} />;
}

function Courseware({ course, unitId }: { course: CoursewareCourse; unitId: string | undefined }) {
  const { t, i18n } = useTranslation('courseware');
  const [outlineOpen, setOutlineOpen] = useState(false);
  const lessons = lessonsInOrder(course);
  const { previous, next, current } = neighbours(lessons, unitId ?? '');
  const enrolment = course.viewerEnrolment;
  const certificateOpen = !!enrolment?.completedAt && course.certificate;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownUnit = useRef(unitId);

  // Moving to another lesson puts the reader (and a screen reader) at its title, not at the page's top corner.
  useEffect(() => {
    if (shownUnit.current === unitId) return;
    shownUnit.current = unitId;
    titleRef.current?.focus();
  }, [unitId]);

  const outline = <CoursewareOutline course={course} currentUnitId={unitId} onNavigate={() => setOutlineOpen(false)} />;

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Anchor component={Link} to={COURSE_PATHS.course(course._id)} size="sm" fw={600} dir="auto">
            {course.title}
          </Anchor>
          {enrolment ? (
            <Box maw={360}>
              <CourseProgress value={enrolment.progress} completed={!!enrolment.completedAt} />
              <Text size="xs" c="dimmed">
                {t('header.lessonsDone', { count: course.lessonCount, done: enrolment.completedUnits })}
              </Text>
            </Box>
          ) : (
            <Text size="xs" c="dimmed">
              {t('header.preview')}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {certificateOpen ? (
            <Button component={Link} to={COURSE_PATHS.certificate(course._id)} variant="light" size="sm" leftSection={<IconCertificate size={16} aria-hidden />}>
              {t('certificate.link')}
            </Button>
          ) : null}
          <Button hiddenFrom="md" variant="default" size="sm" leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => setOutlineOpen(true)} aria-haspopup="dialog">
            {t('outline.open')}
          </Button>
        </Group>
      </Group>
      <div className={classes.layout}>
        <Box visibleFrom="md" className={classes.outlineColumn}>
          <Paper withBorder radius="md" p="xs">
            {outline}
          </Paper>
        </Box>
        <Stack gap="lg" style={{ minWidth: 0 }}>
          {current ? (
            <>
              <Stack gap={4}>
                <Group gap="xs" c="dimmed">
                  <LessonTypeIcon type={current.lesson.type} size={16} />
                  <Text size="sm" c="dimmed">
                    {[current.chapterTitle, lessonTypeLabel(t, current.lesson.type), current.lesson.minutes ? formatMinutes(current.lesson.minutes, i18n.language) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Group>
                <Title order={1} size="h2" ref={titleRef} tabIndex={-1} className={classes.lessonTitle} dir="auto">
                  {current.lesson.title}
                </Title>
              </Stack>
              <LessonView key={current.lesson._id} unitId={current.lesson._id} preview={!enrolment} />
              <LessonPager courseId={course._id} previous={previous} next={next} certificateOpen={certificateOpen} />
            </>
          ) : lessons.length ? (
            <NotFoundPage inFrame backTo={COURSE_PATHS.courseware(course._id)} />
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed">{t('outline.empty')}</Text>
            </Paper>
          )}
        </Stack>
      </div>
      <Drawer
        opened={outlineOpen}
        onClose={() => setOutlineOpen(false)}
        title={t('outline.label')}
        position={i18n.dir() === 'rtl' ? 'right' : 'left'}
        size="min(22rem, 90vw)"
        closeButtonProps={{ 'aria-label': t('common:close') }}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {outline}
      </Drawer>
    </Stack>
  );
}
