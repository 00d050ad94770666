import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { SHARED_FORM } from '../share/sharedForm';
import { PrintPage } from './PrintPage';

const SHARE_ID = 'b3c1f0a2-5d4e-4f6a-9b8c-7d6e5f4a3b2c';
const en = (value: string) => [{ __typename: 'LanguageValue', language: 'en', value }];
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
const sharedForm = {
  request: { query: SHARED_FORM, variables: { shareId: SHARE_ID } },
  result: {
    data: {
      sharedForm: {
        __typename: 'SharedForm',
        shareId: SHARE_ID,
        kind: 'intake',
        draftAnswers: JSON.stringify({ level: 'b' }),
        customFields: [],
        version: { __typename: 'FormVersion', _id: 'v1', number: 1, title: en('Intake'), description: [], questions: [{ __typename: 'FormQuestion', _id: 'level', definition }] },
      },
    },
  },
};
const page = (
  <Routes>
    <Route path="/export/print/form/:uuid" element={<PrintPage />} />
  </Routes>
);

describe('PrintPage', () => {
  it('lays the form out blank, every option visible, with a Print button', async () => {
    await renderWithApollo(page, { mocks: [sharedForm], route: `/export/print/form/${SHARE_ID}` });

    expect(await screen.findByRole('heading', { name: 'Intake' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByText('Beginner')).toBeTruthy();
    expect(screen.queryByText('(chosen)')).toBeNull();
  });

  it("prints a signed-in person's draft answers when asked to", async () => {
    localStorage.setItem('seedbed:token', 'token');
    await renderWithApollo(page, { mocks: [sharedForm], route: `/export/print/form/${SHARE_ID}?answers=1` });

    expect((await screen.findByText('Expert')).textContent).toContain('(chosen)');
    expect(screen.getByRole('radio', { name: 'With my answers' })).toBeTruthy();
  });
});
