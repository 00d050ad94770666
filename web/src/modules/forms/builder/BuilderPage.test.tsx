import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Notifications } from '@mantine/notifications';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes } from 'react-router';
import { of } from 'rxjs';
import type { Question } from '@seedbed/contracts/forms';
import { errorLink } from '../../../app/apollo/links';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { BuilderPage } from './BuilderPage';

const question = (_id: string, label: string, extra: Partial<Question> = {}): Question => ({
  _id,
  questionType: 'text',
  behavesAs: 'question',
  label: [{ language: 'en', value: label }],
  description: [],
  validations: {},
  options: [],
  ...extra,
});

function formData(questions: Question[], overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Form',
    _id: 'f1',
    kind: 'intake',
    title: [{ __typename: 'LanguageValue', language: 'en', value: 'Founder intake' }],
    description: [],
    questions: questions.map((q) => ({ __typename: 'FormQuestion', definition: JSON.stringify(q) })),
    revision: 3,
    publishingState: null,
    hasUnpublishedChanges: true,
    currentVersion: null,
    shareId: null,
    archived: false,
    canEdit: true,
    submissionCount: 0,
    ...overrides,
  };
}

type Answer = (variables: Record<string, unknown>) => FormattedExecutionResult;

/**
 * A server holding one form: it answers the builder's operations by name, keeps what the builder
 * changes, and records every operation sent. `toast` is the app-wide failed-mutation toast.
 */
function builderServer(initial: Question[], answers: Record<string, Answer> = {}, kind = 'intake') {
  let questions = initial;
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const form = (overrides: Record<string, unknown> = {}) => ({ data: { form: formData(questions, { kind, ...overrides }) } });
  const defaults: Record<string, Answer> = {
    ShellUser: () => ({ data: shellUserData({ permissions: ['FORM:CREATE'] }) }),
    FormInBuilder: () => form(),
    SaveQuestionInFormBuilder: ({ question: json, position }) => {
      const saved = JSON.parse(String(json)) as Question;
      const at = questions.findIndex((q) => q._id === saved._id);
      questions = at >= 0 ? questions.map((q) => (q._id === saved._id ? saved : q)) : questions.toSpliced(Number(position ?? questions.length), 0, saved);
      return { data: { upsertFormQuestion: formData(questions, { kind, revision: 4 }) } };
    },
    ReorderQuestionsInFormBuilder: ({ questionIds }) => {
      questions = (questionIds as string[]).map((id) => questions.find((q) => q._id === id)!);
      return { data: { reorderFormQuestions: formData(questions, { kind, revision: 4 }) } };
    },
  };
  const toast = vi.fn();
  const server = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    sent.push({ name, variables: operation.variables });
    const answer = answers[name] ?? defaults[name];
    return of(answer ? answer(operation.variables) : { errors: [{ message: `No answer for ${name}`, extensions: { code: 'INTERNAL' } }] });
  });
  const handlers = { getLanguage: () => 'en', onUnauthorized: vi.fn(), onAuthenticationRequired: vi.fn(), onIncubatorNotFound: vi.fn(), onMutationError: toast };
  return { link: ApolloLink.from([errorLink(handlers), server]), sent, toast, questions: () => questions };
}

async function openBuilder(link: ApolloLink) {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/forms/management/:id/edit" element={<BuilderPage />} />
      </Routes>
      <ConfirmHost />
      <Notifications />
    </>,
    { link, route: '/forms/management/f1/edit' },
  );
  await screen.findByRole('list', { name: 'Questions' }, { timeout: 5_000 });
}

const sentNamed = (sent: Array<{ name: string; variables: Record<string, unknown> }>, name: string) => sent.filter((op) => op.name === name);

