import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import type { InitialEntry } from 'react-router';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { ManagementPage } from './ManagementPage';

Element.prototype.scrollIntoView ??= () => undefined;

const cohort = (id: string, learnerCount: number) => ({ __typename: 'CourseCohort', _id: id, learnerCount });
const row = (id: string, title: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'Course',
  _id: id,
  title,
  status: 'DRAFT',
  isArchived: false,
  lessonCount: 0,
  updatedAt: '2027-03-01T10:00:00.000Z',
  cohorts: [],
  viewerCan: { __typename: 'CourseViewerCan', manage: true, edit: true, publish: true, delete: true },
  ...patch,
});
const BOOTCAMP = row('c1', 'Founder Bootcamp', { status: 'PUBLISHED', lessonCount: 12, cohorts: [cohort('h1', 14), cohort('h2', 9)] });
const PITCH = row('c2', 'Pitch clinic');
const page = (results: unknown[], next: string | null = null) => ({ data: { courses: { __typename: 'CoursePage', results, next } } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function server(extra: Parameters<typeof operationServer>[0] = {}, permissions = ['COURSE:CREATE']) {
  return operationServer({ ShellUser: { data: shellUserData({ roleType: 'staff', flags: ['course'], permissions }) }, ManagedCourses: page([BOOTCAMP, PITCH]), ...extra });
}

async function open(link: ReturnType<typeof server>['link'], route: InitialEntry = '/courses/management') {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/courses/management" element={<ManagementPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
      <Notifications />
      <Address />
    </>,
    { link, route },
  );
}

const rowOf = (title: string) => screen.getAllByTestId('course-row').find((r) => within(r).queryByText(title))!;

describe('courses management', () => {
  it('lists the courses one manages with their status, lessons and learners, and loads more', async () => {
    const { link, asked } = server({ ManagedCourses: (variables: { cursor?: string | null }) => (variables.cursor ? page([PITCH]) : page([BOOTCAMP], 'next-1')) });
    await open(link);
    await screen.findByText('Founder Bootcamp');
    expect(asked('ManagedCourses')[0]).toMatchObject({ filter: { archived: false }, limit: 24, cursor: null });
    const bootcamp = rowOf('Founder Bootcamp');
    expect(within(bootcamp).getByText('Published')).toBeTruthy();
    expect(within(bootcamp).getByText('12')).toBeTruthy();
    // Learners: every cohort's count.
    expect(within(bootcamp).getByText('23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /more/i }));
    await screen.findByText('Pitch clinic');
    expect(asked('ManagedCourses').at(-1)).toMatchObject({ cursor: 'next-1' });
  });

  it('shows the archived courses when asked, and searches by title', async () => {
    const { link, asked } = server();
    await open(link);
    await screen.findByText('Founder Bootcamp');
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived courses' }));
    await waitFor(() => expect(asked('ManagedCourses').at(-1)).toMatchObject({ filter: { archived: true } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'pitch' } });
    await waitFor(() => expect(asked('ManagedCourses').at(-1)).toMatchObject({ filter: { archived: true, search: 'pitch' } }));
  });

  it('creates a course from the New course dialog and opens its builder', async () => {
    const { link, asked } = server({ CreateCourse: { data: { createCourse: row('c3', 'Go to market') } } });
    await open(link);
    fireEvent.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Title is a required field')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: '  Go to market ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/courses/management/course/c3/builder'));
    expect(asked('CreateCourse')).toEqual([{ title: 'Go to market' }]);
  });

  it('opens the dialog at once when the Create menu sends create=true', async () => {
    const { link } = server();
    await open(link, { pathname: '/courses/management', state: { create: true } });
    expect(await screen.findByRole('dialog', { name: 'New course' })).toBeTruthy();
  });

  it('drops the Create menu’s request for someone who may not create courses, and offers no New course button', async () => {
    const { link } = server({}, []);
    await open(link, '/courses/management?create=true');
    await screen.findByText('Founder Bootcamp');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New course' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'New course' })).toBeNull();
  });

  it('deletes after confirming, and keeps the row with the server’s reason when refused', async () => {
    const refusal = 'This course has learners: archive it instead.';
    const { link, asked, toast } = server({
      DeleteCourse: (variables: { courseId?: string }) =>
        variables.courseId === 'c1' ? { errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] } : { data: { deleteCourse: true } },
    });
    await open(link);
    await screen.findByText('Pitch clinic');
    fireEvent.click(within(rowOf('Pitch clinic')).getByRole('button', { name: 'Actions for Pitch clinic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the course' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Pitch clinic')).toBeNull());

    fireEvent.click(within(rowOf('Founder Bootcamp')).getByRole('button', { name: 'Actions for Founder Bootcamp' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the course' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(screen.getByText('Founder Bootcamp')).toBeTruthy();
    expect(asked('DeleteCourse')).toEqual([{ courseId: 'c2' }, { courseId: 'c1' }]);
  });

  it('offers the builder, the dashboard and a preview of each course, and says why one with learners cannot be deleted', async () => {
    const enrolled = { ...BOOTCAMP, viewerCan: { ...BOOTCAMP.viewerCan, delete: false } };
    const { link } = server({ ManagedCourses: page([enrolled]) });
    await open(link);
    await screen.findByText('Founder Bootcamp');
    fireEvent.click(within(rowOf('Founder Bootcamp')).getByRole('button', { name: 'Actions for Founder Bootcamp' }));
    expect((await screen.findByRole('menuitem', { name: 'Dashboard' })).getAttribute('href')).toBe('/courses/management/course/c1/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Open the builder' }).getAttribute('href')).toBe('/courses/management/course/c1/builder');
    expect(screen.getByRole('menuitem', { name: 'Preview' }).getAttribute('href')).toBe('/courses/c1');
    const del = screen.getByRole('menuitem', { name: /Delete/ });
    expect(del.hasAttribute('disabled') || del.getAttribute('data-disabled') === 'true').toBe(true);
    expect(within(del).getByText('It has learners: archive it instead.')).toBeTruthy();
  });
});
