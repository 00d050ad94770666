import '../shared/styles';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Card, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { findGraphQLError } from '../../../app/apollo/errors';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { NoteBody } from '../../startupFile/timeline/NoteBody';
import { CourseCover } from '../shared/CourseCover';
import { COURSE_PATHS } from '../shared/paths';
import { CourseActions } from './CourseActions';
import { CourseFacts } from './CourseCards';
import { CourseOutline } from './CourseOutline';
import { COURSE_OVERVIEW } from './graphql';

/**
 * /courses/:id (spec 3 §2): the course — cover, description, outline with each lesson's type and,
 * for a learner, its lock date and completion — with enrolling, continuing and leaving, and the
 * way to the builder and the dashboard for those who manage it. A course out of reach is the app's
 * not-found page.
 */
export function CoursePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('courses');
  const errorMessage = useErrorMessage();
  const { data, error, loading, refetch } = useQuery(COURSE_OVERVIEW, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const course = data?.course;
  usePageTitle(course?.title);
  if (!course && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!course && (!error || findGraphQLError(error, 'NOT_FOUND'))) return <NotFoundPage inFrame backTo={COURSE_PATHS.catalogue} />;
  if (!course)
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(error)}
      </Alert>
    );
  const refresh = () => void refetch().catch(() => undefined);
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Card.Section>
            <CourseCover courseId={course._id} cover={course.cover} ratio={16 / 5} />
          </Card.Section>
          <Stack gap="md" mt="md">
            <Stack gap={6}>
              <Group gap={6}>
                {course.isPublic ? (
                  <Badge variant="light" color="blue">
                    {t('badges.public')}
                  </Badge>
                ) : null}
                {course.status === 'DRAFT' ? (
                  <Badge variant="light" color="yellow">
                    {t('badges.draft')}
                  </Badge>
                ) : null}
                {course.isArchived ? (
                  <Badge variant="light" color="gray">
                    {t('badges.archived')}
                  </Badge>
                ) : null}
              </Group>
              <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {course.title || t('untitled')}
              </Title>
              <CourseFacts course={course} />
            </Stack>
            {course.status === 'DRAFT' ? (
              <Alert color="yellow" variant="light">
                {t('banners.draft')}
              </Alert>
            ) : null}
            <CourseActions course={course} onChanged={refresh} />
          </Stack>
        </Card>
        {course.description ? (
          <Box dir="auto">
            <NoteBody html={course.description} />
          </Box>
        ) : null}
        <CourseOutline courseId={course._id} outline={course.outline} enrolled={Boolean(course.viewerEnrolment)} />
      </Stack>
    </Container>
  );
}
