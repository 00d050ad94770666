import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Question } from '@seedbed/contracts/forms';
import { renderWithApollo } from '../../test/renderWithApollo';
import { FEEDBACK_REQUEST, FORM_SUMMARY, SUBMIT_FEEDBACK, SURVEY } from './graphql';
import { RequestPage } from './request/RequestPage';
import { SurveyPage } from './survey/SurveyPage';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const REQUEST_ID = '01900000-0000-7000-8000-000000000001';
const FORM_ID = '01900000-0000-7000-8000-000000000002';
const en = (value: string) => [{ __typename: 'LanguageValue', language: 'en', value }];
const question = (q: Partial<Question> & Pick<Question, '_id' | 'questionType'>): Question => ({
  behavesAs: 'question',
  label: [{ language: 'en', value: q._id }],
  description: [],
  validations: {},
  options: [],
  ...q,
});
const useful = question({
  _id: 'useful',
  questionType: 'select_radio',
  label: [{ language: 'en', value: 'Was it useful?' }],
  options: [
    { value: 'yes', labels: [{ language: 'en', value: 'Yes' }] },
    { value: 'no', labels: [{ language: 'en', value: 'No' }] },
  ],
  validations: { required: true },
});
const score = question({ _id: 'score', questionType: 'rating', label: [{ language: 'en', value: 'Score' }], scale: { min: 1, max: 5 } });
const definitions = [useful, score].map((q) => ({ __typename: 'FormQuestion', _id: q._id, definition: JSON.stringify(q) }));

const person = (id: string, fullName: string) => ({ __typename: 'StartupPerson', _id: id, fullName });
const requestRow = {
  __typename: 'FeedbackRequest',
  _id: REQUEST_ID,
  title: 'Mentor sessions',
  dueDate: '2031-05-01',
  createdAt: '2030-04-01T10:00:00.000Z',
  subjectKind: 'startup',
  subjectId: 's1',
  subjectName: 'Acme',
  recipientCount: 3,
  answeredCount: 2,
  viewerCanEdit: true,
  viewerCanViewAnswers: true,
  formId: FORM_ID,
  formTitle: en('Mentor session feedback'),
  createdBy: person('u0', 'Sam Staff'),
};

const requestMock = {
  request: { query: FEEDBACK_REQUEST, variables: { id: REQUEST_ID } },
  result: {
    data: {
      feedbackRequest: {
        ...requestRow,
        message: 'Two minutes, please.',
        recipients: [
          { __typename: 'FeedbackRecipient', answeredAt: '2030-04-02T10:00:00.000Z', remindedAt: null, person: person('u1', 'Ana Costa') },
          { __typename: 'FeedbackRecipient', answeredAt: '2030-04-03T10:00:00.000Z', remindedAt: null, person: person('u2', 'Karim Benali') },
          { __typename: 'FeedbackRecipient', answeredAt: null, remindedAt: '2030-04-04T10:00:00.000Z', person: person('u3', 'Léa Dubois') },
        ],
      },
    },
  },
};

const summaryMock = {
  request: { query: FORM_SUMMARY, variables: { formId: FORM_ID, requestId: REQUEST_ID } },
  result: {
    data: {
      formSummary: {
        __typename: 'FormSummary',
        submissions: 2,
        version: { __typename: 'FormVersion', _id: 'v1', questions: definitions },
        questions: [
          {
            __typename: 'FormQuestionSummary',
            questionId: 'useful',
            questionType: 'select_radio',
            kind: 'choice',
            answered: 2,
            options: [
              { __typename: 'FormOptionCount', value: 'yes', count: 2 },
              { __typename: 'FormOptionCount', value: 'no', count: 0 },
            ],
            average: null,
            min: null,
            max: null,
            distribution: [],
            latest: [],
          },
          {
            __typename: 'FormQuestionSummary',
            questionId: 'score',
            questionType: 'rating',
            kind: 'number',
            answered: 2,
            options: [],
            average: 4.5,
            min: 4,
            max: 5,
            distribution: [1, 2, 3, 4, 5].map((n) => ({ __typename: 'FormAnswerBucket', from: n, to: n, count: n >= 4 ? 1 : 0 })),
            latest: [],
          },
        ],
      },
    },
  },
};

describe('the feedback request page', () => {
  it('shows who answered and the answers summed up per question', async () => {
    await renderWithApollo(
      <Routes>
        <Route path="/feedback/:id" element={<RequestPage />} />
      </Routes>,
      { mocks: [requestMock, summaryMock], route: `/feedback/${REQUEST_ID}` },
    );
    expect(await screen.findByRole('heading', { name: 'Mentor sessions' })).toBeTruthy();
    expect(screen.getAllByText('2 of 3 answered').length).toBeGreaterThan(0);
    expect(screen.getByText('About Acme')).toBeTruthy();
    expect(screen.getByText(/Reminded on/)).toBeTruthy();

    const choice = await screen.findByRole('region', { name: 'Was it useful?' });
    expect(within(choice).getByText('Yes')).toBeTruthy();
    expect(within(choice).getByText('2 (100%)')).toBeTruthy();
    expect(within(choice).getByText('0 (0%)')).toBeTruthy();
    const rating = screen.getByRole('region', { name: 'Score' });
    expect(within(rating).getByText('Average 4.5')).toBeTruthy();
    expect(within(rating).getAllByText('1 (50%)')).toHaveLength(2);
  });
});

describe('the survey page', () => {
  const survey = (answers: string | null, answeredAt: string | null) => ({
    __typename: 'Survey',
    answers,
    answeredAt,
    request: {
      __typename: 'FeedbackRequest',
      _id: REQUEST_ID,
      title: 'Mentor sessions',
      message: 'Two minutes, please.',
      dueDate: null,
      subjectName: null,
      createdBy: person('u0', 'Sam Staff'),
    },
    version: { __typename: 'FormVersion', _id: 'v1', title: en('Mentor session feedback'), description: [], questions: definitions },
  });

  it('lets the person asked answer, then thanks them', async () => {
    const sent = vi.fn(() => ({ data: { submitFeedback: survey(JSON.stringify({ useful: 'yes' }), '2030-04-05T10:00:00.000Z') } }));
    await renderWithApollo(
      <Routes>
        <Route path="/survey/:id" element={<SurveyPage />} />
      </Routes>,
      {
        mocks: [
          { request: { query: SURVEY, variables: { id: REQUEST_ID } }, result: { data: { survey: survey(null, null) } } },
          { request: { query: SUBMIT_FEEDBACK, variables: { requestId: REQUEST_ID, answers: JSON.stringify({ useful: 'yes' }), draft: false } }, result: sent },
        ],
        route: `/survey/${REQUEST_ID}`,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Mentor sessions' })).toBeTruthy();
    expect(screen.getByText('Asked by Sam Staff')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your feedback was sent.')).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('thanks at once someone who already answered', async () => {
    await renderWithApollo(
      <Routes>
        <Route path="/survey/:id" element={<SurveyPage />} />
      </Routes>,
      {
        mocks: [{ request: { query: SURVEY, variables: { id: REQUEST_ID } }, result: { data: { survey: survey('{}', '2030-04-05T10:00:00.000Z') } } }],
        route: `/survey/${REQUEST_ID}`,
      },
    );
    expect(await screen.findByText('Your feedback was sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
