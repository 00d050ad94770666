import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { CoursePage } from './CoursePage';
import { chapter, courseDetails, coursesServer, enrolment, lesson } from './testing';

type Answers = Parameters<typeof coursesServer>[0];

async function open(answers: Answers) {
  const server = coursesServer(answers);
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/courses/:id" element={<CoursePage />} />
      </Routes>
      <ConfirmHost />
    </>,
    { link: server.link, route: '/courses/c1' },
  );
  return server;
}

/** An element whose whole text reads so, even when split by separators. */
const reading = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const progress = (state: string, releaseAt: string | null = null, completedAt: string | null = null) => ({ __typename: 'CourseLessonProgress', state, releaseAt, completedAt });

describe('the course page', () => {
  it('shows the course: title, badges, lessons and minutes, description and outline with lesson types', async () => {
    await open({ CourseOverview: { data: { course: courseDetails() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Bootcamp' })).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText(reading('3 lessons · 25 min'))).toBeTruthy();
    expect(screen.getByText('first-time founder')).toBeTruthy();
    const outline = screen.getByRole('region', { name: 'Outline' });
    expect(within(outline).getByRole('heading', { name: 'Chapter 1 Getting started' })).toBeTruthy();
    const lessons = within(outline).getAllByTestId('outline-lesson');
    expect(lessons).toHaveLength(3);
    expect(within(lessons[1]).getByText(reading('Video · 15 min'))).toBeTruthy();
    expect(within(lessons[2]).getByText('Quiz')).toBeTruthy();
    // Not enrolled: lessons are listed, not opened.
    expect(within(outline).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });

  it('enrols the viewer and shows their place', async () => {
    let enrolled = false;
    const { asked } = await open({
      CourseOverview: () => ({
        data: {
          course: courseDetails(
            enrolled
              ? {
                  viewerEnrolment: enrolment({
                    progress: 0,
                    completedUnits: 0,
                    cohort: { __typename: 'CourseCohort', _id: 'co1', name: 'Spring 2030', startsAt: '2030-03-01T12:00:00.000Z', endsAt: '2030-06-30T12:00:00.000Z' },
                  }),
                }
              : {},
          ),
        },
      }),
      EnrolInCourse: () => {
        enrolled = true;
        return { data: { enrolInCourse: { __typename: 'CourseEnrolment', _id: 'en-1', progress: 0 } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('You are enrolled in this course.')).toBeTruthy();
    expect(asked('EnrolInCourse')).toEqual([{ courseId: 'c1' }]);
    expect(screen.getByText(/Cohort Spring 2030: Mar 1 – Jun 30, 2030/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/courses/c1/courseware');
    expect(screen.getByRole('progressbar', { name: 'Progress: 0%' })).toBeTruthy();
  });

  it('shows the server’s reason when enrolling is refused, without the app-wide toast', async () => {
    const { toast } = await open({
      CourseOverview: { data: { course: courseDetails() } },
      EnrolInCourse: { errors: [{ message: 'This course has no cohort to join yet.', extensions: { code: 'BAD_REQUEST' } }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This course has no cohort to join yet.');
    expect(toast).not.toHaveBeenCalled();
  });

  it('offers no Enrol button when the course team enrols learners', async () => {
    await open({ CourseOverview: { data: { course: courseDetails({ selfEnrolment: false }) } } });
    expect(await screen.findByText('The course team enrols learners in this course.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it('takes no new learners into an archived course', async () => {
    await open({ CourseOverview: { data: { course: courseDetails({ isArchived: true }) } } });
    expect(await screen.findByText('This course is archived: it takes no new learners.')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it('marks done lessons, dates the locked ones, and continues where the learner left off', async () => {
    await open({
      CourseOverview: {
        data: {
          course: courseDetails({
            viewerEnrolment: enrolment({
              progress: 33,
              completedUnits: 1,
              lastUnit: { __typename: 'CourseUnit', _id: 'l2', title: 'Customer interviews', type: 'VIDEO' },
              cohort: null,
            }),
            outline: [
              chapter('ch1', 'Getting started', [
                lesson('l1', { title: 'Why startups fail', viewerProgress: progress('COMPLETED', null, '2030-03-02T12:00:00.000Z') }),
                lesson('l2', { type: 'VIDEO', title: 'Customer interviews', position: 1, viewerProgress: progress('AVAILABLE') }),
              ]),
              chapter('ch2', 'Pitching', [lesson('l3', { type: 'QUIZ', title: 'Pitch quiz', minutes: null, viewerProgress: progress('LOCKED', '2030-04-15T12:00:00.000Z') })], 1),
            ],
          }),
        },
      },
    });
    const outline = await screen.findByRole('region', { name: 'Outline' });
    const [done, open_, locked] = within(outline).getAllByTestId('outline-lesson');
    expect(within(done).getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Why startups fail' }).getAttribute('href')).toBe('/courses/c1/courseware/l1');
    expect(within(open_).queryByRole('img')).toBeNull();
    expect(within(locked).getByText(reading('Quiz · Opens on Apr 15, 2030'))).toBeTruthy();
    expect(within(locked).getByRole('img', { name: 'Not open yet' })).toBeTruthy();
    expect(within(locked).queryByRole('link')).toBeNull();
    expect(within(outline).getByText('1 of 2 done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/courses/c1/courseware/l2');
    expect(screen.getByText('1 of 3 lessons done')).toBeTruthy();
  });

  it('offers the certificate once the course is completed', async () => {
    await open({
      CourseOverview: {
        data: { course: courseDetails({ viewerEnrolment: enrolment({ progress: 100, completedUnits: 3, completedAt: '2030-05-01T12:00:00.000Z', cohort: null }) }) },
      },
    });
    expect(await screen.findByText('You completed this course on May 1, 2030.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe('/courses/c1/courseware/certificate');
    expect(screen.getByRole('link', { name: 'Review the lessons' })).toBeTruthy();
  });

  it('leaves the course only after confirming', async () => {
    const { asked } = await open({
      CourseOverview: { data: { course: courseDetails({ viewerEnrolment: enrolment({ cohort: null }) }) } },
      LeaveCourse: { data: { leaveCourse: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay enrolled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked('LeaveCourse')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the course' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the course' }));
    await waitFor(() => expect(asked('LeaveCourse')).toEqual([{ courseId: 'c1' }]));
  });

  it('leads those who manage the course to its builder and dashboard', async () => {
    await open({ CourseOverview: { data: { course: courseDetails({ status: 'DRAFT', viewerCan: { __typename: 'CourseViewerCan', manage: true } }) } } });
    expect((await screen.findByRole('link', { name: 'Manage' })).getAttribute('href')).toBe('/courses/management/course/c1/builder');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/courses/management/course/c1/dashboard');
    expect(screen.getByText(/not published yet/)).toBeTruthy();
    // A draft takes no learners yet.
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it('shows the app’s not-found page for a course out of reach', async () => {
    await open({});
    expect(await screen.findByText("Oops. The page you're looking for doesn't exist")).toBeTruthy();
    expect(screen.getByRole('link', { name: /back/i }).getAttribute('href')).toBe('/courses');
  });
});