beforeAll(() => {
  // jsdom lays nothing out; option lists and the settings panel scroll into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no font loading; the growing text areas listen for fonts that finish loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

describe('the form builder', () => {
  it('adds a question of the chosen type and saves it at once, at the end of the form', async () => {
    const server = builderServer([question('q1', 'Company name'), question('q2', 'Website')]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Checkboxes' }));

    await waitFor(() => expect(sentNamed(server.sent, 'SaveQuestionInFormBuilder')).toHaveLength(1));
    const [save] = sentNamed(server.sent, 'SaveQuestionInFormBuilder');
    const added = JSON.parse(String(save.variables.question)) as Question;
    expect(added.questionType).toBe('select_checkbox');
    expect(added.label).toEqual([{ language: 'en', value: 'Checkboxes' }]);
    expect(added.options.map((o) => o.labels[0].value)).toEqual(['Option 1', 'Option 2']);
    expect(save.variables).toMatchObject({ formId: 'f1', position: 2 });

    // It is selected, its settings open, and the builder says the change is saved.
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getByText('3. Checkboxes')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Question settings' })).toBeTruthy();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('saves a settings change once the typing rests, and says so', async () => {
    const server = builderServer([question('q1', 'Company name')]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByText('1. Company name'));
    const label = await screen.findByRole('textbox', { name: 'Question' });
    fireEvent.change(label, { target: { value: 'Company' } });
    fireEvent.change(label, { target: { value: 'Company legal name' } });

    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(sentNamed(server.sent, 'SaveQuestionInFormBuilder')).toHaveLength(0);
    expect(await screen.findByText('All changes saved', {}, { timeout: 3_000 })).toBeTruthy();
    const saves = sentNamed(server.sent, 'SaveQuestionInFormBuilder');
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0].variables.question)).label).toEqual([{ language: 'en', value: 'Company legal name' }]);
    expect(saves[0].variables.position).toBeNull();
  });

  it('keeps a question the server would refuse, unsaved, with the reason on its field', async () => {
    const server = builderServer([question('q1', 'Company name')]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByText('1. Company name'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Question' }), { target: { value: '' } });

    expect(await screen.findByText('The question needs a label.', {}, { timeout: 3_000 })).toBeTruthy();
    expect(await screen.findByText('Some changes are not saved: fix the marked questions')).toBeTruthy();
    expect(sentNamed(server.sent, 'SaveQuestionInFormBuilder')).toHaveLength(0);
  });

  it('moves a question up from its menu, without dragging, and sends the new order', async () => {
    const server = builderServer([question('q1', 'Company name'), question('q2', 'Website'), question('q3', 'Stage')]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for 2. Website' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));

    await waitFor(() => expect(sentNamed(server.sent, 'ReorderQuestionsInFormBuilder')).toHaveLength(1));
    expect(sentNamed(server.sent, 'ReorderQuestionsInFormBuilder')[0].variables).toEqual({ formId: 'f1', questionIds: ['q2', 'q1', 'q3'] });
    const rows = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/^\d+\. /)[0].textContent)).toEqual(['1. Website', '2. Company name', '3. Stage']);
  });

  it('refuses a condition that would make two questions depend on each other, and says why', async () => {
    const shownWhenFirst = { dependency: { operator: 'AND' as const, statements: [{ action: 'show' as const, questionId: 'q1', operator: 'is_not_empty' as const }] } };
    const server = builderServer([question('q1', 'First'), question('q2', 'Second', shownWhenFirst), question('q3', 'Third')]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByText('1. First'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add condition' }));
    // The new condition reads a question it may read without a loop: the third, not the second.
    const when = await screen.findByRole('combobox', { name: 'When' });
    expect((when as HTMLInputElement).value).toBe('3. Third');

    fireEvent.click(when);
    fireEvent.click(await screen.findByRole('option', { name: '2. Second' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('These questions depend on each other in a loop: 1. First → 2. Second → 1. First.');
    expect((screen.getByRole('combobox', { name: 'When' }) as HTMLInputElement).value).toBe('3. Third');
    // What is saved reads the third question; the loop never reaches the server.
    await waitFor(() => expect(sentNamed(server.sent, 'SaveQuestionInFormBuilder')).toHaveLength(1), { timeout: 3_000 });
    const saved = JSON.parse(String(sentNamed(server.sent, 'SaveQuestionInFormBuilder')[0].variables.question)) as Question;
    expect(saved.dependency?.statements.map((s) => s.questionId)).toEqual(['q3']);
  });

  it('publishes the draft at the revision it shows, and says which version it made', async () => {
    const server = builderServer([question('q1', 'Company name')], {
      PublishInFormBuilder: () => ({
        data: {
          publishForm: formData([question('q1', 'Company name')], {
            hasUnpublishedChanges: false,
            publishingState: 'success',
            currentVersion: { __typename: 'FormVersion', _id: 'v1', number: 1, publishedAt: '2025-03-01T10:00:00.000Z' },
          }),
        },
      }),
    });
    await openBuilder(server.link);
    expect(screen.getByText('Not published yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published — version 1')).toBeTruthy();
    expect(sentNamed(server.sent, 'PublishInFormBuilder')[0].variables).toEqual({ formId: 'f1', revision: 3 });
    expect(screen.getByText('Published v1')).toBeTruthy();
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('shows why publishing failed when someone else changed the draft meanwhile', async () => {
    const conflict = 'The form was changed by someone else since you opened it. Reload it to see the changes, then publish.';
    const server = builderServer([question('q1', 'Company name')], {
      PublishInFormBuilder: () => ({ errors: [{ message: conflict, extensions: { code: 'FORM_VERSION_CONFLICT' } }] }),
    });
    await openBuilder(server.link);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('The form could not be published')).toBeTruthy();
    expect(within(failure).getByText(conflict)).toBeTruthy();
    expect(within(failure).getByRole('button', { name: 'Reload the form' })).toBeTruthy();
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('lists a question publishing cannot accept, leading to it, without sending anything', async () => {
    const server = builderServer([question('q1', 'Stage', { questionType: 'select_radio', options: [] })]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText(/Add at least one option\./)).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: '1. Stage' }));
    expect(await screen.findByRole('heading', { name: 'Question settings' })).toBeTruthy();
    expect(sentNamed(server.sent, 'PublishInFormBuilder')).toHaveLength(0);
  });

  it('previews the draft as a respondent sees it, in the language chosen for the preview', async () => {
    const bilingual = question('q1', 'Company name', {
      label: [
        { language: 'en', value: 'Company name' },
        { language: 'fr', value: 'Nom de la société' },
      ],
    });
    const server = builderServer([bilingual]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText(/Company name/)).toBeTruthy();

    fireEvent.click(within(preview).getByRole('combobox', { name: 'Language of the preview' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await within(preview).findByText(/Nom de la société/)).toBeTruthy();
  });

  it('shows a form its viewer may not change as read only', async () => {
    const server = builderServer([question('q1', 'Company name')], { FormInBuilder: () => ({ data: { form: formData([question('q1', 'Company name')], { canEdit: false }) } }) });
    await openBuilder(server.link);

    expect(screen.getByText('Read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move 1. Company name' })).toBeNull();
  });

  it('lets a quiz mark the right answers and write feedback per option', async () => {
    const options = (...labels: string[]) => labels.map((label, i) => ({ value: `o${i + 1}`, labels: [{ language: 'en' as const, value: label }] }));
    const single = question('q1', 'Capital of France', { questionType: 'select_radio', options: options('Lyon', 'Paris') });
    const several = question('q2', 'Prime numbers', { questionType: 'select_checkbox', options: options('2', '4', '5') });
    const server = builderServer([single, several], {}, 'quiz');
    await openBuilder(server.link);

    // One answer: ticking Paris after Lyon leaves Paris alone correct.
    fireEvent.click(screen.getByText('1. Capital of France'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lyon is a correct answer' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paris is a correct answer' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Feedback for Lyon (optional)' }), { target: { value: 'Lyon is the second city.' } });
    await waitFor(() => expect(sentNamed(server.sent, 'SaveQuestionInFormBuilder').length).toBeGreaterThan(0), { timeout: 3_000 });
    await waitFor(
      () => {
        const saved = server.questions().find((q) => q._id === 'q1')!;
        expect(saved.options).toEqual([
          { value: 'o1', labels: [{ language: 'en', value: 'Lyon' }], feedback: [{ language: 'en', value: 'Lyon is the second city.' }] },
          { value: 'o2', labels: [{ language: 'en', value: 'Paris' }], isCorrect: true },
        ]);
      },
      { timeout: 3_000 },
    );

    // Several answers: each ticked one stays correct.
    fireEvent.click(screen.getByText('2. Prime numbers'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '2 is a correct answer' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '5 is a correct answer' }));
    await waitFor(
      () =>
        expect(
          server
            .questions()
            .find((q) => q._id === 'q2')!
            .options.map((o) => !!o.isCorrect),
        ).toEqual([true, false, true]),
      { timeout: 3_000 },
    );
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('offers no answer key on a form that is not a quiz', async () => {
    const server = builderServer([question('q1', 'Stage', { questionType: 'select_radio', options: [{ value: 'o1', labels: [{ language: 'en', value: 'Idea' }] }] })]);
    await openBuilder(server.link);

    fireEvent.click(screen.getByText('1. Stage'));
    expect(await screen.findByRole('textbox', { name: 'Option 1' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Idea is a correct answer' })).toBeNull();
    expect(screen.queryByText(/Feedback for/)).toBeNull();
  });
});
