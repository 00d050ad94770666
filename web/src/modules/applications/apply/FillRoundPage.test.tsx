import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { Question } from '@seedbed/contracts/forms';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { FillRoundPage } from './FillRoundPage';
import { APPLICATION_ROUND_FORM, SAVE_ROUND_ANSWERS, SUBMIT_ROUND } from './graphql';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => localStorage.setItem('seedbed:token', 'token'));
afterEach(() => localStorage.clear());

const APPLICATION = '0195f0a2-5d4e-7f6a-9b8c-7d6e5f4a3b2c';
const ROUND = '0195f0a2-5d4e-7f6a-9b8c-7d6e5f4a3b2d';
const target = { applicationId: APPLICATION, roundId: ROUND };
const route = `/application/${APPLICATION}/forms/${ROUND}/fill`;
const en = (value: string) => [{ __typename: 'LanguageValue', language: 'en', value }];

const pitch: Question = {
  _id: 'pitch',
  questionType: 'text',
  behavesAs: 'question',
  label: [{ language: 'en', value: 'Your pitch' }],
  description: [],
  validations: { required: true },
  options: [],
};

function roundForm(overrides: { answers?: string | null; submitted?: boolean; open?: boolean; asksForm?: boolean } = {}) {
  const asksForm = overrides.asksForm ?? true;
  return {
    request: { query: APPLICATION_ROUND_FORM, variables: target },
    result: {
      data: {
        applicationRoundForm: {
          __typename: 'ApplicationRoundForm',
          application: { __typename: 'Application', _id: APPLICATION, name: 'Seedling', funnel: { __typename: 'Funnel', _id: 'f1', name: 'Spring programme' } },
          round: { __typename: 'FunnelRound', _id: ROUND, name: 'Intake', closesAt: null },
          asksForm,
          form: asksForm
            ? {
                __typename: 'FormVersion',
                _id: 'v1',
                title: en('Spring intake'),
                description: en('Tell us about you.'),
                questions: [{ __typename: 'FormQuestion', _id: 'pitch', definition: JSON.stringify(pitch) }],
              }
            : null,
          customFields: [],
          answers: overrides.answers ?? null,
          submitted: overrides.submitted ?? false,
          open: overrides.open ?? true,
        },
      },
    },
  };
}

const submitMock = (answers: object, result: () => object) => ({ request: { query: SUBMIT_ROUND, variables: { ...target, answers: JSON.stringify(answers) } }, result });
const submitted = () => ({ data: { submitApplicationRound: { __typename: 'ApplicationRoundForm', submitted: true, open: false, answers: '{}' } } });

function Landing() {
  const { state } = useLocation();
  return <p>{`landed for ${(state as { funnel?: string } | null)?.funnel}`}</p>;
}

const page = (
  <>
    <ConfirmHost />
    <Routes>
      <Route path="/application/:applicationId/forms/:round/fill" element={<FillRoundPage />} />
      <Route path="/account/confirmation" element={<Landing />} />
      <Route path="/login" element={<p>sign in</p>} />
    </Routes>
  </>
);

