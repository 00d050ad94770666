import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { setToken } from '../../auth/token';
import { DashboardPage } from './DashboardPage';
import { COURSE, learnerOf, submissionOf } from './testing';

Element.prototype.scrollIntoView ??= () => undefined;
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const learners = (results: unknown[], total = results.length) => ({ data: { courseLearners: { __typename: 'CourseEnrolmentPage', results, next: null, total } } });
const AMIRA = learnerOf('e1', 'Amira Haddad');
const BORIS = learnerOf('e2', 'Boris Petrov', { progress: 0, completedUnits: 0, lastActivityAt: null, startup: null });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function server(extra: Parameters<typeof operationServer>[0] = {}) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', flags: ['course'], permissions: ['COURSES:MANAGE'] }) },
    CourseDashboard: { data: { course: COURSE } },
    CourseLearners: learners([AMIRA, BORIS]),
    StartupAssignablePeople: { data: { users: { __typename: 'UserPage', results: [] } } },
    ...extra,
  });
}

async function open(link: ReturnType<typeof server>['link'], route: string) {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/courses/management/course/:courseId/dashboard/*" element={<DashboardPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
      <Notifications />
      <Address />
    </>,
    { link, route },
  );
}

const rowOf = (name: string) => screen.getAllByTestId('learner-row').find((r) => within(r).queryByText(name))!;

afterEach(() => {
  vi.restoreAllMocks();
  setToken(null);
});

describe('course dashboard', () => {
  it('opens on the learners of the running cohort, keeping the cohort in the address', async () => {
    const { link, asked } = server();
    await open(link, '/courses/management/course/c1/dashboard');
    await screen.findByText('Amira Haddad');
    expect(screen.getByTestId('address').textContent).toBe('/courses/management/course/c1/dashboard/learners');
    expect(asked('CourseLearners')[0]).toMatchObject({ cohortId: 'h1', filter: { status: 'ALL' }, limit: 50 });
    expect(within(rowOf('Amira Haddad')).getByText('Solar Sprout')).toBeTruthy();
    expect(within(rowOf('Amira Haddad')).getByText('1 of 3')).toBeTruthy();
    expect(within(rowOf('Boris Petrov')).getByText('Not yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Submissions' }).getAttribute('href')).toBe('/courses/management/course/c1/dashboard/submissions');
  });

  it('filters the learners behind and searches them by name', async () => {
    const { link, asked } = server();
    await open(link, '/courses/management/course/c1/dashboard/learners');
    await screen.findByText('Amira Haddad');
    fireEvent.click(screen.getByRole('radio', { name: 'Behind' }));
    await waitFor(() => expect(asked('CourseLearners').at(-1)).toMatchObject({ cohortId: 'h1', filter: { status: 'BEHIND' } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'amira' } });
    await waitFor(() => expect(asked('CourseLearners').at(-1)).toMatchObject({ filter: { status: 'BEHIND', search: 'amira' } }));
  });

  it('reminds the learners chosen, then everyone behind after confirming', async () => {
    const { link, asked } = server({
      RemindCourseLearners: (variables: { enrolmentIds?: string[] | null }) => ({ data: { remindCourseLearners: variables.enrolmentIds ? 1 : 0 } }),
    });
    await open(link, '/courses/management/course/c1/dashboard/learners');
    await screen.findByText('Amira Haddad');
    const remind = screen.getByRole('button', { name: 'Remind' });
    expect(remind.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(rowOf('Amira Haddad')).getByRole('checkbox', { name: 'Select Amira Haddad' }));
    expect(screen.getByText('1 learner selected')).toBeTruthy();
    fireEvent.click(remind);
    expect(await screen.findByText('1 learner reminded')).toBeTruthy();
    expect(asked('RemindCourseLearners')).toEqual([{ cohortId: 'h1', enrolmentIds: ['e1'] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Remind everyone behind' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Remind the learners behind' });
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Remind everyone behind' }));
    expect(await screen.findByText('Nobody to remind: they were reminded today already.')).toBeTruthy();
    expect(asked('RemindCourseLearners')[1]).toEqual({ cohortId: 'h1', enrolmentIds: null });
  });

  it('removes a learner from the cohort after confirming', async () => {
    const { link, asked } = server({ RemoveCourseEnrolment: { data: { removeEnrolment: true } } });
    await open(link, '/courses/management/course/c1/dashboard/learners');
    await screen.findByText('Boris Petrov');
    fireEvent.click(within(rowOf('Boris Petrov')).getByRole('button', { name: 'Actions for Boris Petrov' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from the cohort' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove the learner' })).getByRole('button', { name: 'Remove from the cohort' }));
    await waitFor(() => expect(screen.queryByText('Boris Petrov')).toBeNull());
    expect(asked('RemoveCourseEnrolment')).toEqual([{ enrolmentId: 'e2' }]);
  });

  it('opens a hand-in at its own address and approves it with a grade', async () => {
    const details = submissionOf('sub1', {
      body: '<p>Our deck, <strong>version 3</strong>.</p>',
      answers: null,
      reviewComment: null,
      reviewedBy: null,
      files: [{ __typename: 'CourseSubmissionFile', _id: 'f1', name: 'deck.pdf', url: '/api/files/f1', size: 2_400_000 }],
    });
    const { link, asked } = server({
      CourseSubmissions: { data: { courseSubmissions: { __typename: 'CourseSubmissionPage', results: [submissionOf('sub1')], next: null, total: 1 } } },
      CourseSubmission: { data: { courseSubmission: details } },
      GradeSubmission: { data: { gradeSubmission: { ...submissionOf('sub1', { status: 'APPROVED', grade: 85 }), reviewComment: 'Clear and convincing.' } } },
    });
    await open(link, '/courses/management/course/c1/dashboard/submissions/sub1');
    const dialog = await screen.findByRole('dialog', { name: 'Review the work' });
    expect(await within(dialog).findByText('version 3')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'deck.pdf' }).getAttribute('href')).toBe('/api/files/f1');
    expect(asked('CourseSubmissions')[0]).toMatchObject({ courseId: 'c1', filter: { status: 'SUBMITTED', cohortId: 'h1' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the review' }));
    expect(await within(dialog).findByText('Choose a verdict.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Grade/ }), { target: { value: '85' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Clear and convincing.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the review' }));
    await waitFor(() => expect(asked('GradeSubmission')).toEqual([{ submissionId: 'sub1', verdict: 'APPROVED', grade: 85, comment: 'Clear and convincing.' }]));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/courses/management/course/c1/dashboard/submissions'));
    expect(await screen.findByText('Work of Amira Haddad approved')).toBeTruthy();
    // Approved, it leaves the queue of work waiting for review.
    await waitFor(() => expect(screen.queryAllByTestId('submission-row')).toHaveLength(0));
  });

  it('asks what to change before sending work back', async () => {
    const details = submissionOf('sub1', { body: '<p>Draft</p>', answers: null, reviewComment: null, reviewedBy: null, files: [] });
    const { link, asked } = server({
      CourseSubmissions: { data: { courseSubmissions: { __typename: 'CourseSubmissionPage', results: [submissionOf('sub1')], next: null, total: 1 } } },
      CourseSubmission: { data: { courseSubmission: details } },
    });
    await open(link, '/courses/management/course/c1/dashboard/submissions/sub1');
    const dialog = await screen.findByRole('dialog', { name: 'Review the work' });
    await within(dialog).findByText('Draft');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Request changes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the review' }));
    expect(await within(dialog).findByText('Say what to change before sending the work back.')).toBeTruthy();
    expect(asked('GradeSubmission')).toEqual([]);
  });

  it('exports the cohort report through the export history', async () => {
    const { link, asked } = server();
    await open(link, '/courses/management/course/c1/dashboard/learners');
    await screen.findByText('Amira Haddad');
    fireEvent.click(screen.getByRole('button', { name: 'Export the report of Spring 2027' }));
    // The menu offers XLSX, then CSV.
    fireEvent.click((await screen.findAllByRole('menuitem'))[1]);
    await waitFor(() =>
      expect(asked('RequestExport')[0]).toEqual({ type: 'courseCohortReport', format: 'csv', filter: JSON.stringify({ cohortId: 'h1' }), withAttachments: false }),
    );
  });
});
