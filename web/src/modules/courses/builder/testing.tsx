import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MockedProvider } from '@apollo/client/testing/react';
import type { FormattedExecutionResult } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme';
import { createTestI18n } from '../../../test/render';
import { operationServer } from '../../../test/operationServer';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { BuilderPage } from './BuilderPage';

export const COURSE_ID = '11111111-1111-4111-8111-111111111111';

interface LessonFixture {
  _id: string;
  title: string;
  type?: string;
  releaseDays?: number;
  minutes?: number | null;
}

export const lesson = (chapterId: string, position: number, { _id, title, type = 'ARTICLE', releaseDays = 0, minutes = null }: LessonFixture) => ({
  __typename: 'CourseUnit',
  _id,
  outlineUnitId: chapterId,
  type,
  title,
  position,
  releaseDays,
  minutes,
});

export const chapter = (_id: string, title: string, position: number, lessons: LessonFixture[] = []) => ({
  __typename: 'CourseOutlineUnit',
  _id,
  title,
  position,
  units: lessons.map((l, i) => lesson(_id, i, l)),
});

export type CourseFixture = ReturnType<typeof course>;

export function course(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Course',
    _id: COURSE_ID,
    title: 'Founder Bootcamp',
    description: '<p>Ten weeks to a fundable company.</p>',
    cover: null as string | null,
    status: 'DRAFT',
    isPublic: false,
    selfEnrolment: true,
    programIds: [] as string[],
    certificate: true,
    isArchived: false,
    lessonCount: 3,
    publishedAt: null,
    admins: [{ __typename: 'User', _id: '22222222-2222-4222-8222-222222222222', fullName: 'Ada Lovelace' }],
    viewerCan: { __typename: 'CourseViewerCan', manage: true, edit: true, publish: true },
    outline: [
      chapter('c1', 'Getting started', 0, [
        { _id: 'u1', title: 'Welcome' },
        { _id: 'u2', title: 'Your first customers', type: 'VIDEO', minutes: 12 },
      ]),
      chapter('c2', 'Money', 1, [{ _id: 'u3', title: 'Unit economics quiz', type: 'QUIZ', releaseDays: 7 }]),
    ],
    ...overrides,
  };
}

type Answer = FormattedExecutionResult | ((variables: Record<string, unknown>) => FormattedExecutionResult);

/**
 * The builder at an address under /courses/management/course/:id/builder, against a server that
 * answers by operation name (the course, the shell user, the programmes and people pickers by default).
 */
export async function openBuilder(path: string, answers: Record<string, Answer>, initial = course()) {
  const server = operationServer({
    ShellUser: { data: shellUserData({ flags: ['course'], permissions: ['COURSES:MANAGE'] }) },
    CourseInBuilder: { data: { course: initial } },
    StartupProgramChoices: {
      data: {
        programs: [
          { __typename: 'Program', _id: 'p1', name: 'Accelerator', cohort: '2030' },
          { __typename: 'Program', _id: 'p2', name: 'Incubator', cohort: null },
        ],
      },
    },
    StartupAssignablePeople: { data: { users: { __typename: 'UserPage', results: [] } } },
    ...answers,
  });
  const router = createMemoryRouter([{ path: '/courses/management/course/:id/builder/*', element: <BuilderPage /> }], {
    initialEntries: [`/courses/management/course/${COURSE_ID}/builder${path}`],
  });
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider link={server.link}>
          {/* MockedProvider renders one child. */}
          <>
            <RouterProvider router={router} />
            <ConfirmHost />
            <Notifications />
          </>
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Founder Bootcamp' }, { timeout: 5_000 });
  return { ...server, router };
}
