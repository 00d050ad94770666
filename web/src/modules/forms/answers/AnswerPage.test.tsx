import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { FORM_ANSWER } from '../graphql';
import { AnswerPage } from './AnswerPage';

const FORM_ID = 'f3c1f0a2-5d4e-4f6a-9b8c-7d6e5f4a3b2c';
const ANSWER_ID = 'a3c1f0a2-5d4e-4f6a-9b8c-7d6e5f4a3b2c';
const definition = JSON.stringify({
  _id: 'level',
  questionType: 'select_dropdown',
  behavesAs: 'question',
  label: [{ language: 'en', value: 'Level' }],
  description: [],
  validations: {},
  options: [
    { value: 'a', labels: [{ language: 'en', value: 'Beginner' }] },
    { value: 'b', labels: [{ language: 'en', value: 'Expert' }] },
  ],
});
const answer = (formId: string) => ({
  request: { query: FORM_ANSWER, variables: { id: ANSWER_ID } },
  result: {
    data: {
      formSubmission: {
        __typename: 'FormSubmission',
        _id: ANSWER_ID,
        formId,
        submittedAt: '2027-03-01T10:00:00.000Z',
        source: 'signed_in',
        answers: JSON.stringify({ level: 'b' }),
        respondent: { __typename: 'StartupPerson', _id: 'u1', fullName: 'Amira Haddad' },
        version: {
          __typename: 'FormVersion',
          _id: 'v2',
          number: 2,
          title: [{ __typename: 'LanguageValue', language: 'en', value: 'Intake' }],
          questions: [{ __typename: 'FormQuestion', _id: 'level', definition }],
        },
      },
    },
  },
});
const page = (
  <Routes>
    <Route path="/download/forms/:id/answers/:submissionId" element={<AnswerPage />} />
  </Routes>
);

describe('AnswerPage', () => {
  it('shows one answer as it was given, on the version answered, ready to print', async () => {
    await renderWithApollo(page, { mocks: [answer(FORM_ID)], route: `/download/forms/${FORM_ID}/answers/${ANSWER_ID}` });

    expect(await screen.findByRole('heading', { name: 'Intake' })).toBeTruthy();
    expect(screen.getByText(/Answered by Amira Haddad on .* · version 2/)).toBeTruthy();
    expect(screen.getByText('Expert').textContent).toContain('(chosen)');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the answers' }).getAttribute('href')).toBe(`/download/forms/${FORM_ID}`);
  });

  it('refuses an answer to another form than the one in the address', async () => {
    await renderWithApollo(page, { mocks: [answer('00000000-0000-4000-8000-000000000000')], route: `/download/forms/${FORM_ID}/answers/${ANSWER_ID}` });

    expect((await screen.findByRole('alert')).textContent).toBe('This answer cannot be found.');
  });
});
