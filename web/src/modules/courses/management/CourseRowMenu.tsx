import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArchive, IconArchiveOff, IconChartBar, IconCopy, IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { COURSE_PATHS } from '../shared/paths';
import { ARCHIVE_COURSE, DELETE_COURSE, DUPLICATE_COURSE, type ManagedCourseRowData } from './graphql';

interface CourseRowMenuProps {
  course: ManagedCourseRowData;
  /** Whoever may create courses may copy one they manage (the copy is theirs). */
  mayDuplicate: boolean;
  /** The row as it is now, or null once it left this list. */
  onChange: (course: ManagedCourseRowData | null) => void;
  onReload: () => void;
}

/**
 * What may be done to one course from the list. A course with learners is archived rather than
 * deleted: the server refuses, and the app-wide notice shows its (translated) reason.
 */
export function CourseRowMenu({ course, mayDuplicate, onChange, onReload }: CourseRowMenuProps) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const [archive] = useMutation(ARCHIVE_COURSE);
  const [duplicate] = useMutation(DUPLICATE_COURSE);
  const [remove] = useMutation(DELETE_COURSE);
  const title = course.title;

  const setArchived = async (archived: boolean) => {
    try {
      await archive({ variables: { courseId: course._id, archived } });
      // The list shows either the archived courses or the others: the row leaves it.
      onChange(null);
      showSuccess(t(archived ? 'management.archived' : 'management.unarchived', { title }), {
        undo: () => void archive({ variables: { courseId: course._id, archived: !archived } }).then(onReload, () => undefined),
      });
    } catch {
      // The app-wide notice has said why.
    }
  };

  const copy = async () => {
    try {
      const answer = await duplicate({ variables: { courseId: course._id } });
      if (!answer.data) return;
      showSuccess(t('management.duplicated', { title }));
      void navigate(COURSE_PATHS.builder(answer.data.duplicateCourse._id));
    } catch {
      // The app-wide notice has said why.
    }
  };

  const del = async () => {
    const ok = await confirm({
      title: t('management.deleteTitle'),
      message: t('management.deleteConfirm', { title }),
      confirmLabel: t('management.actions.delete'),
      cancelLabel: t('management.actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { courseId: course._id } });
      onChange(null);
      showSuccess(t('management.deleted', { title }));
    } catch {
      // Refused while learners are enrolled: the app-wide notice says so, in the reader's language.
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('management.actionsFor', { title })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {course.viewerCan.edit && (
          <Menu.Item component={Link} to={COURSE_PATHS.builder(course._id)} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('management.actions.builder')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={COURSE_PATHS.dashboard(course._id)} leftSection={<IconChartBar size={16} aria-hidden />}>
          {t('management.actions.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to={COURSE_PATHS.course(course._id)} leftSection={<IconEye size={16} aria-hidden />}>
          {t('management.actions.preview')}
        </Menu.Item>
        {mayDuplicate && (
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
            {t('management.actions.duplicate')}
          </Menu.Item>
        )}
        {course.viewerCan.edit && (
          <Menu.Item
            leftSection={course.isArchived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
            onClick={() => void setArchived(!course.isArchived)}
          >
            {t(course.isArchived ? 'management.actions.unarchive' : 'management.actions.archive')}
          </Menu.Item>
        )}
        {course.viewerCan.manage && (
          <>
            <Menu.Divider />
            {/* A course with learners is kept (the server refuses); the item says why rather than vanish. */}
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled={!course.viewerCan.delete} onClick={() => void del()}>
              <Stack gap={0}>
                <span>{t('management.actions.delete')}</span>
                {!course.viewerCan.delete && (
                  <Text size="xs" c="dimmed">
                    {t('management.hasLearners')}
                  </Text>
                )}
              </Stack>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
