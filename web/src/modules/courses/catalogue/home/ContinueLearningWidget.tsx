import '../../shared/styles';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetCard } from '../../../home/WidgetCard';
import { WidgetFooterLink } from '../../../home/WidgetStates';
import { CourseProgress } from '../../shared/CourseProgress';
import { COURSE_PATHS } from '../../shared/paths';
import { MY_COURSES } from '../graphql';
import { continueOf } from '../continueOf';
import { useWidgetSettled } from '../../../home/settling';

/** The home card lists a few; /courses/home has them all. */
export const CONTINUE_LEARNING_SHOWN = 3;
// Read a little more than is shown: finished courses among the first are left out.
const READ = 12;

/** The viewer's unfinished courses, with their progress and where to pick up. */
export function ContinueLearningWidget() {
  const { t } = useTranslation('courses');
  const { data, error } = useQuery(MY_COURSES, { variables: { cursor: null, limit: READ }, fetchPolicy: 'cache-and-network' });
  useWidgetSettled(Boolean(data || error));
  const courses = (data?.courses.results ?? []).filter((course) => course.viewerEnrolment && !course.viewerEnrolment.completedAt);
  // Nothing in progress, or the list could not be read: the home page simply has no such card.
  if (courses.length === 0) return null;
  return (
    <WidgetCard title={t('widget.title')} size="half">
      <Stack gap="sm">
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {courses.slice(0, CONTINUE_LEARNING_SHOWN).map((course) => (
            <li key={course._id}>
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={COURSE_PATHS.course(course._id)} fw={500} truncate dir="auto">
                    {course.title || t('untitled')}
                  </Anchor>
                  <Anchor component={Link} to={continueOf(course)} size="sm" style={{ flexShrink: 0 }} aria-label={t('actions.continueCourse', { title: course.title })}>
                    {t('actions.continue')}
                  </Anchor>
                </Group>
                <CourseProgress value={course.viewerEnrolment?.progress ?? 0} size="xs" />
                {course.viewerEnrolment?.lastUnit ? (
                  <Text size="xs" c="dimmed" truncate dir="auto">
                    {t('widget.lastLesson', { title: course.viewerEnrolment.lastUnit.title })}
                  </Text>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
        <WidgetFooterLink to={COURSE_PATHS.home}>{t('widget.all')}</WidgetFooterLink>
      </Stack>
    </WidgetCard>
  );
}
