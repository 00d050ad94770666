import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

/** A lesson as the outline shows it (its content is read by the lesson editor only). */
export const BUILDER_LESSON = graphql(`
  fragment BuilderLesson on CourseUnit {
    _id
    outlineUnitId
    type
    title
    position
    releaseDays
    minutes
  }
`);

export const BUILDER_CHAPTER = graphql(
  `
    fragment BuilderChapter on CourseOutlineUnit {
      _id
      title
      position
      units {
        ...BuilderLesson
      }
    }
  `,
  [BUILDER_LESSON],
);

/** The course as the builder edits it: its settings, its admins, what the viewer may do, its outline. */
export const BUILDER_COURSE = graphql(
  `
    fragment BuilderCourse on Course {
      _id
      title
      description
      cover
      status
      isPublic
      selfEnrolment
      programIds
      certificate
      isArchived
      lessonCount
      publishedAt
      admins {
        _id
        fullName
      }
      viewerCan {
        manage
        edit
        publish
      }
      outline {
        ...BuilderChapter
      }
    }
  `,
  [BUILDER_CHAPTER],
);

export const COURSE_IN_BUILDER = graphql(
  `
    query CourseInBuilder($id: ID!) {
      course(id: $id) {
        ...BuilderCourse
      }
    }
  `,
  [BUILDER_COURSE],
);

export const UPDATE_COURSE = graphql(
  `
    mutation UpdateCourseInBuilder($courseId: ID!, $data: CourseInput!) {
      updateCourse(courseId: $courseId, data: $data) {
        ...BuilderCourse
      }
    }
  `,
  [BUILDER_COURSE],
);

export const SET_COURSE_ADMINS = graphql(
  `
    mutation SetCourseAdminsInBuilder($courseId: ID!, $userIds: [ID!]!) {
      setCourseAdmins(courseId: $courseId, userIds: $userIds) {
        ...BuilderCourse
      }
    }
  `,
  [BUILDER_COURSE],
);

export const PUBLISH_COURSE = graphql(
  `
    mutation PublishCourseInBuilder($courseId: ID!) {
      publishCourse(courseId: $courseId) {
        ...BuilderCourse
      }
    }
  `,
  [BUILDER_COURSE],
);

export const UNPUBLISH_COURSE = graphql(
  `
    mutation UnpublishCourseInBuilder($courseId: ID!) {
      unpublishCourse(courseId: $courseId) {
        ...BuilderCourse
      }
    }
  `,
  [BUILDER_COURSE],
);

// The outline's changes answer with the rows they touch; the builder then reads the course again
// (CourseInBuilder), since a lesson moved between chapters changes two chapters' lists at once.

export const CREATE_CHAPTER = graphql(`
  mutation CreateChapterInBuilder($courseId: ID!, $title: String!) {
    createOutlineUnit(courseId: $courseId, title: $title) {
      _id
    }
  }
`);

export const RENAME_CHAPTER = graphql(`
  mutation RenameChapterInBuilder($outlineUnitId: ID!, $title: String!) {
    updateOutlineUnit(outlineUnitId: $outlineUnitId, title: $title) {
      _id
      title
    }
  }
`);

export const DELETE_CHAPTER = graphql(`
  mutation DeleteChapterInBuilder($outlineUnitId: ID!) {
    deleteOutlineUnit(outlineUnitId: $outlineUnitId)
  }
`);

export const REORDER_CHAPTERS = graphql(`
  mutation ReorderChaptersInBuilder($courseId: ID!, $outlineUnitIds: [ID!]!) {
    reorderOutlineUnits(courseId: $courseId, outlineUnitIds: $outlineUnitIds) {
      _id
      position
    }
  }
`);

export const CREATE_LESSON = graphql(`
  mutation CreateLessonInBuilder($outlineUnitId: ID!, $type: CourseLessonType!, $title: String!) {
    createCourseUnit(outlineUnitId: $outlineUnitId, type: $type, title: $title) {
      _id
    }
  }
`);

export const DELETE_LESSON = graphql(`
  mutation DeleteLessonInBuilder($unitId: ID!) {
    deleteCourseUnit(unitId: $unitId)
  }
`);

export const MOVE_LESSON = graphql(`
  mutation MoveLessonInBuilder($unitId: ID!, $outlineUnitId: ID!, $position: Int!) {
    moveCourseUnit(unitId: $unitId, outlineUnitId: $outlineUnitId, position: $position) {
      _id
      outlineUnitId
      position
    }
  }
`);

/** A lesson as its editor reads it: the settings of every type, with the content managers see whole. */
export const EDITED_LESSON = graphql(`
  fragment EditedLesson on CourseUnit {
    _id
    courseId
    outlineUnitId
    type
    title
    minutes
    releaseDays
    content
    videoUrl
    video {
      name
      url
      size
      fileType
    }
    form {
      _id
      title
    }
    passMark
    attemptsAllowed
    handIn
  }
`);

export const LESSON_IN_BUILDER = graphql(
  `
    query LessonInBuilder($unitId: ID!) {
      courseUnit(unitId: $unitId) {
        ...EditedLesson
      }
    }
  `,
  [EDITED_LESSON],
);

export const UPDATE_LESSON = graphql(
  `
    mutation UpdateLessonInBuilder($unitId: ID!, $data: CourseUnitInput!) {
      updateCourseUnit(unitId: $unitId, data: $data) {
        ...EditedLesson
      }
    }
  `,
  [EDITED_LESSON],
);

/** The forms a quiz or submission lesson may use: the organisation's forms of that kind, not archived. */
export const LESSON_FORM_CHOICES = graphql(`
  query LessonFormChoices($kind: String!) {
    forms(filter: { kind: $kind, archived: false }, limit: 100) {
      results {
        _id
        title {
          language
          value
        }
        currentVersion {
          _id
        }
      }
    }
  }
`);

export type BuilderCourseData = ResultOf<typeof BUILDER_COURSE>;
export type BuilderChapterData = ResultOf<typeof BUILDER_CHAPTER>;
export type BuilderLessonData = ResultOf<typeof BUILDER_LESSON>;
export type EditedLessonData = ResultOf<typeof EDITED_LESSON>;
export type CourseInput = VariablesOf<typeof UPDATE_COURSE>['data'];
export type CourseUnitInput = VariablesOf<typeof UPDATE_LESSON>['data'];
