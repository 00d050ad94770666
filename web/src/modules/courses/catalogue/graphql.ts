import { graphql, type ResultOf } from '../../../app/apollo/graphql';
import { COURSE_CARD_FIELDS, COURSE_ENROLMENT_FIELDS } from '../shared/graphql';

/** The catalogue: published courses open to the viewer, page by page. */
export const COURSE_CATALOGUE = graphql(
  `
  query CourseCatalogue($filter: CourseFilter, $cursor: String, $limit: Int) {
    courses(scope: CATALOGUE, filter: $filter, cursor: $cursor, limit: $limit) {
      next
      results {
        ...CourseCardFields
      }
    }
  }
`,
  [COURSE_CARD_FIELDS],
);

/**
 * The courses the viewer is enrolled in, with each lesson's state so that "Continue" can lead to
 * the first open one. The home card reads the first page of the same list.
 */
export const MY_COURSES = graphql(
  `
  query MyCourses($cursor: String, $limit: Int) {
    courses(scope: MINE, cursor: $cursor, limit: $limit) {
      next
      results {
        ...CourseCardFields
        outline {
          _id
          units {
            _id
            viewerProgress {
              state
            }
          }
        }
      }
    }
  }
`,
  [COURSE_CARD_FIELDS],
);

/** The course page: its description and outline, the viewer's enrolment and cohort, what they may do. */
export const COURSE_OVERVIEW = graphql(
  `
  query CourseOverview($id: ID!) {
    course(id: $id) {
      _id
      title
      description
      cover
      status
      isPublic
      isArchived
      selfEnrolment
      certificate
      lessonCount
      viewerCan {
        manage
      }
      viewerEnrolment {
        ...CourseEnrolmentFields
        cohort {
          _id
          name
          startsAt
          endsAt
        }
      }
      outline {
        _id
        title
        position
        units {
          _id
          type
          title
          position
          minutes
          viewerProgress {
            state
            releaseAt
            completedAt
          }
        }
      }
    }
  }
`,
  [COURSE_ENROLMENT_FIELDS],
);

export const ENROL_IN_COURSE = graphql(`
  mutation EnrolInCourse($courseId: ID!) {
    enrolInCourse(courseId: $courseId) {
      _id
      progress
    }
  }
`);

export const LEAVE_COURSE = graphql(`
  mutation LeaveCourse($courseId: ID!) {
    leaveCourse(courseId: $courseId)
  }
`);

export type MyCourse = ResultOf<typeof MY_COURSES>['courses']['results'][number];
export type CourseDetails = NonNullable<ResultOf<typeof COURSE_OVERVIEW>['course']>;
export type OutlineChapter = CourseDetails['outline'][number];
export type OutlineLesson = OutlineChapter['units'][number];
