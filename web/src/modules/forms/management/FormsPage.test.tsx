import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { FormsPage, NewFormPage } from './FormsPage';

Element.prototype.scrollIntoView ??= () => undefined;
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const row = (id: string, title: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'Form',
  _id: id,
  kind: 'intake',
  title: [{ __typename: 'LanguageValue', language: 'en', value: title }],
  archived: false,
  shareId: null,
  hasUnpublishedChanges: false,
  currentVersion: { __typename: 'FormVersion', _id: `${id}-v`, number: 2 },
  submissionCount: 0,
  canEdit: true,
  updatedAt: '2027-03-01T10:00:00.000Z',
  createdBy: { __typename: 'StartupPerson', _id: 'u1', fullName: 'Sam Staff' },
  ...patch,
});
const INTAKE = row('f1', 'Spring intake', { shareId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', submissionCount: 24 });
const DRAFT = row('f2', 'Jury review', { kind: 'evaluation', currentVersion: null, hasUnpublishedChanges: true });
const page = (results: unknown[]) => ({ data: { forms: { __typename: 'FormPage', results, totalCount: results.length, next: null } } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function server(extra: Parameters<typeof operationServer>[0] = {}) {
  return operationServer({ ShellUser: { data: shellUserData({ roleType: 'staff', permissions: ['FORM:CREATE', 'FORM:EDIT'] }) }, Forms: page([INTAKE, DRAFT]), ...extra });
}

async function open(link: ReturnType<typeof server>['link'], route = '/forms/management') {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/forms/management" element={<FormsPage />} />
        <Route path="/forms/management/new" element={<NewFormPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
      <Notifications />
      <Address />
    </>,
    { link, route },
  );
}

const rowOf = (title: string) => screen.getAllByTestId('form-row').find((r) => within(r).queryByText(title))!;

describe('forms management', () => {
  it('lists forms with their kind, status, answers and link, filtered by kind', async () => {
    const { link, asked } = server();
    await open(link);
    await screen.findByText('Spring intake');
    expect(asked('Forms')[0]).toMatchObject({ filter: { archived: false }, limit: 25 });
    expect(within(rowOf('Spring intake')).getByText('Published · v2')).toBeTruthy();
    expect(within(rowOf('Spring intake')).getByRole('img', { name: 'Shared by public link' })).toBeTruthy();
    expect(within(rowOf('Jury review')).getByText('Draft')).toBeTruthy();
    expect(within(rowOf('Jury review')).getByText('Evaluation')).toBeTruthy();
    // A form with answers is archived, never deleted; a draft without answers may go.
    fireEvent.click(within(rowOf('Spring intake')).getByRole('button', { name: 'Actions for Spring intake' }));
    expect(await screen.findByRole('menuitem', { name: 'Download answers' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('creates a form from /forms/management/new and opens the builder on it', async () => {
    const { link, asked } = server({ CreateForm: { data: { createForm: row('f3', 'Alumni survey', { kind: 'feedback', currentVersion: null }) } } });
    await open(link, '/forms/management/new');
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The form needs a title.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Alumni survey' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/forms/management/f3/edit'));
    expect(asked('CreateForm')[0]).toEqual({ data: { kind: 'intake', title: [{ language: 'en', value: 'Alumni survey' }], description: [] } });
  });

  it('deletes a form nobody answered, after confirming', async () => {
    const { link, asked } = server({ DeleteForm: { data: { deleteForm: true } } });
    await open(link);
    await screen.findByText('Jury review');
    fireEvent.click(within(rowOf('Jury review')).getByRole('button', { name: 'Actions for Jury review' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Jury review')).toBeNull());
    expect(asked('DeleteForm')).toEqual([{ formId: 'f2' }]);
  });
});
