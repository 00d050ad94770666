import type { TFunction } from 'i18next';
import { courseAdminsSchema, courseChangesSchema } from '@seedbed/contracts/courses-input';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { fieldErrorsOf } from '../../../../app/apollo/errorMessage';
import { schemaRules } from '../../../../ui/form/schemaRules';
import type { Rules } from '../../../../ui/form/useForm';
import type { BuilderCourseData, CourseInput } from '../graphql';
import { issueMessage } from '../../../../ui/form/schemaRules';

export interface SettingsValues {
  title: string;
  /** HTML; '' when nothing is written. */
  description: string;
  /** The uploaded cover's address; '' for none. */
  cover: string;
  isPublic: boolean;
  selfEnrolment: boolean;
  programIds: string[];
  certificate: boolean;
  adminIds: string[];
}
export type SettingsField = keyof SettingsValues;

const COURSE_FIELDS = ['title', 'description', 'cover', 'isPublic', 'selfEnrolment', 'programIds', 'certificate'] as const satisfies readonly SettingsField[];

export function settingsValues(course: BuilderCourseData): SettingsValues {
  return {
    title: course.title,
    description: course.description,
    cover: course.cover ?? '',
    isPublic: course.isPublic,
    selfEnrolment: course.selfEnrolment,
    programIds: [...course.programIds],
    certificate: course.certificate,
    adminIds: course.admins.map((admin) => admin._id),
  };
}

/** What updateCourse receives (the admins are set apart, by setCourseAdmins). */
export function toCourseInput(values: SettingsValues): CourseInput {
  return {
    title: values.title.trim(),
    description: values.description,
    cover: values.cover || null,
    isPublic: values.isPublic,
    selfEnrolment: values.selfEnrolment,
    programIds: values.programIds,
    certificate: values.certificate,
  };
}

export const labelKeys: Record<SettingsField, string> = {
  title: 'settings.title',
  description: 'settings.description',
  cover: 'settings.cover',
  isPublic: 'settings.isPublic',
  selfEnrolment: 'settings.selfEnrolment',
  programIds: 'settings.programs',
  certificate: 'settings.certificate',
  adminIds: 'settings.admins',
};

/** The course's own schema (contracts/courses-input.ts) checks the form as the server will; the admins by theirs. */
export function settingsRules(t: TFunction): Rules<SettingsValues> {
  const message = (field: SettingsField) => (issue: Parameters<typeof issueMessage>[1]) => issueMessage(t, issue, t(labelKeys[field]));
  const course = schemaRules<SettingsValues>(courseChangesSchema(), toCourseInput, COURSE_FIELDS, (issue) =>
    message((issue.field.split('.')[0] as SettingsField) ?? 'title')(issue),
  );
  const admins = (ids: string[]) => {
    const checked = courseAdminsSchema().safeParse({ userIds: ids });
    const issue = checked.success ? undefined : checked.error.issues.flatMap(fieldIssues)[0];
    return issue ? message('adminIds')(issue) : undefined;
  };
  return { ...course, adminIds: [admins] };
}

/** The form's field a server message names, if any: a course's `userIds` are its admins; `data.title` is the title. */
export function settingsFieldOf(path: string): SettingsField | null {
  const head = path.replace(/^data\./, '').split('.')[0];
  const field = head === 'userIds' ? 'adminIds' : head;
  return field in labelKeys ? (field as SettingsField) : null;
}

/** The server's (translated) field messages on the form's fields. */
export function settingsServerErrors(error: unknown): Partial<Record<SettingsField, string>> {
  const found: Partial<Record<SettingsField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = settingsFieldOf(path);
    if (field) found[field] ??= message;
  }
  return found;
}
