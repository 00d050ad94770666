import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { AssessmentTab } from './AssessmentTab';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

const en = (value: string) => [{ __typename: 'LanguageValue', language: 'en', value }];
const questions = [
  // A text stands in for a score here: jsdom cannot type into the number input's formatter.
  {
    __typename: 'FormQuestion',
    _id: 'team',
    definition: JSON.stringify({ _id: 'team', questionType: 'text', behavesAs: 'question', label: en('Team'), validations: { required: true }, options: [] }),
  },
  {
    __typename: 'FormQuestion',
    _id: 'notes',
    definition: JSON.stringify({ _id: 'notes', questionType: 'text_long', behavesAs: 'question', label: en('Notes'), validations: {}, options: [] }),
  },
];
const version = { __typename: 'FormVersion', _id: 'v1', number: 1, questions };
const form = { __typename: 'AssessmentForm', _id: 'f1', title: en('Quarterly assessment') };

const assessment = (id: string, at: string, team: number, canDelete: boolean) => ({
  __typename: 'StartupAssessment',
  _id: id,
  createdAt: at,
  canDelete,
  answers: JSON.stringify({ team, notes: 'Steady' }),
  assessor: { __typename: 'StartupPerson', _id: 'u1', fullName: 'Sam Staff' },
  form,
  version,
  scores: [{ __typename: 'AssessmentScore', questionId: 'team', label: 'Team', value: team }],
  total: team,
});

function serve(list = [assessment('a2', '2026-04-01T10:00:00Z', 4, true), assessment('a1', '2026-01-01T10:00:00Z', 2, false)]) {
  let current = list;
  const server = operationServer({
    StartupAssessments: () => ({ data: { startupAssessments: current } }),
    AssessmentForms: { data: { assessmentForms: [{ ...form, currentVersion: version }] } },
    DeleteStartupAssessment: (variables) => {
      current = current.filter((a) => a._id !== variables.id);
      return { data: { deleteStartupAssessment: true } };
    },
    CreateStartupAssessment: (variables) => {
      const answers = JSON.parse(String(variables.answers));
      if (answers.team === 'nine')
        return {
          errors: [{ message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'answers.team', message: 'Team must be at most 5' }] } }],
        };
      const created = assessment('a3', '2026-05-01T10:00:00Z', Number(answers.team), true);
      current = [created, ...current];
      return { data: { createStartupAssessment: created } };
    },
  });
  return server;
}

describe('assessment tab', () => {
  it('lists assessments with their totals and each criterion’s trend, told in words too', async () => {
    const server = serve();
    await renderWithApollo(<AssessmentTab startupId="s1" />, { link: server.link });
    const list = await screen.findByRole('list', { name: 'Assessments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => within(row).getByText(/^Total/).textContent),
    ).toEqual(['Total 4', 'Total 2']);
    expect(within(list).getAllByText('by Sam Staff')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Team over time, oldest first: 2, 4' })).toBeTruthy();
    // Only the assessor's own (or an admin) may take one back.
    expect(screen.getAllByRole('button', { name: /^Delete the assessment/ })).toHaveLength(1);
  });

  it('deletes after confirming', async () => {
    const server = serve();
    await renderWithApollo(
      <>
        <AssessmentTab startupId="s1" />
        <ConfirmHost />
      </>,
      { link: server.link },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the assessment/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.asked('DeleteStartupAssessment')).toEqual([{ id: 'a2' }]));
    await waitFor(() => expect(screen.getAllByText(/^Total/).map((n) => n.textContent)).toEqual(['Total 2']));
  });

  it('fills a new assessment in a dialog, showing the server’s message under its question', async () => {
    const server = serve([]);
    await renderWithApollo(<AssessmentTab startupId="s1" />, { link: server.link });
    expect(await screen.findByText('No assessment yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New assessment' });
    const team = await within(dialog).findByLabelText(/^Team/);
    fireEvent.change(team, { target: { value: 'nine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Team must be at most 5')).toBeTruthy();
    fireEvent.change(team, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New assessment' })).toBeNull());
    expect(server.asked('CreateStartupAssessment').at(-1)).toEqual({ startupId: 's1', formId: 'f1', answers: JSON.stringify({ team: '3' }) });
    expect(await screen.findByText('Total 3')).toBeTruthy();
  });
});
