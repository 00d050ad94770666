import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ContinueLearningWidget } from './home/ContinueLearningWidget';
import { MyCoursesPage } from './MyCoursesPage';
import { chapter, courseCard, courseList, coursesServer, enrolment, lesson } from './testing';

const state = (value: string) => ({ __typename: 'CourseLessonProgress', state: value });

/** Two lessons done, the third open: Continue leads to it. */
const IN_PROGRESS = courseCard('c1', 'Founder Bootcamp', {
  viewerEnrolment: enrolment({ _id: 'en-1', progress: 67, completedUnits: 2, lastUnit: { __typename: 'CourseUnit', _id: 'c1-l2', title: 'Customer interviews', type: 'VIDEO' } }),
  outline: [
    chapter('c1-ch1', 'Basics', [
      lesson('c1-l1', { viewerProgress: state('COMPLETED') }),
      lesson('c1-l2', { viewerProgress: state('COMPLETED') }),
      lesson('c1-l3', { viewerProgress: state('AVAILABLE') }),
    ]),
  ],
});
const NOT_STARTED = courseCard('c2', 'Pricing basics', {
  viewerEnrolment: enrolment({ _id: 'en-2', progress: 0, completedUnits: 0 }),
  outline: [chapter('c2-ch1', 'Basics', [lesson('c2-l1', { viewerProgress: state('AVAILABLE') })])],
});
const COMPLETED = courseCard('c3', 'Legal for founders', {
  certificate: true,
  viewerEnrolment: enrolment({ _id: 'en-3', progress: 100, completedUnits: 3, completedAt: '2030-05-01T12:00:00.000Z' }),
});

async function open(element: React.ReactNode, pages: (variables: Record<string, unknown>) => ReturnType<typeof courseList>) {
  const server = coursesServer({ MyCourses: pages });
  await renderWithApollo(
    <Routes>
      <Route path="*" element={element} />
    </Routes>,
    { link: server.link, route: '/courses/home' },
  );
  return server;
}

describe('my courses', () => {
  it('continues each course where the learner left off, and offers the certificate of a completed one', async () => {
    const { asked } = await open(<MyCoursesPage />, () => courseList([IN_PROGRESS, NOT_STARTED, COMPLETED]));
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeTruthy();
    const [first, second, third] = screen.getAllByTestId('course-card');
    expect(within(first).getByRole('link', { name: 'Continue Founder Bootcamp' }).getAttribute('href')).toBe('/courses/c1/courseware/c1-l3');
    expect(within(first).getByRole('progressbar', { name: 'Progress: 67%' })).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Start Pricing basics' }).getAttribute('href')).toBe('/courses/c2/courseware/c2-l1');
    expect(within(third).getByText('Completed on May 1, 2030')).toBeTruthy();
    expect(within(third).getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe('/courses/c3/courseware/certificate');
    expect(within(third).queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(asked('MyCourses')[0]).toEqual({ cursor: null, limit: 24 });
  });

  it('pages with the cursor', async () => {
    const { asked } = await open(<MyCoursesPage />, (variables) => (variables.cursor ? courseList([COMPLETED]) : courseList([IN_PROGRESS], 'n1')));
    await screen.findByRole('link', { name: 'Founder Bootcamp' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Legal for founders' })).toBeTruthy();
    expect(asked('MyCourses')[1]).toMatchObject({ cursor: 'n1' });
  });

  it('points to the catalogue when the learner takes no course', async () => {
    await open(<MyCoursesPage />, () => courseList([]));
    expect(await screen.findByText('You are not taking any course yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/courses');
  });
});

describe('the home page’s Continue learning card', () => {
  it('lists the unfinished courses with their Continue links', async () => {
    await open(<ContinueLearningWidget />, () => courseList([IN_PROGRESS, COMPLETED, NOT_STARTED]));
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(within(card).getByRole('link', { name: 'Continue Founder Bootcamp' }).getAttribute('href')).toBe('/courses/c1/courseware/c1-l3');
    expect(within(card).getByText('Last lesson: Customer interviews')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pricing basics' })).toBeTruthy();
    expect(within(card).queryByText('Legal for founders')).toBeNull();
    expect(within(card).getByRole('link', { name: 'All my courses' }).getAttribute('href')).toBe('/courses/home');
  });

  it('shows nothing to someone with nothing to continue', async () => {
    const { asked } = await open(<ContinueLearningWidget />, () => courseList([COMPLETED]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked('MyCourses')).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
