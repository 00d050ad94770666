import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowBackUp, IconArrowLeft, IconArrowRight, IconChartBar, IconEye, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { COURSE_PATHS } from '../shared/paths';
import { CourseStatusBadge } from './CourseStatusBadge';
import { PUBLISH_COURSE, UNPUBLISH_COURSE, type BuilderCourseData } from './graphql';

const OWN_ERRORS = { showsOwnError: true };

/**
 * The builder's header (no top bar on this page): back to the management list, the course's title
 * and status, its preview and dashboard, and Publish / Unpublish. A refused publication (an empty
 * course) says why under the header, in the server's words.
 */
export function BuilderHeader({ course }: { course: BuilderCourseData }) {
  const { t, i18n } = useTranslation('courseBuilder');
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  const [publish, publishing] = useMutation(PUBLISH_COURSE);
  const [unpublish, unpublishing] = useMutation(UNPUBLISH_COURSE);
  const [failure, setFailure] = useState<string>();
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const published = course.status === 'PUBLISHED';

  const togglePublished = async () => {
    setFailure(undefined);
    if (published) {
      const ok = await confirm({ title: t('header.unpublishTitle'), message: t('header.unpublishConfirm'), confirmLabel: t('header.unpublish'), color: 'blue' });
      if (!ok) return;
    }
    try {
      if (published) await unpublish({ variables: { courseId: course._id }, context: OWN_ERRORS });
      else await publish({ variables: { courseId: course._id }, context: OWN_ERRORS });
      showSuccess(published ? t('header.unpublished') : t('header.published'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" component="header">
      <Anchor component={Link} to={COURSE_PATHS.management} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <Back size={14} aria-hidden />
          {t('header.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Title order={1} size="h2" dir="auto" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {course.title}
          </Title>
          <CourseStatusBadge status={course.status} archived={course.isArchived} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={COURSE_PATHS.courseware(course._id)}
            target="_blank"
            rel="noopener"
            variant="default"
            size="sm"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('header.preview')}
            <VisuallyHidden>{t('header.newTab')}</VisuallyHidden>
          </Button>
          <Button component={Link} to={COURSE_PATHS.dashboard(course._id)} variant="default" size="sm" leftSection={<IconChartBar size={16} aria-hidden />}>
            {t('header.dashboard')}
          </Button>
          {course.viewerCan.publish && (
            <Button
              size="sm"
              variant={published ? 'default' : 'filled'}
              leftSection={published ? <IconArrowBackUp size={16} aria-hidden /> : <IconRocket size={16} aria-hidden />}
              loading={publishing.loading || unpublishing.loading}
              onClick={() => void togglePublished()}
            >
              {published ? t('header.unpublish') : t('header.publish')}
            </Button>
          )}
        </Group>
      </Group>
      {failure && (
        <Alert
          color="red"
          role="alert"
          title={published ? t('header.unpublishFailed') : t('header.publishFailed')}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setFailure(undefined)}
        >
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
