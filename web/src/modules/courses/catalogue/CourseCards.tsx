import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseCover } from '../shared/CourseCover';
import { CourseProgress } from '../shared/CourseProgress';
import { formatMinutes, totalMinutes } from '../shared/format';
import type { CourseCard as CourseCardData } from '../shared/graphql';
import { COURSE_PATHS } from '../shared/paths';
import linkCard from '../../../ui/linkCard.module.css';

/** One card per course: one column on phones, up to three on wide screens. */
export function CourseCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="course-cards">
      {children}
    </SimpleGrid>
  );
}

/** What the card says about the course: its lessons and the minutes they take, when the lessons say. */
export function CourseFacts({ course }: { course: Pick<CourseCardData, 'lessonCount' | 'outline'> }) {
  const { t, i18n } = useTranslation('courses');
  const minutes = totalMinutes(course.outline);
  return (
    <Text size="sm" c="dimmed">
      {t('card.lessons', { count: course.lessonCount })}
      {minutes !== null ? (
        <>
          <span aria-hidden> · </span>
          {formatMinutes(minutes, i18n.language)}
        </>
      ) : null}
    </Text>
  );
}

/**
 * A course as the lists show it: the cover, the title (whose link covers the card), badges, the
 * lessons, and the viewer's progress once enrolled. `actions` sit under it (Continue, certificate).
 */
export function CourseCard({ course, actions, meta }: { course: CourseCardData; actions?: ReactNode; meta?: ReactNode }) {
  const { t } = useTranslation('courses');
  const enrolment = course.viewerEnrolment;
  const completed = Boolean(enrolment?.completedAt);
  return (
    <Card withBorder padding="md" radius="md" className={linkCard.card} data-testid="course-card">
      <Card.Section>
        <CourseCover courseId={course._id} cover={course.cover} />
      </Card.Section>
      <Stack gap="xs" mt="sm" h="100%">
        {/* One tab stop, one click target: the title's link opens the course from anywhere on the card. */}
        <Anchor component={Link} to={COURSE_PATHS.course(course._id)} fw={600} lineClamp={2} className={linkCard.cardLink} dir="auto">
          {course.title || t('untitled')}
        </Anchor>
        <CourseFacts course={course} />
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
          {completed ? (
            <Badge variant="light" color="teal">
              {t('badges.completed')}
            </Badge>
          ) : enrolment ? (
            <Badge variant="light" color="grape">
              {t('badges.enrolled')}
            </Badge>
          ) : null}
        </Group>
        {meta}
        {enrolment ? (
          <Box mt="auto">
            <CourseProgress value={enrolment.progress} completed={completed} />
          </Box>
        ) : null}
        {actions ? (
          <Group gap="xs" className={linkCard.cardAction}>
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
