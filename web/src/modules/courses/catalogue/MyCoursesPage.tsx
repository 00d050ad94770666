import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconBooks, IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COURSES_PAGE_SIZE } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { formatDay } from '../shared/format';
import { ForwardArrow } from '../shared/ForwardArrow';
import { COURSE_PATHS } from '../shared/paths';
import { continueOf } from './continueOf';
import { CourseCard, CourseCardGrid } from './CourseCards';
import { CoursesLayout } from './CoursesLayout';
import { MY_COURSES, type MyCourse } from './graphql';

/** Continue (or Start, before the first lesson is done); a finished course offers its certificate when it has one. */
export function MyCourseActions({ course }: { course: MyCourse }) {
  const { t } = useTranslation('courses');
  const enrolment = course.viewerEnrolment;
  if (enrolment?.completedAt)
    return course.certificate ? (
      <Button component={Link} to={COURSE_PATHS.certificate(course._id)} variant="light" size="xs" leftSection={<IconCertificate size={16} aria-hidden />}>
        {t('actions.certificate')}
      </Button>
    ) : null;
  const started = (enrolment?.completedUnits ?? 0) > 0 || Boolean(enrolment?.lastUnit);
  return (
    <Button
      component={Link}
      to={continueOf(course)}
      size="xs"
      rightSection={<ForwardArrow />}
      aria-label={t(started ? 'actions.continueCourse' : 'actions.startCourse', { title: course.title })}
    >
      {t(started ? 'actions.continue' : 'actions.start')}
    </Button>
  );
}

/**
 * /courses/home (spec 3 §2): the courses the viewer is enrolled in, with their progress; Continue
 * takes up where they left off, and finished courses lead to their certificate.
 */
export function MyCoursesPage() {
  const { t, i18n } = useTranslation('courses');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const list = usePagedList<MyCourse>(async (cursor) => {
    const { data } = await client.query({ query: MY_COURSES, variables: { cursor, limit: COURSES_PAGE_SIZE }, fetchPolicy: 'network-only' });
    return data ? { ...data.courses, totalCount: 0 } : undefined;
  }, 'mine');
  const empty = !list.loading && !list.error && list.rows.length === 0;

  return (
    <CoursesLayout tab="home">
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      <CourseCardGrid>
        {list.rows.map((course) => {
          const done = course.viewerEnrolment?.completedAt;
          return (
            <CourseCard
              key={course._id}
              course={course}
              meta={
                done ? (
                  <Text size="sm" c="dimmed">
                    {t('card.completedOn', { date: formatDay(done, i18n.language) })}
                  </Text>
                ) : null
              }
              actions={<MyCourseActions course={course} />}
            />
          );
        })}
      </CourseCardGrid>
      {empty ? (
        <Stack align="center" gap="sm" py="xl" data-testid="courses-empty">
          <IconBooks size={40} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center" maw={460}>
            {t('empty.mine')}
          </Text>
          <Button component={Link} to={COURSE_PATHS.catalogue} variant="default">
            {t('empty.browse')}
          </Button>
        </Stack>
      ) : null}
      <Text aria-live="polite" size="sm" c="dimmed">
        <VisuallyHidden>{list.loading ? '' : t('list.shown', { count: list.rows.length })}</VisuallyHidden>
      </Text>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </CoursesLayout>
  );
}
