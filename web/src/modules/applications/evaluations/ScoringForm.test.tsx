import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { scoringProblems, toEvaluationInput } from './scoring';
import { ScoringForm } from './ScoringForm';

const TEAM = '0190a0a0-0000-7000-8000-000000000001';
const MARKET = '0190a0a0-0000-7000-8000-000000000002';
const criteria = [
  { tagId: TEAM, name: 'Team', weight: 3 },
  { tagId: MARKET, name: 'Market', weight: 1 },
];

describe('the scoring rules', () => {
  it('require every criterion, on its own field, with the schema the server checks', () => {
    const problems = scoringProblems(criteria, { scores: { [TEAM]: 4, [MARKET]: null }, comment: '' });
    expect(Object.keys(problems)).toEqual([MARKET]);
    expect(problems[MARKET].key).toBe('applications.evaluations.scoreRequired');
    expect(scoringProblems(criteria, { scores: { [TEAM]: 4, [MARKET]: 9 }, comment: '' })[MARKET].key).toBe('applications.evaluations.scoreRange');
    expect(scoringProblems(criteria, { scores: { [TEAM]: 4, [MARKET]: 2 }, comment: ' ' })).toEqual({});
    expect(toEvaluationInput({ scores: { [TEAM]: 4, [MARKET]: 2 }, comment: '  Good  ' })).toEqual({
      scores: [
        { tagId: TEAM, score: 4 },
        { tagId: MARKET, score: 2 },
      ],
      comment: 'Good',
    });
  });
});

describe('the scoring form', () => {
  it('sends nothing until every criterion is scored, then sends the scores and comment', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    await renderWithProviders(<ScoringForm criteria={criteria} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my evaluation' }));
    expect(await screen.findAllByText('Give a score for this criterion.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    const team = screen.getByRole('radiogroup', { name: /Team/ });
    fireEvent.click(within(team).getByRole('radio', { name: '4 of 5 for Team' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my evaluation' }));
    expect(await screen.findAllByText('Give a score for this criterion.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByRole('radiogroup', { name: /Market/ })).getByRole('radio', { name: '2 of 5 for Market' }));
    expect(screen.getByText('Weighted total: 3.5 / 5')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Strong team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my evaluation' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          scores: [
            { tagId: TEAM, score: 4 },
            { tagId: MARKET, score: 2 },
          ],
          comment: 'Strong team',
        },
        null,
      ),
    );
  });

  it("shows the server's refusal on the criterion it names", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ fields: { [`scores.${MARKET}`]: 'Refused by the server' } });
    await renderWithProviders(
      <ScoringForm
        criteria={criteria}
        given={{
          scores: [
            { tag: { _id: TEAM }, score: 5 },
            { tag: { _id: MARKET }, score: 1 },
          ],
          comment: 'Seen',
        }}
        submitted
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update my evaluation' }));
    expect(await screen.findByText('Refused by the server')).toBeTruthy();
  });
});