describe('FillRoundPage', () => {
  it('takes the draft up again and saves changes a moment after the last one', async () => {
    const saved = vi.fn(() => ({ data: { saveApplicationRoundAnswers: { __typename: 'ApplicationRoundForm', savedAt: '2025-01-01T00:00:00.000Z' } } }));
    const save = { request: { query: SAVE_ROUND_ANSWERS, variables: { ...target, answers: JSON.stringify({ pitch: 'Seeds that grow' }) } }, result: saved };
    await renderWithApollo(page, { mocks: [roundForm({ answers: JSON.stringify({ pitch: 'Seeds' }) }), save], route });

    expect(await screen.findByRole('heading', { name: 'Spring intake' })).toBeTruthy();
    expect(screen.getByText('Spring programme · Intake · Seedling')).toBeTruthy();
    const field = screen.getByLabelText(/^Your pitch/);
    expect(field.getAttribute('value')).toBe('Seeds');
    // Typing several times in a row saves once, after the pause.
    fireEvent.change(field, { target: { value: 'Seeds that' } });
    fireEvent.change(field, { target: { value: 'Seeds that grow' } });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('asks before sending, sends, and opens the confirmation page', async () => {
    const sent = vi.fn(submitted);
    await renderWithApollo(page, { mocks: [roundForm(), submitMock({ pitch: 'We grow seeds' }, sent)], route });

    fireEvent.change(await screen.findByLabelText(/^Your pitch/), { target: { value: 'We grow seeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Once sent, your answers can no longer be changed.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));

    expect(await screen.findByText('landed for Spring programme')).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the person changes their mind, and keeps what they typed', async () => {
    const sent = vi.fn(submitted);
    const saved = vi.fn(() => ({ data: { saveApplicationRoundAnswers: { __typename: 'ApplicationRoundForm', savedAt: '2025-01-01T00:00:00.000Z' } } }));
    const save = { request: { query: SAVE_ROUND_ANSWERS, variables: { ...target, answers: JSON.stringify({ pitch: 'Not yet' }) } }, result: saved };
    await renderWithApollo(page, { mocks: [roundForm(), submitMock({ pitch: 'Not yet' }, sent), save], route });

    fireEvent.change(await screen.findByLabelText(/^Your pitch/), { target: { value: 'Not yet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Your pitch/).getAttribute('value')).toBe('Not yet');
  });

  it("shows the server's refusal under its question and stays on the form", async () => {
    const refused = submitMock({ pitch: 'Seeds' }, () => ({
      errors: [{ message: 'Invalid input', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'answers.pitch', message: 'Your pitch is too vague' }] } }],
    }));
    await renderWithApollo(page, { mocks: [roundForm(), refused], route });

    fireEvent.change(await screen.findByLabelText(/^Your pitch/), { target: { value: 'Seeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send my application' }));

    expect(await screen.findByText('Your pitch is too vague')).toBeTruthy();
    expect(screen.queryByText(/landed for/)).toBeNull();
  });

  it('says when the round closed in the meantime', async () => {
    const closed = submitMock({ pitch: 'Late' }, () => ({ errors: [{ message: 'This round is not taking applications at the moment.', extensions: { code: 'ROUND_CLOSED' } }] }));
    await renderWithApollo(page, { mocks: [roundForm(), closed], route });

    fireEvent.change(await screen.findByLabelText(/^Your pitch/), { target: { value: 'Late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('This round is not taking applications at the moment.')).toBeTruthy();
  });

  it('shows a sent round read-only', async () => {
    await renderWithApollo(page, { mocks: [roundForm({ submitted: true, open: false, answers: JSON.stringify({ pitch: 'We grow seeds' }) })], route });

    expect(await screen.findByText('You have sent this round. Your answers are shown below.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('We grow seeds')).toBeTruthy();
  });

  it('says plainly when the round is closed', async () => {
    await renderWithApollo(page, { mocks: [roundForm({ open: false })], route });
    expect(await screen.findByText('This round is closed: it no longer takes answers.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Your pitch/)).toBeNull();
  });

  it('sends a round that asks for no form with one button', async () => {
    const sent = vi.fn(submitted);
    await renderWithApollo(page, { mocks: [roundForm({ asksForm: false }), submitMock({}, sent)], route });
    fireEvent.click(await screen.findByRole('button', { name: 'Send my application' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('landed for Spring programme')).toBeTruthy();
  });

  it("says when the application is not the viewer's", async () => {
    const { link } = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }]);
    await renderWithApollo(page, { link, route });
    expect(await screen.findByText('This application form could not be found. It may belong to another account.')).toBeTruthy();
  });

  it('sends a visitor to sign in first', async () => {
    localStorage.clear();
    await renderWithApollo(page, { route });
    expect(await screen.findByText('sign in')).toBeTruthy();
  });
});
