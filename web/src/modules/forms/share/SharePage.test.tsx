import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Question } from '@seedbed/contracts/forms';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { SHARED_FORM, SUBMIT_SHARED_FORM } from './sharedForm';
import { SharePage } from './SharePage';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const SHARE_ID = 'b3c1f0a2-5d4e-4f6a-9b8c-7d6e5f4a3b2c';
const route = `/share/forms/${SHARE_ID}`;
const en = (value: string) => [{ __typename: 'LanguageValue', language: 'en', value }];

const name: Question = {
  _id: 'name',
  questionType: 'text',
  behavesAs: 'question',
  label: [{ language: 'en', value: 'Your name' }],
  description: [],
  validations: { required: true },
  options: [],
};

const sharedForm = (draftAnswers: string | null = null) => ({
  request: { query: SHARED_FORM, variables: { shareId: SHARE_ID } },
  result: {
    data: {
      sharedForm: {
        __typename: 'SharedForm',
        shareId: SHARE_ID,
        kind: 'feedback',
        draftAnswers,
        customFields: [],
        version: {
          __typename: 'FormVersion',
          _id: 'v1',
          number: 1,
          title: en('Programme feedback'),
          description: en('Tell us how it went.'),
          questions: [{ __typename: 'FormQuestion', _id: 'name', definition: JSON.stringify(name) }],
        },
      },
    },
  },
});

const submitted = (answers: object) => {
  const result = vi.fn(() => ({ data: { submitSharedForm: { __typename: 'FormSubmission', _id: 's1', status: 'submitted', submittedAt: '2025-01-01T00:00:00.000Z' } } }));
  return { mock: { request: { query: SUBMIT_SHARED_FORM, variables: { shareId: SHARE_ID, answers: JSON.stringify(answers), draft: false } }, result }, result };
};

const page = (
  <Routes>
    <Route path="/share/forms/:uuid" element={<SharePage />} />
  </Routes>
);

describe('SharePage', () => {
  it('lets a visitor fill and send the form, then thanks them and offers to answer again', async () => {
    const { mock, result } = submitted({ name: 'Ada' });
    await renderWithApollo(page, { mocks: [sharedForm(), mock], route });

    expect(await screen.findByRole('heading', { name: 'Programme feedback' })).toBeTruthy();
    expect(screen.getByText('Tell us how it went.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you — your answers were sent.')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Answer again' }));
    expect((await screen.findByLabelText(/^Your name/)).getAttribute('value')).toBe('');
  });

  it("keeps a visitor's draft on the device, brings it back, and forgets it once sent", async () => {
    localStorage.setItem(`seedbed:form-draft:${SHARE_ID}`, JSON.stringify({ name: 'Grace' }));
    const { mock } = submitted({ name: 'Grace' });
    await renderWithApollo(page, { mocks: [sharedForm(), mock], route });

    expect((await screen.findByLabelText(/^Your name/)).getAttribute('value')).toBe('Grace');
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Grace H' } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(`seedbed:form-draft:${SHARE_ID}`) ?? '{}')).toEqual({ name: 'Grace H' }), { timeout: 4000 });

    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you — your answers were sent.')).toBeTruthy();
    expect(localStorage.getItem(`seedbed:form-draft:${SHARE_ID}`)).toBeNull();
  });

  it("brings back a signed-in person's saved draft and saves it on the server as they go", async () => {
    localStorage.setItem('seedbed:token', 'token');
    const draftSaved = vi.fn(() => ({ data: { submitSharedForm: { __typename: 'FormSubmission', _id: 's1', status: 'draft', submittedAt: null } } }));
    const draft = { request: { query: SUBMIT_SHARED_FORM, variables: { shareId: SHARE_ID, answers: JSON.stringify({ name: 'Ada L' }), draft: true } }, result: draftSaved };
    await renderWithApollo(page, { mocks: [sharedForm(JSON.stringify({ name: 'Ada' })), draft], route });

    expect((await screen.findByLabelText(/^Your name/)).getAttribute('value')).toBe('Ada');
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Ada L' } });
    await waitFor(() => expect(draftSaved).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(localStorage.getItem(`seedbed:form-draft:${SHARE_ID}`)).toBeNull();
  });

  it("shows the server's refusal of an answer under its question", async () => {
    const refused = {
      request: { query: SUBMIT_SHARED_FORM, variables: { shareId: SHARE_ID, answers: JSON.stringify({ name: 'Ada' }), draft: false } },
      result: {
        errors: [
          {
            message: 'Invalid input',
            extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'answers.name', message: 'Your name is not allowed here' }] },
          },
        ],
      },
    };
    await renderWithApollo(page, { mocks: [sharedForm(), refused], route });

    fireEvent.change(await screen.findByLabelText(/^Your name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your name is not allowed here')).toBeTruthy();
    expect(screen.queryByText('Thank you — your answers were sent.')).toBeNull();
  });

  it('says when too many answers were sent from this address, and keeps the answers on the page', async () => {
    const limited = {
      request: { query: SUBMIT_SHARED_FORM, variables: { shareId: SHARE_ID, answers: JSON.stringify({ name: 'Ada' }), draft: false } },
      result: { errors: [{ message: 'Too many attempts. Try again in 12 minutes.', extensions: { code: 'RATE_LIMITED' } }] },
    };
    await renderWithApollo(page, { mocks: [sharedForm(), limited], route });

    fireEvent.change(await screen.findByLabelText(/^Your name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Too many attempts. Try again in 12 minutes.')).toBeTruthy();
    expect(screen.getByLabelText(/^Your name/).getAttribute('value')).toBe('Ada');
  });

  it('says plainly when the link is closed', async () => {
    const { link } = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }]);
    await renderWithApollo(page, { link, route });

    expect(await screen.findByRole('heading', { name: 'This link is closed' })).toBeTruthy();
  });

  it('says when the form is not published yet', async () => {
    const { link } = answeringServer([{ message: 'This form is not published', extensions: { code: 'FORM_NOT_PUBLISHED' } }]);
    await renderWithApollo(page, { link, route });

    expect(await screen.findByRole('heading', { name: 'This form is not open yet' })).toBeTruthy();
  });
});
