import { Stack } from '@mantine/core';
import type { Lesson } from '../graphql';
import { CompleteLesson } from './CompleteLesson';
import { LessonContent } from './LessonContent';

/** An article: its text (with its images), then "Mark as complete". */
export function ArticleLesson({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  return (
    <Stack gap="lg">
      <LessonContent html={lesson.content} />
      <CompleteLesson lesson={lesson} preview={preview} />
    </Stack>
  );
}
