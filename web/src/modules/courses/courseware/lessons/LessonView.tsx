import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { COURSEWARE_LESSON, type Lesson } from '../graphql';
import { ArticleLesson } from './ArticleLesson';
import { AssignmentLesson } from './AssignmentLesson';
import { LockedLesson } from './LockedLesson';
import { QuizLesson } from './QuizLesson';
import { SubmissionLesson } from './SubmissionLesson';
import { VideoLesson } from './VideoLesson';

interface LessonViewProps {
  unitId: string;
  /** A manager looking at a course they are not enrolled in: nothing they do is recorded. */
  preview: boolean;
}

const VIEWS: Record<Lesson['type'], (props: { lesson: Lesson; preview: boolean }) => ReactNode> = {
  ARTICLE: ArticleLesson,
  VIDEO: VideoLesson,
  QUIZ: QuizLesson,
  ASSIGNMENT: AssignmentLesson,
  SUBMISSION: SubmissionLesson,
};

/** One lesson's body, drawn for its type; a lesson not released yet says when it opens. */
export function LessonView({ unitId, preview }: LessonViewProps) {
  const { t } = useTranslation('courseware');
  const errorMessage = useErrorMessage();
  const { data, error, loading, refetch } = useQuery(COURSEWARE_LESSON, { variables: { unitId }, fetchPolicy: 'cache-and-network' });
  const lesson = data?.courseUnit;
  if (!lesson && (loading || !error))
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!lesson)
    return (
      <Stack gap="xs" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {errorMessage(error)}
        </Alert>
        <Button variant="default" onClick={() => void refetch().catch(() => undefined)}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  if (lesson.viewerProgress.state === 'LOCKED') return <LockedLesson releaseAt={lesson.viewerProgress.releaseAt} />;
  const View = VIEWS[lesson.type];
  return <View lesson={lesson} preview={preview} />;
}
