import { type ReactNode, useState } from 'react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonType } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { LessonTypeIcon, lessonTypeLabel } from '../../shared/LessonTypeIcon';
import { CohortSelect } from '../CohortSelect';
import { LESSON_STATS, type CohortData, type DashboardCourse, type LessonStatData } from '../graphql';
import { QuizResults } from './QuizResults';

interface LessonsTabProps {
  course: DashboardCourse;
  cohortId: string | null;
  onCohort: (cohortId: string | null) => void;
  /** Where the submissions queue of a lesson is. */
  submissionsPath: (unitId: string) => string;
}

interface LessonLine {
  chapterId: string;
  chapter: string;
  unit: { _id: string; title: string; type: string };
  stat: LessonStatData | undefined;
}

/** Whole percent of `part` in `whole`, or null when there is nobody to count. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : null);

/** Each lesson in a cohort (or every cohort): how many completed it, quiz scores, work waiting for review. */
export function LessonsTab({ course, cohortId, onCohort, submissionsPath }: LessonsTabProps) {
  const { t } = useTranslation('courseDashboard');
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const { data, loading, error } = useQuery(LESSON_STATS, { variables: { courseId: course._id, cohortId }, fetchPolicy: 'cache-and-network' });
  const [quiz, setQuiz] = useState<LessonLine['unit'] | null>(null);
  const cohort: CohortData | undefined = course.cohorts.find((c) => c._id === cohortId);
  const learners = cohort ? cohort.learnerCount : course.cohorts.reduce((sum, c) => sum + c.learnerCount, 0);
  const stats = data?.courseLessonStats ?? [];
  // The outline gives the order and the chapters; the stats are matched to it by lesson.
  const lines: LessonLine[] = course.outline.flatMap((chapter) =>
    chapter.units.map((unit) => ({ chapterId: chapter._id, chapter: chapter.title, unit, stat: stats.find((s) => s.unit._id === unit._id) })),
  );

  const body = () => {
    if (loading && !data)
      return (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      );
    if (error)
      return (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      );
    if (lines.length === 0) return <Text c="dimmed">{t('lessons.empty')}</Text>;
    const props = { lines, learners, onQuiz: setQuiz, submissionsPath };
    return phone ? <LessonCards {...props} /> : <LessonTable {...props} />;
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CohortSelect cohorts={course.cohorts} value={cohortId} onChange={onCohort} allowAll />
        <Text size="sm" c="dimmed" style={{ flex: '2 1 240px' }}>
          {t('lessons.learners', { count: learners })}
        </Text>
      </Group>
      {body()}
      <Dialog opened={quiz !== null} onClose={() => setQuiz(null)} title={quiz ? t('quiz.title', { lesson: quiz.title }) : ''} size="lg">
        {quiz ? <QuizResults unitId={quiz._id} cohortId={cohortId} /> : null}
      </Dialog>
    </Stack>
  );
}

interface RowsProps {
  lines: LessonLine[];
  learners: number;
  onQuiz: (unit: LessonLine['unit']) => void;
  submissionsPath: (unitId: string) => string;
}

function Completion({ completed, learners }: { completed: number; learners: number }) {
  const { t } = useTranslation('courseDashboard');
  const share = shareOf(completed, learners);
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress value={share ?? 0} radius="xl" style={{ flex: 1 }} aria-label={t('lessons.completedOf', { completed, learners })} />
      <Text size="xs" fw={500} style={{ whiteSpace: 'nowrap' }} aria-hidden>
        {share == null ? '—' : t('percent', { percent: share })}
      </Text>
    </Group>
  );
}

function Score({ stat }: { stat: LessonStatData | undefined }) {
  const { t } = useTranslation('courseDashboard');
  if (stat?.averageScore == null) return <Text size="sm">—</Text>;
  return <Text size="sm">{t('percent', { percent: Math.round(stat.averageScore) })}</Text>;
}

