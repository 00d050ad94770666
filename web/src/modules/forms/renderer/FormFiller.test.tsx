import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Question, type QuestionType, behaviourOf } from '@seedbed/contracts/forms';
import { renderWithProviders } from '../../../test/render';
import { FormFiller } from './FormFiller';

beforeAll(() => {
  // jsdom lays nothing out; the renderer scrolls a question with an error into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no font loading; a growing text area listens for fonts that finish loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

const en = (value: string) => [{ language: 'en' as const, value }];
const option = (value: string, label: string, extra: object = {}) => ({ value, labels: en(label), ...extra });
const question = (id: string, questionType: QuestionType, label: string, extra: Partial<Question> = {}): Question => ({
  _id: id,
  questionType,
  behavesAs: behaviourOf(questionType),
  label: en(label),
  description: [],
  validations: {},
  options: [],
  ...extra,
});

const yesNo = (required = false) => question('attend', 'select_radio', 'Will you attend', { options: [option('yes', 'Yes'), option('no', 'No')], validations: { required } });
const shownOnYes = (extra: Partial<Question> = {}) =>
  question('diet', 'text', 'Dietary needs', {
    dependency: { operator: 'AND', statements: [{ action: 'show', questionId: 'attend', operator: 'equals', values: ['yes'] }] },
    ...extra,
  });

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('FormFiller', () => {
  it('shows and hides questions live as the logic says', async () => {
    await renderWithProviders(<FormFiller mode="fill" questions={[yesNo(), shownOnYes()]} onSubmit={vi.fn()} />);
    expect(screen.queryByLabelText(/^Dietary needs/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByLabelText(/^Dietary needs/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Dietary needs/)).toBeNull());
  });

  it("marks optional questions '(Optional)' and shows a required error only once touched or after a submit", async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(
      <FormFiller mode="fill" questions={[question('name', 'text', 'Name', { validations: { required: true } }), question('city', 'text', 'City')]} onSubmit={onSubmit} />,
    );
    expect(document.querySelector('label[for="answer-city"]')?.textContent).toContain('(Optional)');
    expect(document.querySelector('label[for="answer-name"]')?.textContent).not.toContain('(Optional)');
    expect(screen.queryByText('Name is a required field')).toBeNull();

    const name = screen.getByLabelText(/^Name/);
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toContain('answer-name-error');
  });

  it('shows every error at once on submit, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<FormFiller mode="fill" questions={[question('name', 'text', 'Name', { validations: { required: true } })]} onSubmit={onSubmit} />);

    fireEvent.click(submitButton());
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name/)));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves between pages with Next and Back, skipping a hidden section, and stops on a page with errors', async () => {
    const questions = [
      question('name', 'text', 'Name', { validations: { required: true } }),
      question('more', 'section', 'More about you', {
        dependency: { operator: 'AND', statements: [{ action: 'hide', questionId: 'name', operator: 'equals', values: ['Skip'] }] },
      }),
      question('hobby', 'text', 'Hobby'),
      question('end', 'section', 'Last words'),
      question('notes', 'text_long', 'Notes'),
    ];
    await renderWithProviders(<FormFiller mode="fill" questions={questions} onSubmit={vi.fn()} />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByLabelText(/^Hobby/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();

    // Hiding the middle section leaves two pages: Next goes straight to the last.
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Skip' } });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^Notes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('does not let a hidden required question block the submission, nor send its answer', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithProviders(<FormFiller mode="fill" questions={[yesNo(true), shownOnYes({ validations: { required: true } })]} onSubmit={onSubmit} />);

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(await screen.findByLabelText(/^Dietary needs/), { target: { value: 'None' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(submitButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ attend: 'no' }));
  });

  it('asks for the text of a write-in option and sends it beside the choice', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const source = question('source', 'select_radio', 'How did you hear of us', {
      options: [option('friend', 'A friend'), option('other', 'Other', { isWriteIn: true })],
      validations: { required: true },
    });
    await renderWithProviders(<FormFiller mode="fill" questions={[source]} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/^Your answer for/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    const writeIn = await screen.findByLabelText(/^Your answer for “Other”/);
    fireEvent.click(submitButton());
    expect(await screen.findByText('How did you hear of us is a required field')).toBeTruthy();

    fireEvent.change(writeIn, { target: { value: 'A podcast' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ source: 'other', source__other: 'A podcast' }));
  });

  it('adds and removes table rows where the person may add them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const team = question('team', 'table', 'Team', {
      userAddRow: true,
      columns: [
        { id: 'name', labels: en('Member'), type: 'text' },
        { id: 'age', labels: en('Age'), type: 'number' },
      ],
    });
    await renderWithProviders(<FormFiller mode="fill" questions={[team]} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Member, row 1')).toBeTruthy();
    expect(screen.queryByLabelText('Member, row 2')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.change(await screen.findByLabelText('Member, row 2'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Member, row 1'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove row 3' }));
    await waitFor(() => expect(screen.queryByLabelText('Member, row 3')).toBeNull());

    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        team: [
          { name: 'Ada', age: null },
          { name: 'Grace', age: null },
        ],
      }),
    );
  });

  it('reads right to left in Arabic, with the Arabic labels', async () => {
    const name = question('name', 'text', 'Name', { label: [...en('Name'), { language: 'ar', value: 'الاسم' }] });
    const phone = question('phone', 'phone', 'Phone', { label: [...en('Phone'), { language: 'ar', value: 'الهاتف' }] });
    const { container } = await renderWithProviders(<FormFiller mode="fill" language="ar" questions={[name, phone]} onSubmit={vi.fn()} />);

    const root = container.querySelector('[lang="ar"]');
    expect(root?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByLabelText(/^الاسم/).getAttribute('dir')).toBe('auto');
    // Phone numbers read left to right even in a right-to-left form.
    expect(
      screen
        .getByLabelText(/^الهاتف/)
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('ltr');
  });

  it('saves a draft a moment after the person stops typing, and says so', async () => {
    const onDraft = vi.fn();
    await renderWithProviders(<FormFiller mode="fill" questions={[question('name', 'text', 'Name')]} onSubmit={vi.fn()} onDraft={onDraft} />);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ad' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    expect(onDraft).not.toHaveBeenCalled();

    await waitFor(() => expect(onDraft).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(onDraft).toHaveBeenCalledWith({ name: 'Ada' });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it("shows the server's message under its question until the answer changes", async () => {
    await renderWithProviders(<FormFiller mode="fill" questions={[question('site', 'text', 'Website')]} onSubmit={vi.fn()} serverErrors={{ site: 'Website is taken' }} />);
    expect(await screen.findByText('Website is taken')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'other.example' } });
    await waitFor(() => expect(screen.queryByText('Website is taken')).toBeNull());
  });

  it('never sends in a preview, and says the answers would be accepted', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<FormFiller mode="preview" questions={[yesNo(true)]} onSubmit={onSubmit} />);
    expect(screen.getByText(/Nothing entered here is saved or sent/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(submitButton());
    expect(await screen.findByText(/These answers would be accepted/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('prints every page at once with every option visible and lines to write on', async () => {
    const questions = [
      question('level', 'select_dropdown', 'Level', { options: [option('a', 'Beginner'), option('b', 'Expert')] }),
      question('part', 'section', 'Second part'),
      question('notes', 'text', 'Notes'),
    ];
    const { container } = await renderWithProviders(<FormFiller mode="print" questions={questions} initialAnswers={{ level: 'b' }} />);

    const level = container.querySelector('[data-question-id="level"]') as HTMLElement;
    expect(within(level).getByText('Beginner')).toBeTruthy();
    expect(within(level).getByText('Expert').textContent).toContain('(chosen)');
    expect(screen.getByText('Second part')).toBeTruthy();
    expect(screen.getByText(/^Notes/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('prints a blank form with every question, also those its logic would hide', async () => {
    await renderWithProviders(<FormFiller mode="print" questions={[yesNo(), shownOnYes()]} />);
    expect(screen.getByText(/^Dietary needs/)).toBeTruthy();
  });
});
