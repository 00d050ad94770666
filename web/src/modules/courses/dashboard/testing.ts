/** What the dashboard's tests answer: a course of three lessons, two cohorts, learners and a hand-in. */
export const cohortOf = (id: string, name: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'CourseCohort',
  _id: id,
  courseId: 'c1',
  name,
  startsAt: '2027-02-01T00:00:00.000Z',
  endsAt: null,
  programId: null,
  learnerCount: 2,
  completedCount: 0,
  ...patch,
});

const unit = (id: string, title: string, type: string) => ({ __typename: 'CourseUnit', _id: id, title, type });

export const COURSE = {
  __typename: 'Course',
  _id: 'c1',
  title: 'Founder Bootcamp',
  status: 'PUBLISHED',
  isArchived: false,
  lessonCount: 3,
  viewerCan: { __typename: 'CourseViewerCan', manage: true, edit: true },
  cohorts: [cohortOf('h1', 'Spring 2027'), cohortOf('h2', 'Autumn 2027', { startsAt: '2099-09-01T00:00:00.000Z', learnerCount: 0 })],
  outline: [
    {
      __typename: 'CourseOutlineUnit',
      _id: 'o1',
      title: 'Getting started',
      units: [unit('u1', 'Welcome', 'ARTICLE'), unit('u2', 'Check your knowledge', 'QUIZ'), unit('u3', 'Your pitch deck', 'ASSIGNMENT')],
    },
  ],
};

export const learnerOf = (id: string, fullName: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'CourseEnrolment',
  _id: id,
  progress: 33,
  completedUnits: 1,
  lastActivityAt: '2027-03-01T10:00:00.000Z',
  completedAt: null,
  enrolledAt: '2027-02-01T10:00:00.000Z',
  user: { __typename: 'User', _id: `u-${id}`, fullName, avatar: null, email: `${id}@example.org` },
  startup: { __typename: 'Startup', _id: 's1', name: 'Solar Sprout' },
  ...patch,
});

export const submissionOf = (id: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'CourseSubmission',
  _id: id,
  status: 'SUBMITTED',
  grade: null,
  submittedAt: '2027-03-02T10:00:00.000Z',
  reviewedAt: null,
  unit: { __typename: 'CourseUnit', _id: 'u3', title: 'Your pitch deck', type: 'ASSIGNMENT', courseId: 'c1', form: null },
  user: { __typename: 'User', _id: 'u-e1', fullName: 'Amira Haddad', avatar: null },
  startup: { __typename: 'Startup', _id: 's1', name: 'Solar Sprout' },
  ...patch,
});
