import { useMutation } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMPLETE_COURSE_UNIT, type Lesson } from '../graphql';

/** Marks a lesson done; the outline and the course's progress are read again with it. */
export function useCompleteLesson(unitId: string) {
  const [complete, { loading }] = useMutation(COMPLETE_COURSE_UNIT, { variables: { unitId }, refetchQueries: ['Courseware'] });
  return { complete: () => complete().then(() => undefined), completing: loading };
}

/** "Mark as complete" for articles and videos, or that the lesson is done. */
export function CompleteLesson({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  const { t } = useTranslation('courseware');
  const { complete, completing } = useCompleteLesson(lesson._id);
  if (lesson.viewerProgress?.state === 'COMPLETED')
    return (
      <Group gap="xs" c="teal" role="status">
        <IconCircleCheckFilled size={20} aria-hidden />
        <Text fw={500}>{t('lesson.completed')}</Text>
      </Group>
    );
  if (preview) return null;
  return (
    <Button w="fit-content" variant="light" leftSection={<IconCircleCheck size={18} aria-hidden />} loading={completing} onClick={() => void complete().catch(() => undefined)}>
      {t('lesson.markComplete')}
    </Button>
  );
}
