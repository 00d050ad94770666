import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

export const COHORT_FIELDS = graphql(`
  fragment DashboardCohort on CourseCohort {
    _id
    courseId
    name
    startsAt
    endsAt
    programId
    learnerCount
    completedCount
  }
`);
export type CohortData = ResultOf<typeof COHORT_FIELDS>;

/** The course as every tab of its dashboard reads it: its cohorts and its lessons in order. */
export const COURSE_DASHBOARD = graphql(
  `
    query CourseDashboard($id: ID!) {
      course(id: $id) {
        _id
        title
        status
        isArchived
        lessonCount
        viewerCan {
          manage
          edit
        }
        cohorts {
          ...DashboardCohort
        }
        outline {
          _id
          title
          units {
            _id
            title
            type
          }
        }
      }
    }
  `,
  [COHORT_FIELDS],
);
export type DashboardCourse = ResultOf<typeof COURSE_DASHBOARD>['course'];
export type DashboardLesson = DashboardCourse['outline'][number]['units'][number];

export const CREATE_COHORT = graphql(
  `
    mutation CreateCohort($courseId: ID!, $data: CohortInput!) {
      createCohort(courseId: $courseId, data: $data) {
        ...DashboardCohort
      }
    }
  `,
  [COHORT_FIELDS],
);
export type CohortInput = VariablesOf<typeof CREATE_COHORT>['data'];

export const UPDATE_COHORT = graphql(
  `
    mutation UpdateCohort($cohortId: ID!, $data: CohortInput!) {
      updateCohort(cohortId: $cohortId, data: $data) {
        ...DashboardCohort
      }
    }
  `,
  [COHORT_FIELDS],
);

export const DELETE_COHORT = graphql(`
  mutation DeleteCohort($cohortId: ID!) {
    deleteCohort(cohortId: $cohortId)
  }
`);

export const ENROL_IN_COHORT = graphql(`
  mutation EnrolInCohort($cohortId: ID!, $userIds: [ID!], $startupIds: [ID!]) {
    enrolInCohort(cohortId: $cohortId, userIds: $userIds, startupIds: $startupIds)
  }
`);

export const COHORT_PROGRAM_CHOICES = graphql(`
  query CohortProgramChoices {
    programs {
      _id
      name
      cohort
    }
  }
`);

export const COHORT_STARTUP_CHOICES = graphql(`
  query CohortStartupChoices($search: String) {
    startups(filter: { search: $search, archived: false }, sort: NAME, limit: 20) {
      results {
        _id
        name
      }
    }
  }
`);

export const LEARNER_ROW = graphql(`
  fragment CourseLearnerRow on CourseEnrolment {
    _id
    progress
    completedUnits
    lastActivityAt
    completedAt
    enrolledAt
    user {
      _id
      fullName
      avatar
      email
    }
    startup {
      _id
      name
    }
  }
`);
export type LearnerRowData = ResultOf<typeof LEARNER_ROW>;

export const COURSE_LEARNERS = graphql(
  `
    query CourseLearners($cohortId: ID!, $filter: LearnerFilterInput, $cursor: String, $limit: Int) {
      courseLearners(cohortId: $cohortId, filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...CourseLearnerRow
        }
        next
        total
      }
    }
  `,
  [LEARNER_ROW],
);
export type LearnerFilter = NonNullable<VariablesOf<typeof COURSE_LEARNERS>['filter']>;

export const REMIND_LEARNERS = graphql(`
  mutation RemindCourseLearners($cohortId: ID!, $enrolmentIds: [ID!]) {
    remindCourseLearners(cohortId: $cohortId, enrolmentIds: $enrolmentIds)
  }
`);

export const REMOVE_ENROLMENT = graphql(`
  mutation RemoveCourseEnrolment($enrolmentId: ID!) {
    removeEnrolment(enrolmentId: $enrolmentId)
  }
`);

export const LESSON_STATS = graphql(`
  query CourseLessonStats($courseId: ID!, $cohortId: ID) {
    courseLessonStats(courseId: $courseId, cohortId: $cohortId) {
      unit {
        _id
        title
        type
      }
      completed
      started
      averageScore
      passRate
      submissionsToReview
    }
  }
`);
export type LessonStatData = ResultOf<typeof LESSON_STATS>['courseLessonStats'][number];

export const QUIZ_RESULTS = graphql(`
  query CourseQuizResults($unitId: ID!, $cohortId: ID) {
    quizResults(unitId: $unitId, cohortId: $cohortId) {
      attempts
      learners
      passRate
      averageScore
      questions {
        questionId
        label
        correctRate
        options {
          value
          label
          count
          isCorrect
        }
      }
    }
  }
`);
export type QuizResultsData = ResultOf<typeof QUIZ_RESULTS>['quizResults'];

export const SUBMISSION_ROW = graphql(`
  fragment CourseSubmissionRow on CourseSubmission {
    _id
    status
    grade
    submittedAt
    reviewedAt
    unit {
      _id
      title
      type
    }
    user {
      _id
      fullName
      avatar
    }
    startup {
      _id
      name
    }
  }
`);
export type SubmissionRowData = ResultOf<typeof SUBMISSION_ROW>;

export const COURSE_SUBMISSIONS = graphql(
  `
    query CourseSubmissions($courseId: ID!, $filter: CourseSubmissionFilter, $cursor: String, $limit: Int) {
      courseSubmissions(courseId: $courseId, filter: $filter, cursor: $cursor, limit: $limit) {
        results {
          ...CourseSubmissionRow
        }
        next
        total
      }
    }
  `,
  [SUBMISSION_ROW],
);
export type SubmissionFilter = NonNullable<VariablesOf<typeof COURSE_SUBMISSIONS>['filter']>;

/** One hand-in as its reviewer reads it: the text, the files, a form's answers with the form they answer. */
export const COURSE_SUBMISSION = graphql(
  `
    query CourseSubmission($id: ID!) {
      courseSubmission(id: $id) {
        ...CourseSubmissionRow
        body
        answers
        reviewComment
        reviewedBy {
          _id
          fullName
        }
        files {
          _id
          name
          url
          size
        }
        unit {
          _id
          courseId
          form {
            _id
            title
            questions
          }
        }
      }
    }
  `,
  [SUBMISSION_ROW],
);
export type SubmissionDetails = ResultOf<typeof COURSE_SUBMISSION>['courseSubmission'];

export const GRADE_SUBMISSION = graphql(
  `
    mutation GradeSubmission($submissionId: ID!, $verdict: CourseReviewVerdict!, $grade: Int, $comment: String) {
      gradeSubmission(submissionId: $submissionId, verdict: $verdict, grade: $grade, comment: $comment) {
        ...CourseSubmissionRow
        reviewComment
      }
    }
  `,
  [SUBMISSION_ROW],
);
