import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** The course as the courseware frame reads it: the header, the outline with each lesson's state, the learner's place. */
export const COURSEWARE = graphql(`
  query Courseware($id: ID!) {
    course(id: $id) {
      _id
      title
      certificate
      lessonCount
      viewerCan { manage }
      viewerEnrolment {
        _id
        progress
        completedUnits
        completedAt
        lastUnit { _id }
      }
      outline {
        _id
        title
        units {
          _id
          title
          type
          minutes
          viewerProgress { state releaseAt completedAt positionSeconds }
        }
      }
    }
  }
`);

const SUBMISSION_FIELDS = graphql(`
  fragment CoursewareSubmissionFields on CourseSubmission {
    _id
    status
    grade
    reviewComment
    reviewedAt
    submittedAt
    body
    answers
    files { _id name url size }
    user { _id fullName }
    startup { _id name }
  }
`);

const ATTEMPT_FIELDS = graphql(`
  fragment CoursewareAttemptFields on CourseQuizAttempt {
    _id
    attempt
    score
    passed
    createdAt
    results { questionId correct chosen correctValues feedback }
  }
`);

/** A lesson with everything its view shows. */
const LESSON_FIELDS = graphql(
  `
  fragment CoursewareLessonFields on CourseUnit {
    _id
    courseId
    type
    title
    minutes
    content
    videoUrl
    video { _id name url size fileType }
    passMark
    attemptsAllowed
    attemptsLeft
    handIn
    viewerProgress { state releaseAt completedAt positionSeconds }
    form { _id title questions }
    viewerAttempts { ...CoursewareAttemptFields }
    viewerSubmission { ...CoursewareSubmissionFields }
  }
`,
  [ATTEMPT_FIELDS, SUBMISSION_FIELDS],
);

/**
 * One lesson for its page. Its progress has the outline's fields, so that either answer leaves
 * the other whole in the cache; the changes below answer with the same fields.
 */
export const COURSEWARE_LESSON = graphql(
  `
  query CoursewareLesson($unitId: ID!) {
    courseUnit(unitId: $unitId) { ...CoursewareLessonFields }
  }
`,
  [LESSON_FIELDS],
);

export const COMPLETE_COURSE_UNIT = graphql(
  `
  mutation CompleteCourseUnit($unitId: ID!) {
    completeCourseUnit(unitId: $unitId) { ...CoursewareLessonFields }
  }
`,
  [LESSON_FIELDS],
);

export const SAVE_LESSON_POSITION = graphql(`
  mutation SaveLessonPosition($unitId: ID!, $seconds: Int!) {
    saveLessonPosition(unitId: $unitId, seconds: $seconds)
  }
`);

export const SUBMIT_QUIZ = graphql(
  `
  mutation SubmitQuiz($unitId: ID!, $answers: String!) {
    submitQuiz(unitId: $unitId, answers: $answers) { ...CoursewareAttemptFields }
  }
`,
  [ATTEMPT_FIELDS],
);

export const HAND_IN_COURSE_UNIT = graphql(
  `
  mutation HandInCourseUnit($unitId: ID!, $body: String, $attachmentIds: [ID!], $answers: String) {
    handInCourseUnit(unitId: $unitId, body: $body, attachmentIds: $attachmentIds, answers: $answers) {
      ...CoursewareSubmissionFields
      unit { _id viewerSubmission { _id } }
    }
  }
`,
  [SUBMISSION_FIELDS],
);

export const COURSE_CERTIFICATE = graphql(`
  query CourseCertificate($courseId: ID!) {
    courseCertificate(courseId: $courseId) {
      learnerName
      courseTitle
      organisationName
      completedAt
      lessonCount
    }
  }
`);

export type CoursewareCourse = NonNullable<ResultOf<typeof COURSEWARE>['course']>;
export type OutlineChapter = CoursewareCourse['outline'][number];
export type OutlineLesson = OutlineChapter['units'][number];
export type Lesson = ResultOf<typeof LESSON_FIELDS>;
export type QuizAttempt = ResultOf<typeof ATTEMPT_FIELDS>;
export type Submission = ResultOf<typeof SUBMISSION_FIELDS>;
export type Certificate = NonNullable<ResultOf<typeof COURSE_CERTIFICATE>['courseCertificate']>;
