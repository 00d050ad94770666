import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../shared/format';
import { COURSE_PATHS } from '../shared/paths';
import { type PlacedLesson, stateOf } from './outline';

interface LessonPagerProps {
  courseId: string;
  previous: PlacedLesson | null;
  next: PlacedLesson | null;
  /** The course is completed and offers a certificate: the last lesson leads to it. */
  certificateOpen: boolean;
}

/** Previous and next lesson, in the outline's order; a locked next lesson still leads to its page, which says when it opens. */
export function LessonPager({ courseId, previous, next, certificateOpen }: LessonPagerProps) {
  const { t, i18n } = useTranslation('courseware');
  const rtl = i18n.dir() === 'rtl';
  // Arrows point the way the page reads: forward is to the left in Arabic.
  const BackIcon = rtl ? IconArrowRight : IconArrowLeft;
  const NextIcon = rtl ? IconArrowLeft : IconArrowRight;
  const nextLocked = next && stateOf(next.lesson) === 'LOCKED';
  const opensOn = nextLocked ? formatDay(next.lesson.viewerProgress?.releaseAt, i18n.language) : '';
  return (
    <Group justify="space-between" align="flex-start" gap="sm" component="nav" aria-label={t('pager.label')}>
      {previous ? (
        <Button
          component={Link}
          to={COURSE_PATHS.lesson(courseId, previous.lesson._id)}
          variant="default"
          leftSection={<BackIcon size={16} aria-hidden />}
          maw="100%"
          h="auto"
          py={6}
        >
          <Stack gap={0} align="flex-start" style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" span>
              {t('pager.previous')}
            </Text>{' '}
            <Text size="sm" fw={500} truncate span maw="14rem" dir="auto">
              {previous.lesson.title}
            </Text>
          </Stack>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Stack gap={4} align="flex-end">
          <Button
            component={Link}
            to={COURSE_PATHS.lesson(courseId, next.lesson._id)}
            variant={nextLocked ? 'default' : 'filled'}
            rightSection={<NextIcon size={16} aria-hidden />}
            maw="100%"
            h="auto"
            py={6}
          >
            <Stack gap={0} align="flex-start" style={{ minWidth: 0 }}>
              <Text size="xs" span c={nextLocked ? 'dimmed' : undefined}>
                {t('pager.next')}
              </Text>{' '}
              <Text size="sm" fw={500} truncate span maw="14rem" dir="auto">
                {next.lesson.title}
              </Text>
            </Stack>
          </Button>
          {nextLocked ? (
            <Text size="xs" c="dimmed">
              {opensOn ? t('lesson.opensOn', { date: opensOn }) : t('lesson.locked')}
            </Text>
          ) : null}
        </Stack>
      ) : certificateOpen ? (
        <Button component={Link} to={COURSE_PATHS.certificate(courseId)} leftSection={<IconCertificate size={16} aria-hidden />}>
          {t('certificate.link')}
        </Button>
      ) : null}
    </Group>
  );
}
