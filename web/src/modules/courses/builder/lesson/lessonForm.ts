import type { TFunction } from 'i18next';
import type { HandInMode, LessonType } from '@seedbed/contracts/courses';
import { courseUnitChangesSchema } from '@seedbed/contracts/courses-input';
import { fieldErrorsOf } from '../../../../app/apollo/errorMessage';
import { schemaRules } from '../../../../ui/form/schemaRules';
import type { Rules } from '../../../../ui/form/useForm';
import type { CourseUnitInput, EditedLessonData } from '../graphql';
import type { CourseFile } from '../upload';
import { issueMessage } from '../../../../ui/form/schemaRules';

/** A number input's value: '' while empty. */
type Whole = number | '';

export interface LessonValues {
  title: string;
  minutes: Whole;
  releaseDays: Whole;
  /** HTML: the article, the instructions, or an introduction. */
  content: string;
  /** VIDEO: an uploaded file or a link. */
  videoSource: 'upload' | 'link';
  videoUrl: string;
  /** VIDEO: a file uploaded since the editor opened (the lesson's current one is kept otherwise). */
  newVideo: CourseFile | null;
  /** QUIZ and SUBMISSION: the form learners answer. */
  formId: string | null;
  passMark: Whole;
  /** QUIZ: false for unlimited attempts. */
  attemptsLimited: boolean;
  attemptsAllowed: Whole;
  handIn: HandInMode;
}
export type LessonField = keyof LessonValues;

/** The form's fields the shared schema's messages may land on. */
const CHECKED: readonly LessonField[] = ['title', 'minutes', 'releaseDays', 'content', 'videoUrl', 'formId', 'passMark', 'attemptsAllowed', 'handIn'];

export function lessonValues(lesson: EditedLessonData): LessonValues {
  return {
    title: lesson.title,
    minutes: lesson.minutes ?? '',
    releaseDays: lesson.releaseDays,
    content: lesson.content ?? '',
    videoSource: lesson.videoUrl && !lesson.video ? 'link' : 'upload',
    videoUrl: lesson.videoUrl ?? '',
    newVideo: null,
    formId: lesson.form?._id ?? null,
    passMark: lesson.passMark,
    attemptsLimited: lesson.attemptsAllowed != null,
    attemptsAllowed: lesson.attemptsAllowed ?? 3,
    handIn: lesson.handIn as HandInMode,
  };
}

/** An empty number as null: the schema then says the field is required (or, where optional, clears it). */
const whole = (value: Whole) => (value === '' ? null : value);

/** What updateCourseUnit receives for a lesson of this type: only the settings the type has. */
export function toLessonInput(type: LessonType, values: LessonValues): CourseUnitInput {
  const input: Record<string, unknown> = {
    title: values.title.trim(),
    minutes: whole(values.minutes),
    releaseDays: whole(values.releaseDays),
    content: values.content,
  };
  if (type === 'VIDEO') {
    if (values.videoSource === 'link') Object.assign(input, { videoUrl: values.videoUrl.trim(), videoAttachmentId: null });
    // Without a new file the lesson keeps the one it has.
    else Object.assign(input, { videoUrl: null, ...(values.newVideo ? { videoAttachmentId: values.newVideo._id } : {}) });
  }
  if (type === 'QUIZ')
    Object.assign(input, { formId: values.formId, passMark: whole(values.passMark), attemptsAllowed: values.attemptsLimited ? whole(values.attemptsAllowed) : null });
  if (type === 'SUBMISSION') Object.assign(input, { formId: values.formId, handIn: values.handIn });
  if (type === 'ASSIGNMENT') input.handIn = values.handIn;
  return input as CourseUnitInput;
}

export const lessonLabelKeys: Record<LessonField, string> = {
  title: 'lesson.title',
  minutes: 'lesson.minutes',
  releaseDays: 'lesson.releaseDays',
  content: 'lesson.content',
  videoSource: 'lesson.video.source',
  videoUrl: 'lesson.video.link',
  newVideo: 'lesson.video.file',
  formId: 'lesson.form.field',
  passMark: 'lesson.quiz.passMark',
  attemptsLimited: 'lesson.quiz.attempts',
  attemptsAllowed: 'lesson.quiz.attemptsAllowed',
  handIn: 'lesson.handIn.label',
};

/** The server's schema for a lesson's changes (contracts/courses-input.ts) checks the form as the server will. */
export function lessonRules(t: TFunction, type: LessonType): Rules<LessonValues> {
  return schemaRules<LessonValues>(
    courseUnitChangesSchema(),
    (values) => toLessonInput(type, values),
    CHECKED as Array<LessonField & string>,
    (issue) => issueMessage(t, issue, t(lessonLabelKeys[lessonFieldOf(issue.field) ?? 'title'])),
  );
}

/** The form's field a server message names: `data.formId` is the form; `videoAttachmentId` the video. */
export function lessonFieldOf(path: string): LessonField | null {
  const head = path.replace(/^data\./, '').split('.')[0];
  if (head === 'videoAttachmentId') return 'newVideo';
  return head in lessonLabelKeys ? (head as LessonField) : null;
}

export function lessonServerErrors(error: unknown): Partial<Record<LessonField, string>> {
  const found: Partial<Record<LessonField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = lessonFieldOf(path);
    if (field) found[field] ??= message;
  }
  return found;
}
