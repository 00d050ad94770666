import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { DashboardPage } from './DashboardPage';
import { COURSE } from './testing';

Element.prototype.scrollIntoView ??= () => undefined;

const stat = (unitId: string, title: string, type: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'CourseLessonStat',
  unit: { __typename: 'CourseUnit', _id: unitId, title, type },
  completed: 0,
  started: 0,
  averageScore: null,
  passRate: null,
  submissionsToReview: 0,
  ...patch,
});

function server(extra: Parameters<typeof operationServer>[0] = {}) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', flags: ['course'], permissions: ['COURSES:MANAGE'] }) },
    CourseDashboard: { data: { course: COURSE } },
    StartupAssignablePeople: {
      data: { users: { __typename: 'UserPage', results: [{ __typename: 'User', _id: 'p1', fullName: 'Chen Wei', email: 'chen@example.org', avatar: null }] } },
    },
    CohortStartupChoices: { data: { startups: { __typename: 'StartupPage', results: [] } } },
    CohortProgramChoices: { data: { programs: [] } },
    ...extra,
  });
}

async function open(link: ReturnType<typeof server>['link'], route: string) {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/courses/management/course/:courseId/dashboard/*" element={<DashboardPage />} />
      </Routes>
      <ConfirmHost />
      <Notifications />
    </>,
    { link, route },
  );
}

describe('course dashboard: cohorts and lessons', () => {
  it('lists the cohorts and enrols people in one, saying how many joined', async () => {
    const { link, asked } = server({ EnrolInCohort: { data: { enrolInCohort: 1 } } });
    await open(link, '/courses/management/course/c1/dashboard/cohorts');
    const spring = (await screen.findAllByTestId('cohort-row')).find((row) => within(row).queryByText('Spring 2027'))!;
    fireEvent.click(within(spring).getByRole('button', { name: 'Enrol people in Spring 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol in Spring 2027' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByText('Choose people or startups to enrol.')).toBeTruthy();
    const picker = within(dialog)
      .getAllByLabelText('People')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden') as HTMLInputElement;
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Chen Wei' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('1 person enrolled in Spring 2027')).toBeTruthy();
    expect(asked('EnrolInCohort')).toEqual([{ cohortId: 'h1', userIds: ['p1'], startupIds: null }]);
  });

  it('asks a new cohort’s name and start, and sends them', async () => {
    const { link, asked } = server({ CreateCohort: { data: { createCohort: { ...COURSE.cohorts[0], __typename: 'CourseCohort', _id: 'h3', name: 'Summer 2027' } } } });
    await open(link, '/courses/management/course/c1/dashboard/cohorts');
    fireEvent.click(await screen.findByRole('button', { name: 'New cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cohort' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    expect(within(dialog).getByText('Start is a required field')).toBeTruthy();
    expect(asked('CreateCohort')).toEqual([]);
  });

  it('shows each lesson’s completion and a quiz’s results per question, the right answers marked', async () => {
    const { link, asked } = server({
      CourseLessonStats: {
        data: {
          courseLessonStats: [
            stat('u1', 'Welcome', 'ARTICLE', { completed: 2, started: 2 }),
            stat('u2', 'Check your knowledge', 'QUIZ', { completed: 1, started: 2, averageScore: 75, passRate: 50 }),
            stat('u3', 'Your pitch deck', 'ASSIGNMENT', { submissionsToReview: 3 }),
          ],
        },
      },
      CourseQuizResults: {
        data: {
          quizResults: {
            __typename: 'CourseQuizResults',
            attempts: 3,
            learners: 2,
            passRate: 50,
            averageScore: 75,
            questions: [
              {
                __typename: 'CourseQuizQuestionResult',
                questionId: 'q1',
                label: 'What is a cap table?',
                correctRate: 50,
                options: [
                  { __typename: 'CourseQuizOptionResult', value: 'a', label: 'Who owns the company', count: 1, isCorrect: true },
                  { __typename: 'CourseQuizOptionResult', value: 'b', label: 'A piece of furniture', count: 1, isCorrect: false },
                ],
              },
            ],
          },
        },
      },
    });
    await open(link, '/courses/management/course/c1/dashboard/lessons?cohort=h1');
    const rows = await screen.findAllByTestId('lesson-row');
    expect(asked('CourseLessonStats')[0]).toEqual({ courseId: 'c1', cohortId: 'h1' });
    // Two learners in the cohort: one of two completed the quiz.
    expect(within(rows[0]).getByText('100%')).toBeTruthy();
    expect(within(rows[1]).getByText('50%')).toBeTruthy();
    expect(within(rows[1]).getByText('75%')).toBeTruthy();
    expect(within(rows[2]).getByText('3 to review').closest('a')?.getAttribute('href')).toBe('/courses/management/course/c1/dashboard/submissions?cohort=h1&lesson=u3');

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Results of Check your knowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz results: Check your knowledge' });
    expect(await within(dialog).findByText('1. What is a cap table?')).toBeTruthy();
    expect(within(dialog).getByText('50% right')).toBeTruthy();
    const right = within(dialog).getByText('Who owns the company').closest('li')!;
    expect(within(right).getByText('Correct answer')).toBeTruthy();
    expect(within(within(dialog).getByText('A piece of furniture').closest('li')!).queryByText('Correct answer')).toBeNull();
    await waitFor(() => expect(asked('CourseQuizResults')).toEqual([{ unitId: 'u2', cohortId: 'h1' }]));
  });
});