function ToReview({ line, submissionsPath }: { line: LessonLine; submissionsPath: RowsProps['submissionsPath'] }) {
  const { t } = useTranslation('courseDashboard');
  const count = line.stat?.submissionsToReview ?? 0;
  if (count === 0) return <Text size="sm">—</Text>;
  return (
    <Badge component={Link} to={submissionsPath(line.unit._id)} variant="light" color="orange" style={{ cursor: 'pointer' }}>
      {t('lessons.toReview', { count })}
    </Badge>
  );
}

function Lesson({ line }: { line: LessonLine }) {
  const { t } = useTranslation(['courseDashboard', 'courses']);
  const type = line.unit.type as LessonType;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <LessonTypeIcon type={type} label={lessonTypeLabel(t, type)} />
      <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {line.unit.title}
      </Text>
    </Group>
  );
}

function QuizButton({ line, onQuiz }: { line: LessonLine; onQuiz: RowsProps['onQuiz'] }) {
  const { t } = useTranslation('courseDashboard');
  if (line.unit.type !== 'QUIZ') return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconChartBar size={14} aria-hidden />}
      onClick={() => onQuiz(line.unit)}
      aria-label={t('quiz.openFor', { lesson: line.unit.title })}
    >
      {t('quiz.open')}
    </Button>
  );
}

function LessonTable({ lines, learners, onQuiz, submissionsPath }: RowsProps) {
  const { t } = useTranslation('courseDashboard');
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="xs" highlightOnHover data-testid="lessons-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lessons.columns.lesson')}</Table.Th>
            <Table.Th>{t('lessons.columns.completed')}</Table.Th>
            <Table.Th>{t('lessons.columns.averageScore')}</Table.Th>
            <Table.Th>{t('lessons.columns.toReview')}</Table.Th>
            <Table.Th>{t('lessons.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <LessonTableRow key={line.unit._id} line={line} chapterStart={index === 0 || lines[index - 1].chapterId !== line.chapterId}>
              <Table.Td>
                <Lesson line={line} />
              </Table.Td>
              <Table.Td>
                <Completion completed={line.stat?.completed ?? 0} learners={learners} />
              </Table.Td>
              <Table.Td>
                <Score stat={line.stat} />
              </Table.Td>
              <Table.Td>
                <ToReview line={line} submissionsPath={submissionsPath} />
              </Table.Td>
              <Table.Td>
                <QuizButton line={line} onQuiz={onQuiz} />
              </Table.Td>
            </LessonTableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A lesson's row, under its chapter's heading row when it opens the chapter. */
function LessonTableRow({ line, chapterStart, children }: { line: LessonLine; chapterStart: boolean; children: ReactNode }) {
  return (
    <>
      {chapterStart ? (
        <Table.Tr>
          <Table.Th colSpan={5} scope="colgroup" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600} dir="auto">
              {line.chapter}
            </Text>
          </Table.Th>
        </Table.Tr>
      ) : null}
      <Table.Tr data-testid="lesson-row">{children}</Table.Tr>
    </>
  );
}

function LessonCards({ lines, learners, onQuiz, submissionsPath }: RowsProps) {
  const { t } = useTranslation('courseDashboard');
  const chapters = lines.filter((line, index) => index === 0 || lines[index - 1].chapterId !== line.chapterId);
  return (
    <Stack gap="md">
      {chapters.map(({ chapterId, chapter }) => (
        <Stack key={chapterId} gap="xs" component="section">
          <Title order={3} size="h6" dir="auto">
            {chapter}
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {lines
              .filter((line) => line.chapterId === chapterId)
              .map((line) => (
                <Card key={line.unit._id} component="li" withBorder padding="sm" data-testid="lesson-row">
                  <Stack gap={6}>
                    <Lesson line={line} />
                    <Completion completed={line.stat?.completed ?? 0} learners={learners} />
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      {line.stat?.averageScore != null ? (
                        <Text size="xs" c="dimmed">
                          {t('lessons.averageScore', { percent: Math.round(line.stat.averageScore) })}
                        </Text>
                      ) : null}
                      <ToReview line={line} submissionsPath={submissionsPath} />
                      <QuizButton line={line} onQuiz={onQuiz} />
                    </Group>
                  </Stack>
                </Card>
              ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
