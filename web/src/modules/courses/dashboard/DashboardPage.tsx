import './styles';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconEye, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { CourseStatusBadge } from '../management/CourseStatusBadge';
import { COURSE_PATHS } from '../shared/paths';
import { defaultCohortId, useCohortChoice } from './cohortChoice';
import { COURSE_DASHBOARD } from './graphql';

// Each tab downloads when it is opened: the cohort and review forms bring the form checks and the
// date pickers, which the learners' list does not need.
const CohortsTab = lazy(async () => ({ default: (await import('./cohorts/CohortsTab')).CohortsTab }));
const LearnersTab = lazy(async () => ({ default: (await import('./learners/LearnersTab')).LearnersTab }));
const LessonsTab = lazy(async () => ({ default: (await import('./lessons/LessonsTab')).LessonsTab }));
const SubmissionsTab = lazy(async () => ({ default: (await import('./submissions/SubmissionsTab')).SubmissionsTab }));

export const DASHBOARD_TABS = ['cohorts', 'learners', 'lessons', 'submissions'] as const;
type Tab = (typeof DASHBOARD_TABS)[number];

/**
 * /courses/management/course/:courseId/dashboard/<tab>: how a course's cohorts are doing, for those
 * who manage it (COURSES:MANAGE with the course's id, checked by the route). Tabs are addresses:
 * cohorts, learners, lessons, submissions (…/submissions/:submissionId opens a review). The
 * cohort looked at travels in the query string from tab to tab.
 */
export function DashboardPage() {
  const { courseId = '', '*': rest = '' } = useParams();
  const { t, i18n } = useTranslation('courseDashboard');
  const location = useLocation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { data, loading, error, refetch } = useQuery(COURSE_DASHBOARD, { variables: { id: courseId }, fetchPolicy: 'cache-and-network' });
  const course = data?.course;
  usePageTitle(course ? t('pageTitleOf', { title: course.title }) : t('pageTitle'));
  const { cohortId, choose } = useCohortChoice(course?.cohorts ?? []);

  if (loading && !course)
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (!course)
    return (
      <Container size="md" py="md">
        <Alert color="red" role="alert">
          {error ? errorMessage(error) : t('notFound')}
        </Alert>
      </Container>
    );

  const base = COURSE_PATHS.dashboard(course._id);
  const [segment, submissionId = null] = rest.split('/').filter(Boolean);
  const tab = segment as Tab;
  if (!DASHBOARD_TABS.includes(tab)) return <Navigate to={`${base}/${course.cohorts.length ? 'learners' : 'cohorts'}${location.search}`} replace />;
  const withQuery = (path: string, query = location.search) => `${path}${query}`;
  const submissionsQuery = (unitId: string) => {
    const params = new URLSearchParams(location.search);
    params.set('lesson', unitId);
    params.delete('status');
    return `?${params.toString()}`;
  };
  const BackArrow = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Anchor component={Link} to={COURSE_PATHS.management} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <BackArrow size={14} aria-hidden />
              {t('back')}
            </Group>
          </Anchor>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={4} miw={0}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {course.title}
                </Title>
                <CourseStatusBadge status={course.status} archived={course.isArchived} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('summary', { lessons: course.lessonCount, cohorts: course.cohorts.length, learners: course.cohorts.reduce((sum, c) => sum + c.learnerCount, 0) })}
              </Text>
            </Stack>
            <Group gap="sm" wrap="wrap">
              <Button component={Link} to={COURSE_PATHS.course(course._id)} variant="default" leftSection={<IconEye size={16} aria-hidden />}>
                {t('preview')}
              </Button>
              {course.viewerCan.edit ? (
                <Button component={Link} to={COURSE_PATHS.builder(course._id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
                  {t('builder')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
        <Tabs value={tab} keepMounted={false}>
          <Tabs.List>
            {DASHBOARD_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} renderRoot={(props) => <Link {...props} to={withQuery(`${base}/${name}`)} />}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="cohorts" pt="md">
            <Suspense fallback={<Loader size="sm" />}>
              <CohortsTab courseId={course._id} cohorts={course.cohorts} onChanged={() => void refetch()} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="learners" pt="md">
            <Suspense fallback={<Loader size="sm" />}>
              {course.cohorts.length === 0 ? (
                <NoCohortYet to={withQuery(`${base}/cohorts`)} />
              ) : (
                <LearnersTab
                  cohorts={course.cohorts}
                  cohortId={cohortId ?? defaultCohortId(course.cohorts) ?? course.cohorts[0]._id}
                  onCohort={choose}
                  lessonCount={course.lessonCount}
                  onChanged={() => void refetch()}
                />
              )}
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="lessons" pt="md">
            <Suspense fallback={<Loader size="sm" />}>
              <LessonsTab course={course} cohortId={cohortId} onCohort={choose} submissionsPath={(unitId) => withQuery(`${base}/submissions`, submissionsQuery(unitId))} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="submissions" pt="md">
            <Suspense fallback={<Loader size="sm" />}>
              <SubmissionsTab
                course={course}
                cohortId={cohortId}
                onCohort={choose}
                submissionId={submissionId}
                reviewPath={(id) => withQuery(`${base}/submissions/${encodeURIComponent(id)}`)}
                onCloseReview={() => void navigate(withQuery(`${base}/submissions`))}
              />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function NoCohortYet({ to }: { to: string }) {
  const { t } = useTranslation('courseDashboard');
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">{t('learners.noCohort')}</Text>
      <Button component={Link} to={to} variant="light">
        {t('learners.toCohorts')}
      </Button>
    </Stack>
  );
}
