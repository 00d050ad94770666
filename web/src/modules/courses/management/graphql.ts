import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** What a row of the management list shows: learners are the sum of its cohorts' counts. */
export const MANAGED_COURSE_ROW = graphql(`
  fragment ManagedCourseRow on Course {
    _id
    title
    status
    isArchived
    lessonCount
    updatedAt
    cohorts {
      _id
      learnerCount
    }
    viewerCan {
      manage
      edit
      publish
      delete
    }
  }
`);
export type ManagedCourseRowData = ResultOf<typeof MANAGED_COURSE_ROW>;

export const MANAGED_COURSES = graphql(
  `
    query ManagedCourses($filter: CourseFilter, $cursor: String, $limit: Int) {
      courses(scope: MANAGED, filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...ManagedCourseRow
        }
        next
      }
    }
  `,
  [MANAGED_COURSE_ROW],
);
export type ManagedCourseFilter = NonNullable<VariablesOf<typeof MANAGED_COURSES>['filter']>;

export const CREATE_COURSE = graphql(
  `
    mutation CreateCourse($title: String!) {
      createCourse(title: $title) {
        ...ManagedCourseRow
      }
    }
  `,
  [MANAGED_COURSE_ROW],
);

export const ARCHIVE_COURSE = graphql(
  `
    mutation ArchiveCourse($courseId: ID!, $archived: Boolean!) {
      archiveCourse(courseId: $courseId, archived: $archived) {
        ...ManagedCourseRow
      }
    }
  `,
  [MANAGED_COURSE_ROW],
);

export const DUPLICATE_COURSE = graphql(
  `
    mutation DuplicateCourse($courseId: ID!) {
      duplicateCourse(courseId: $courseId) {
        ...ManagedCourseRow
      }
    }
  `,
  [MANAGED_COURSE_ROW],
);

export const DELETE_COURSE = graphql(`
  mutation DeleteCourse($courseId: ID!) {
    deleteCourse(courseId: $courseId)
  }
`);
