import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { COURSE_ID, openBuilder } from '../testing';

const FORM_ID = '33333333-3333-4333-8333-333333333333';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const quizLesson = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CourseUnit',
  _id: 'u3',
  courseId: COURSE_ID,
  outlineUnitId: 'c2',
  type: 'QUIZ',
  title: 'Unit economics quiz',
  minutes: null,
  releaseDays: 7,
  content: '',
  videoUrl: null,
  video: null,
  form: null,
  passMark: 70,
  attemptsAllowed: null,
  handIn: 'PERSON',
  ...overrides,
});

const quizForms = {
  data: {
    forms: {
      __typename: 'FormPage',
      results: [
        {
          __typename: 'Form',
          _id: FORM_ID,
          title: [{ __typename: 'LanguageValue', language: 'en', value: 'Unit economics check' }],
          currentVersion: { __typename: 'FormVersion', _id: 'v1' },
        },
        { __typename: 'Form', _id: 'f2', title: [{ __typename: 'LanguageValue', language: 'en', value: 'Pricing draft' }], currentVersion: null },
      ],
    },
  },
};

describe("a quiz lesson's editor", () => {
  it('picks a published quiz form, sets the pass mark and attempts, and saves only what a quiz has', async () => {
    const server = await openBuilder('/lesson/u3', {
      LessonInBuilder: { data: { courseUnit: quizLesson() } },
      LessonFormChoices: quizForms,
      UpdateLessonInBuilder: (variables) => {
        const data = variables.data as Record<string, unknown>;
        return {
          data: {
            updateCourseUnit: quizLesson({ ...data, form: { __typename: 'CourseLessonForm', _id: FORM_ID, title: 'Unit economics check' } }),
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unit economics quiz' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Opens 7 days after the cohort starts.')).toBeTruthy();

    const picker = screen.getByRole('combobox', { name: /Quiz form/ });
    fireEvent.click(picker);
    // Only a published form can be chosen: learners answer its published version.
    const unpublished = await screen.findByRole('option', { name: 'Pricing draft (not published)' });
    expect(unpublished.getAttribute('data-combobox-disabled') ?? unpublished.getAttribute('aria-disabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Unit economics check' }));

    expect(await screen.findByRole('link', { name: 'Edit questions and answer key' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit questions and answer key' }).getAttribute('href')).toBe(`/forms/management/${FORM_ID}/edit`);

    fireEvent.change(screen.getByRole('textbox', { name: /Pass mark/ }), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Limited to' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of attempts' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));

    expect(await screen.findByText('Lesson saved')).toBeTruthy();
    expect(server.asked('UpdateLessonInBuilder')).toEqual([
      { unitId: 'u3', data: { title: 'Unit economics quiz', minutes: null, releaseDays: 7, content: '', formId: FORM_ID, passMark: 80, attemptsAllowed: 2 } },
    ]);
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the form on the form field', async () => {
    const server = await openBuilder('/lesson/u3', {
      LessonInBuilder: { data: { courseUnit: quizLesson() } },
      LessonFormChoices: quizForms,
      UpdateLessonInBuilder: {
        errors: [{ message: 'Invalid', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'formId', message: 'This form has no published version.' }] } }],
      },
    });
    await screen.findByRole('heading', { name: 'Unit economics quiz' }, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('combobox', { name: /Quiz form/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Unit economics check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));

    expect(await screen.findByText('This form has no published version.')).toBeTruthy();
    // Once, on its field: not again above the button.
    expect(screen.getAllByText('This form has no published version.')).toHaveLength(1);
    expect(server.toast).not.toHaveBeenCalled();
  });
});
