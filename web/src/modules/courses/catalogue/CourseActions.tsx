import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconCertificate, IconChartBar, IconLogout, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { continuePath } from '../shared/continue';
import { CourseProgress } from '../shared/CourseProgress';
import { formatDay, formatDayRange } from '../shared/format';
import { ForwardArrow } from '../shared/ForwardArrow';
import { COURSE_PATHS } from '../shared/paths';
import { ENROL_IN_COURSE, LEAVE_COURSE, type CourseDetails } from './graphql';

/** The viewer's place in the course: progress, cohort, Continue, the certificate, leaving. */
function Enrolled({ course, onChanged }: { course: CourseDetails; onChanged: () => void }) {
  const { t, i18n } = useTranslation('courses');
  const errorMessage = useErrorMessage();
  const [leave, leaving] = useMutation(LEAVE_COURSE, { context: { showsOwnError: true } });
  const enrolment = course.viewerEnrolment;
  if (!enrolment) return null;
  const completed = Boolean(enrolment.completedAt);
  const started = enrolment.completedUnits > 0 || Boolean(enrolment.lastUnit);
  const lessons = course.outline.flatMap((chapter) => chapter.units);
  const cohort = enrolment.cohort;

  const onLeave = async () => {
    const sure = await confirm({
      title: t('leave.title'),
      message: t('leave.question', { title: course.title }),
      confirmLabel: t('leave.confirm'),
      cancelLabel: t('leave.keep'),
    });
    if (!sure) return;
    try {
      await leave({ variables: { courseId: course._id } });
      showSuccess(t('leave.done'));
      onChanged();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm">
      <Text fw={500} role="status">
        {completed ? t('enrolment.completed', { date: formatDay(enrolment.completedAt, i18n.language) }) : t('enrolment.enrolled')}
      </Text>
      <CourseProgress value={enrolment.progress} completed={completed} size="md" />
      <Text size="sm" c="dimmed">
        {t('enrolment.lessonsDone', { done: enrolment.completedUnits, total: course.lessonCount })}
      </Text>
      {cohort ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendar size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{t('enrolment.cohort', { name: cohort.name, dates: formatDayRange(cohort.startsAt, cohort.endsAt, i18n.language) })}</Text>
        </Group>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button component={Link} to={continuePath(course._id, enrolment.lastUnit?._id, lessons)} rightSection={<ForwardArrow />}>
          {completed ? t('actions.review') : started ? t('actions.continue') : t('actions.start')}
        </Button>
        {completed && course.certificate ? (
          <Button component={Link} to={COURSE_PATHS.certificate(course._id)} variant="light" leftSection={<IconCertificate size={16} aria-hidden />}>
            {t('actions.certificate')}
          </Button>
        ) : null}
        <Button variant="subtle" color="red" leftSection={<IconLogout size={16} aria-hidden />} loading={leaving.loading} onClick={() => void onLeave()}>
          {t('actions.leave')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Enrol when the course lets learners in by themselves; the server's refusal (no cohort to join, …) is shown as it words it. */
function Enrol({ course, onChanged }: { course: CourseDetails; onChanged: () => void }) {
  const { t } = useTranslation('courses');
  const errorMessage = useErrorMessage();
  const [enrol, enrolling] = useMutation(ENROL_IN_COURSE, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string | null>(null);
  // A draft takes no learners yet; its banner says so.
  if (course.status !== 'PUBLISHED') return null;
  if (course.isArchived || !course.selfEnrolment)
    return (
      <Text c="dimmed" size="sm" role="status">
        {t(course.isArchived ? 'enrolment.archived' : 'enrolment.byTeam')}
      </Text>
    );
  const onEnrol = async () => {
    setFailure(null);
    try {
      await enrol({ variables: { courseId: course._id } });
      showSuccess(t('enrolment.done', { title: course.title }));
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} loading={enrolling.loading} onClick={() => void onEnrol()}>
          {t('actions.enrol')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Everything the viewer can do on the course page besides reading it. */
export function CourseActions({ course, onChanged }: { course: CourseDetails; onChanged: () => void }) {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="md">
      {course.viewerEnrolment ? <Enrolled course={course} onChanged={onChanged} /> : <Enrol course={course} onChanged={onChanged} />}
      {course.viewerCan.manage ? (
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={COURSE_PATHS.builder(course._id)} variant="default" leftSection={<IconSettings size={16} aria-hidden />}>
            {t('actions.manage')}
          </Button>
          <Button component={Link} to={COURSE_PATHS.dashboard(course._id)} variant="default" leftSection={<IconChartBar size={16} aria-hidden />}>
            {t('actions.dashboard')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
