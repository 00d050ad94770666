import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** The viewer's own place in a course, as lists and the course page show it. */
export const COURSE_ENROLMENT_FIELDS = graphql(`
  fragment CourseEnrolmentFields on CourseEnrolment {
    _id
    progress
    completedUnits
    completedAt
    lastActivityAt
    lastUnit {
      _id
      title
      type
    }
  }
`);

/** What a course card shows: the cover, the title, the lessons and their minutes, the viewer's progress. */
export const COURSE_CARD_FIELDS = graphql(
  `
  fragment CourseCardFields on Course {
    _id
    title
    cover
    isPublic
    status
    isArchived
    certificate
    lessonCount
    outline {
      _id
      units {
        _id
        minutes
      }
    }
    viewerEnrolment {
      ...CourseEnrolmentFields
    }
  }
`,
  [COURSE_ENROLMENT_FIELDS],
);

export type CourseEnrolmentSummary = ResultOf<typeof COURSE_ENROLMENT_FIELDS>;
export type CourseCard = ResultOf<typeof COURSE_CARD_FIELDS>;
