import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme';
import { operationServer } from '../../../test/operationServer';
import { createTestI18n } from '../../../test/render';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { articleValues, changedInput } from './articleForm';
import { EditorPage } from './EditorPage';

const ID = '11111111-1111-4111-8111-111111111111';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no font loading; the summary's growing text area listens for fonts that finish loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

const article = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Article',
  _id: ID,
  title: 'Term sheets explained',
  summary: '',
  content: '<p>Valuation first.</p>',
  cover: null,
  status: 'DRAFT',
  publishedAt: null,
  updatedAt: '2027-03-01T10:00:00.000Z',
  ...overrides,
});

function server(answers: Parameters<typeof operationServer>[0] = {}) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions: ['ARTICLES:EDIT'] }) },
    ArticleForEdit: { data: { article: article() } },
    UpdateArticle: (variables) => ({ data: { updateArticle: article(variables.data as Record<string, unknown>) } }),
    PublishArticle: { data: { publishArticle: article({ status: 'PUBLISHED', publishedAt: '2027-03-02T10:00:00.000Z' }) } },
    ...answers,
  });
}

async function openEditor(link: ReturnType<typeof server>['link']) {
  const i18n = await createTestI18n();
  const router = createMemoryRouter(
    [
      { path: '/articles/management/article/:id', element: <EditorPage /> },
      { path: '/articles/management', element: <p>the list</p> },
    ],
    { initialEntries: [`/articles/management/article/${ID}`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider link={link}>
          {/* MockedProvider takes one child. */}
          <div>
            <RouterProvider router={router} />
            <ConfirmHost />
            <Notifications />
          </div>
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

const titleField = () => screen.findByRole('textbox', { name: /^Title/ });

describe('the article editor’s save flow', () => {
  it('sends only the fields changed, then counts them saved; publishing waits for the save', async () => {
    const { link, asked } = server();
    await openEditor(link);
    const title = await titleField();
    expect(title).toHaveProperty('value', 'Term sheets explained');
    expect(screen.getByTestId('save-state').textContent).toBe('All changes saved');
    fireEvent.change(title, { target: { value: 'Term sheets, explained' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Summary/ }), { target: { value: '  What matters beyond valuation.  ' } });
    expect(screen.getByTestId('save-state').textContent).toBe('Changes not saved');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('UpdateArticle')).toHaveLength(1));
    expect(asked('UpdateArticle')[0]).toEqual({ id: ID, data: { title: 'Term sheets, explained', summary: 'What matters beyond valuation.' } });
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
    expect(await screen.findByText('Article saved.')).toBeTruthy();

    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveProperty('disabled', false);
    fireEvent.click(publish);
    await waitFor(() => expect(asked('PublishArticle')).toEqual([{ id: ID }]));
    expect(await screen.findByText('Published')).toBeTruthy();
  });

  it('saves with Ctrl+S, and sends nothing when nothing changed', async () => {
    const { link, asked } = server();
    await openEditor(link);
    const title = await titleField();
    fireEvent.keyDown(title, { key: 's', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(asked('UpdateArticle')).toEqual([]);
    fireEvent.change(title, { target: { value: 'Cap tables' } });
    fireEvent.keyDown(title, { key: 's', ctrlKey: true });
    await waitFor(() => expect(asked('UpdateArticle')).toEqual([{ id: ID, data: { title: 'Cap tables' } }]));
  });

  it('checks the title as the server does, and shows the server’s refusal on its field', async () => {
    const refused = {
      errors: [{ message: 'Invalid', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'summary', message: 'Summary is too long' }] } }],
    };
    const { link, asked } = server({ UpdateArticle: refused });
    await openEditor(link);
    const title = await titleField();
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the article a title.')).toBeTruthy();
    expect(asked('UpdateArticle')).toEqual([]);

    fireEvent.change(title, { target: { value: 'Fine' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Summary/ }), { target: { value: 'Long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Summary is too long')).toBeTruthy();
    expect(screen.getByTestId('save-state').textContent).toBe('Changes not saved');
  });

  it('asks before leaving with changes not saved', async () => {
    const { link } = server();
    const router = await openEditor(link);
    fireEvent.change(await titleField(), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Articles' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/articles/management/article/${ID}`);
  });
});

describe('what a save sends', () => {
  it('is only what changed, trimmed, an emptied cover as null', () => {
    const saved = articleValues({ title: 'A', summary: 'S', content: '<p>x</p>', cover: '/api/files/f/k/c.png' });
    expect(changedInput(saved, saved)).toEqual({});
    expect(changedInput(saved, { ...saved, title: ' B ', cover: '' })).toEqual({ title: 'B', cover: null });
    expect(changedInput(saved, { ...saved, content: '<p>y</p>' })).toEqual({ content: '<p>y</p>' });
  });
});
