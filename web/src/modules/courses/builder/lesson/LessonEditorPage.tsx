import { Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { findGraphQLError } from '../../../../app/apollo/errors';
import { LoadError } from '../../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../../shell/errors/NotFoundPage';
import { LESSON_IN_BUILDER } from '../graphql';
import { BUILDER_PATHS } from '../paths';
import { LessonEditor } from './LessonEditor';

/** builder/lesson/:unitId: a lesson of this course (any other, or one out of sight, is not found). */
export function LessonEditorPage({ courseId, unitId }: { courseId: string; unitId: string }) {
  const { t } = useTranslation('courseBuilder');
  const { data, loading, error, refetch } = useQuery(LESSON_IN_BUILDER, { variables: { unitId }, fetchPolicy: 'network-only' });
  const lesson = data?.courseUnit;
  if (lesson && lesson.courseId === courseId) return <LessonEditor key={lesson._id} lesson={lesson} />;
  if (loading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (lesson || !error || findGraphQLError(error, 'NOT_FOUND') || findGraphQLError(error, 'VALIDATION_ERROR'))
    return <NotFoundPage backTo={BUILDER_PATHS.outline(courseId)} inFrame />;
  return <LoadError error={error} onRetry={() => void refetch()} />;
}
