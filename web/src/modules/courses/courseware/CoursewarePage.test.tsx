import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { CoursewarePage } from './CoursewarePage';
import { attempt, COURSE_ID, course, coursewareAnswers, lesson, lessonProgress, quizForm, submission, UNIT } from './testing';

// The rich text editor (tiptap) is its own chunk; a text area stands in for it here.
vi.mock('../../home/customise/TextEditor', () => ({
  TextEditor: ({ label, initialHtml, onChange }: { label: string; initialHtml: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initialHtml} onChange={(event) => onChange(event.target.value)} />
  ),
}));

beforeAll(() => {
  // jsdom lays nothing out; the form renderer scrolls to what it focuses.
  Element.prototype.scrollIntoView ??= () => undefined;
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

type Answer = Parameters<typeof operationServer>[0][string];

async function renderCourseware(route: string, answers: Record<string, Answer>) {
  const server = operationServer(answers);
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/courses/:id" element={<p>Course page</p>} />
        <Route path="/courses/:id/courseware" element={<CoursewarePage />} />
        <Route path="/courses/:id/courseware/:unitId" element={<CoursewarePage />} />
      </Routes>
      <Where />
    </>,
    { link: server.link, route },
  );
  return server;
}

const lessonPath = (unitId: string) => `/courses/${COURSE_ID}/courseware/${unitId}`;

describe('the courseware', () => {
  it('shows an article beside the outline and marks it complete', async () => {
    let done = false;
    const server = await renderCourseware(lessonPath(UNIT.article), {
      ...coursewareAnswers(() => ({ lessons: { [UNIT.article]: lesson({ viewerProgress: lessonProgress(done ? 'COMPLETED' : 'AVAILABLE') }) } })),
      CompleteCourseUnit: () => {
        done = true;
        return { data: { completeCourseUnit: lesson({ viewerProgress: lessonProgress('COMPLETED') }) } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Why startups fail' })).toBeTruthy();
    expect(await screen.findByText('customers')).toBeTruthy();
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    expect(
      within(outline)
        .getByRole('link', { name: /Why startups fail/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(outline).getByText('Opens on May 4, 2099')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Completed', { selector: 'p' })).toBeTruthy();
    expect(server.asked('CompleteCourseUnit')).toEqual([{ unitId: UNIT.article }]);
    await waitFor(() => expect(within(outline).getByRole('img', { name: 'Completed' })).toBeTruthy());
    expect(server.asked('Courseware').length).toBe(2);
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('says when a locked lesson opens', async () => {
    await renderCourseware(
      lessonPath(UNIT.locked),
      coursewareAnswers(() => ({})),
    );
    expect(await screen.findByText('This lesson opens on May 4, 2099')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hand in' })).toBeNull();
    expect(screen.queryByText('Read this.')).toBeNull();
  });

  it('moves to the next and previous lessons, focusing the lesson title; a locked next lesson shows its date', async () => {
    const server = await renderCourseware(
      lessonPath(UNIT.article),
      coursewareAnswers(() => ({ lessons: { [UNIT.quiz]: lesson({ _id: UNIT.quiz, type: 'QUIZ', title: 'Check yourself', content: null, form: quizForm() }) } })),
    );
    const pager = await screen.findByRole('navigation', { name: 'Lessons' });
    expect(within(pager).queryByRole('link', { name: /Previous lesson/ })).toBeNull();
    fireEvent.click(within(pager).getByRole('link', { name: /Next lesson Check yourself/ }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Check yourself' });
    expect(screen.getByTestId('where').textContent).toBe(lessonPath(UNIT.quiz));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(await screen.findByRole('radio', { name: 'Outcomes' })).toBeTruthy();
    const next = within(screen.getByRole('navigation', { name: 'Lessons' }));
    expect(next.getByRole('link', { name: /Next lesson Pricing/ })).toBeTruthy();
    expect(next.getByText('Opens on May 4, 2099')).toBeTruthy();
    fireEvent.click(next.getByRole('link', { name: /Previous lesson Why startups fail/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why startups fail' })).toBeTruthy();
    expect(server.asked('CoursewareLesson')).toEqual([{ unitId: UNIT.article }, { unitId: UNIT.quiz }, { unitId: UNIT.article }]);
  });

  it('opens where the learner left off', async () => {
    const enrolled = course();
    await renderCourseware(
      `/courses/${COURSE_ID}/courseware`,
      coursewareAnswers(() => ({ course: { ...enrolled, viewerEnrolment: { ...enrolled.viewerEnrolment!, lastUnit: { __typename: 'CourseUnit', _id: UNIT.quiz } as never } } })),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(lessonPath(UNIT.quiz)));
  });

  it('opens at the first open lesson for a learner who has not started', async () => {
    await renderCourseware(
      `/courses/${COURSE_ID}/courseware`,
      coursewareAnswers(() => ({ course: course({}, { [UNIT.article]: 'COMPLETED' }) })),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(lessonPath(UNIT.quiz)));
  });

  it('sends someone not enrolled back to the course page', async () => {
    await renderCourseware(
      lessonPath(UNIT.article),
      coursewareAnswers(() => ({ course: course({ viewerEnrolment: null }) })),
    );
    expect(await screen.findByText('Course page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/courses/${COURSE_ID}`);
  });

  it('grades a quiz: the result per question with feedback, then another try', async () => {
    let attempts: ReturnType<typeof attempt>[] = [];
    const quiz = () =>
      lesson({
        _id: UNIT.quiz,
        type: 'QUIZ',
        title: 'Check yourself',
        content: null,
        attemptsAllowed: 3,
        attemptsLeft: 3 - attempts.length,
        form: quizForm(),
        viewerAttempts: attempts,
      });
    const server = await renderCourseware(lessonPath(UNIT.quiz), {
      ...coursewareAnswers(() => ({ lessons: { [UNIT.quiz]: quiz() } })),
      SubmitQuiz: () => {
        attempts = [attempt()];
        return { data: { submitQuiz: attempts[0] } };
      },
    });
    expect(await screen.findByText('Pass mark: 70%')).toBeTruthy();
    expect(screen.getByText('3 attempts left')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Features' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const result = await screen.findByRole('region', { name: 'Result of attempt 1' });
    expect(server.asked('SubmitQuiz')).toEqual([{ unitId: UNIT.quiz, answers: JSON.stringify({ q1: 'features' }) }]);
    expect(within(result).getByText('Score: 0% (pass mark 70%)')).toBeTruthy();
    expect(within(result).getByText('Not passed')).toBeTruthy();
    expect(within(result).getByText('Wrong')).toBeTruthy();
    expect(within(result).getByText('Your answer: Features')).toBeTruthy();
    expect(within(result).getByText('Features are a means, not the end.')).toBeTruthy();
    expect(screen.getByText('2 attempts left')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Outcomes' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Result of attempt 1' })).toBeNull();
    expect(screen.getByText(/Attempt 1 · 0%/)).toBeTruthy();
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('reveals the right answers once there are no attempts left', async () => {
    const last = attempt({
      results: [{ __typename: 'CourseQuizQuestionResult', questionId: 'q1', correct: false, chosen: ['features'], correctValues: ['outcomes'], feedback: [] }] as never,
    });
    await renderCourseware(
      lessonPath(UNIT.quiz),
      coursewareAnswers(() => ({
        lessons: { [UNIT.quiz]: lesson({ _id: UNIT.quiz, type: 'QUIZ', title: 'Check yourself', attemptsAllowed: 1, attemptsLeft: 0, form: quizForm(), viewerAttempts: [last] }) },
      })),
    );
    expect(await screen.findByText('Correct answer: Outcomes')).toBeTruthy();
    expect(screen.getByText('You have used every attempt at this quiz.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the review of an assignment and hands it in again', async () => {
    const reviewed = submission({ status: 'CHANGES_REQUESTED', grade: 55, reviewComment: 'Say how you chose the price.', reviewedAt: '2030-01-05T10:00:00.000Z' });
    const assignment = lesson({ type: 'ASSIGNMENT', content: '<p>Write your pricing.</p>', handIn: 'STARTUP', viewerSubmission: reviewed });
    const server = await renderCourseware(lessonPath(UNIT.article), {
      ...coursewareAnswers(() => ({ lessons: { [UNIT.article]: assignment } })),
      HandInCourseUnit: (variables) => ({
        data: {
          handInCourseUnit: {
            ...submission({ status: 'SUBMITTED', body: variables.body as string }),
            unit: { __typename: 'CourseUnit', _id: UNIT.article, viewerSubmission: { __typename: 'CourseSubmission', _id: 's1' } },
          },
        },
      }),
    });
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByText('Changes requested')).toBeTruthy();
    expect(within(review).getByText('Grade: 55/100')).toBeTruthy();
    expect(within(review).getByText('Say how you chose the price.')).toBeTruthy();
    expect(screen.getByText(/for your whole startup/)).toBeTruthy();

    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(answer, { target: { value: '<p>Cost plus 20%.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in again' }));

    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Review' })).getByText('Submitted')).toBeTruthy());
    expect(server.asked('HandInCourseUnit')).toEqual([{ unitId: UNIT.article, body: '<p>Cost plus 20%.</p>', attachmentIds: [] }]);
    expect(await screen.findByText('Cost plus 20%.')).toBeTruthy();
    expect(screen.queryByText('Say how you chose the price.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change my work' })).toBeTruthy();
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('refuses to hand in an empty assignment', async () => {
    const server = await renderCourseware(
      lessonPath(UNIT.article),
      coursewareAnswers(() => ({ lessons: { [UNIT.article]: lesson({ type: 'ASSIGNMENT' }) } })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('Write your answer or attach a file before handing in.')).toBeTruthy();
    expect(server.asked('HandInCourseUnit')).toEqual([]);
  });

  it('shows approved work without a way to change it', async () => {
    await renderCourseware(
      lessonPath(UNIT.article),
      coursewareAnswers(() => ({ lessons: { [UNIT.article]: lesson({ type: 'ASSIGNMENT', viewerSubmission: submission({ status: 'APPROVED', grade: 90 }) }) } })),
    );
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('Grade: 90/100')).toBeTruthy();
    expect(screen.getByText('Our price is 10 a month.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change my work|Hand in/ })).toBeNull();
  });
});
