import { operationServer } from '../../../test/operationServer';
import { shellUserData, type ShellUserOptions } from '../../../test/shellUser';

type Patch = Record<string, unknown>;

export const enrolment = (patch: Patch = {}) => ({
  __typename: 'CourseEnrolment',
  _id: 'en-1',
  progress: 40,
  completedUnits: 2,
  completedAt: null,
  lastActivityAt: '2030-03-10T12:00:00.000Z',
  lastUnit: null,
  ...patch,
});

export const lesson = (id: string, patch: Patch = {}) => ({
  __typename: 'CourseUnit',
  _id: id,
  type: 'ARTICLE',
  title: `Lesson ${id}`,
  position: 0,
  minutes: 10,
  viewerProgress: null,
  ...patch,
});

export const chapter = (id: string, title: string, units: unknown[], position = 0) => ({ __typename: 'CourseOutlineUnit', _id: id, title, position, units });

/** A course as the lists ask for it (shared/graphql.ts CourseCardFields, plus the lesson states of MyCourses). */
export function courseCard(id: string, title: string, patch: Patch = {}) {
  return {
    __typename: 'Course',
    _id: id,
    title,
    cover: null,
    isPublic: false,
    status: 'PUBLISHED',
    isArchived: false,
    certificate: false,
    lessonCount: 3,
    outline: [chapter(`${id}-ch1`, 'Basics', [lesson(`${id}-l1`, { minutes: 20 }), lesson(`${id}-l2`, { minutes: 25 }), lesson(`${id}-l3`, { minutes: null })])],
    viewerEnrolment: null,
    ...patch,
  };
}

export const courseList = (results: unknown[], next: string | null = null) => ({ data: { courses: { __typename: 'CoursePage', next, results } } });

/** The course page's course (catalogue/graphql.ts CourseOverview). */
export function courseDetails(patch: Patch = {}) {
  return {
    __typename: 'Course',
    _id: 'c1',
    title: 'Founder Bootcamp',
    description: '<p>Everything a <strong>first-time founder</strong> needs.</p>',
    cover: null,
    status: 'PUBLISHED',
    isPublic: true,
    isArchived: false,
    selfEnrolment: true,
    certificate: true,
    lessonCount: 3,
    viewerCan: { __typename: 'CourseViewerCan', manage: false },
    viewerEnrolment: null,
    outline: [
      chapter(
        'ch1',
        'Getting started',
        [lesson('l1', { title: 'Why startups fail', position: 0 }), lesson('l2', { type: 'VIDEO', title: 'Customer interviews', minutes: 15, position: 1 })],
        0,
      ),
      chapter('ch2', 'Pitching', [lesson('l3', { type: 'QUIZ', title: 'Pitch quiz', minutes: null, position: 0 })], 1),
    ],
    ...patch,
  };
}

/** A server answering the course screens' operations by name, with the shell user. */
export function coursesServer(answers: Record<string, Parameters<typeof operationServer>[0][string]>, user: ShellUserOptions = { flags: ['course'] }) {
  return operationServer({ ShellUser: { data: shellUserData(user) }, ...answers });
}
