import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { SessionBrief } from './SessionBrief';
import { SessionEvaluations } from './SessionEvaluations';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

const en = (value: string) => [{ language: 'en', value }];
const question = {
  __typename: 'FormQuestion',
  _id: 'how',
  definition: JSON.stringify({
    _id: 'how',
    questionType: 'text',
    behavesAs: 'question',
    label: en('How did it go?'),
    description: [],
    validations: { required: true },
    options: [],
  }),
};
const session = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CoachingSession',
  _id: 's1',
  viewerMayEvaluate: true,
  evaluationForm: { __typename: 'FormVersion', _id: 'v1', questions: [question] },
  myEvaluation: null,
  evaluations: [],
  coachs: [{ __typename: 'User', _id: 'c1', fullName: 'Cora Coach' }],
  ...overrides,
});
const evaluation = (id: string, answer: string, by: string | null) => ({
  __typename: 'CoachingEvaluation',
  _id: id,
  status: 'submitted',
  answers: JSON.stringify({ how: answer }),
  submittedAt: '2026-11-20T10:00:00.000Z',
  createdBy: by ? { __typename: 'User', _id: `u-${id}`, fullName: by } : null,
});

describe('SessionEvaluations', () => {
  it('sends the viewer’s evaluation with the forms renderer', async () => {
    const api = operationServer({
      CoachingSessionEvaluation: { data: { coachingSession: session() } },
      SubmitCoachingEvaluation: {
        data: {
          submitCoachingEvaluation: {
            __typename: 'CoachingSession',
            _id: 's1',
            myEvaluation: { __typename: 'CoachingEvaluation', _id: 'e1', status: 'submitted', answers: '{"how":"Useful"}' },
          },
        },
      },
    });
    await renderWithApollo(<SessionEvaluations sessionId="s1" />, { link: api.link, route: '/coaching/session/s1?evaluate=1' });
    const answer = await screen.findByRole('textbox', { name: /How did it go\?/ }, { timeout: 5000 });
    fireEvent.change(answer, { target: { value: 'Useful' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.asked('SubmitCoachingEvaluation')).toEqual([{ sessionId: 's1', answers: '{"how":"Useful"}', draft: false }]));
    expect(await screen.findByText('You sent your evaluation.')).toBeTruthy();
  });

  it("lists the others' evaluations for those who read them, and nothing without a form", async () => {
    const api = operationServer({
      CoachingSessionEvaluation: { data: { coachingSession: session({ viewerMayEvaluate: false, evaluations: [evaluation('e2', 'Clear next steps', 'Anna Lee')] }) } },
      CoachEvaluationSummary: {
        data: {
          coachEvaluationSummary: {
            __typename: 'CoachEvaluationSummary',
            coachId: 'c1',
            sessions: 2,
            responses: 3,
            questions: [
              {
                __typename: 'CoachEvaluationQuestion',
                question: { __typename: 'FormQuestion', _id: 'rating', definition: JSON.stringify({ _id: 'rating', questionType: 'number', label: en('Usefulness') }) },
                count: 3,
                average: 4.25,
                options: [],
              },
            ],
          },
        },
      },
    });
    await renderWithApollo(<SessionEvaluations sessionId="s1" />, { link: api.link });
    expect(await screen.findByRole('button', { name: 'Evaluation by Anna Lee' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Ratings of Cora Coach')).toBeTruthy();
    expect(screen.getByText('3 evaluations over 2 sessions')).toBeTruthy();
    expect(screen.getByText('Average 4.3')).toBeTruthy();

    const none = operationServer({ CoachingSessionEvaluation: { data: { coachingSession: session({ evaluationForm: null }) } } });
    const { container } = await renderWithApollo(<SessionEvaluations sessionId="s2" />, { link: none.link });
    await waitFor(() => expect(none.asked('CoachingSessionEvaluation')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('SessionBrief', () => {
  it('folds away the previous notes, open tasks and hours left', async () => {
    const api = operationServer({
      CoachingSessionBrief: {
        data: {
          coachingSessionBrief: {
            __typename: 'CoachingSessionBrief',
            previous: { __typename: 'CoachingBriefPrevious', sessionId: 's0', name: 'Kick-off', date: '2026-11-01T09:00:00.000Z', notes: 'Hire a designer', staffNotes: null },
            openTasks: [{ __typename: 'CoachingBriefTask', _id: 't1', name: 'Send the deck', dueDate: '2026-12-01T00:00:00.000Z', url: null }],
            metrics: [],
            hours: { __typename: 'CoachingBriefHours', allocatedMinutes: 600, usedMinutes: 90, remainingMinutes: 510 },
          },
        },
      },
    });
    await renderWithApollo(<SessionBrief sessionId="s1" />, { link: api.link });
    expect(await screen.findByText('Hire a designer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kick-off' }).getAttribute('href')).toBe('/coaching/session/s0');
    expect(screen.getByText('Send the deck')).toBeTruthy();
    expect(screen.getByText('8.5 h left of 10 h')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Before the session' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
