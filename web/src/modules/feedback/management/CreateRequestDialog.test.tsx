import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import type { ApolloLink } from '@apollo/client/link';
import type { FormattedExecutionResult } from 'graphql';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { CreateRequestDialog } from './CreateRequestDialog';

// The date-and-time picker is Mantine's: a plain field stands in for it, holding the text a picker gives.
vi.mock('../../../ui/form/LazyDateTimeField', () => ({
  LazyDateTimeField: ({ label, value, onChange, error }: { label: string; value: string | null; onChange: (value: string | null) => void; error?: string }) => (
    <div>
      <input aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)} />
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const FORM_ID = '01900000-0000-7000-8000-000000000002';
const STARTUP_ID = '01900000-0000-7000-8000-000000000003';

function server(plan: boolean, planned: FormattedExecutionResult = plannedAnswer()) {
  return operationServer({
    EmailsViewerCan: {
      data: { emailsViewerCan: { __typename: 'EmailsViewerCan', compose: plan, plan, editPlanned: plan, cancelPlanned: plan, placeholders: [] } },
    },
    SendableFeedbackForms: {
      data: { sendableFeedbackForms: [{ __typename: 'Form', _id: FORM_ID, title: [{ __typename: 'LanguageValue', language: 'en', value: 'Mentor session feedback' }] }] },
    },
    StartupChoices: { data: { startups: { __typename: 'StartupPage', results: [] } } },
    CreatePlannedAction: planned,
  });
}

function plannedAnswer(): FormattedExecutionResult {
  return {
    data: {
      createPlannedAction: {
        __typename: 'PlannedAction',
        _id: 'p1',
        kind: 'FEEDBACK_REQUEST',
        status: 'PLANNED',
        runAt: '2031-03-03T09:00:00.000Z',
        title: 'Demo day feedback',
        payload: '{}',
        error: null,
        doneAt: null,
        email: null,
        createdBy: { __typename: 'User', _id: 'u0', fullName: 'Sam Staff' },
        viewerCan: { __typename: 'PlannedActionViewerCan', edit: true, cancel: true },
      },
    },
  };
}

async function open(link: ApolloLink) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  await renderWithApollo(
    <>
      <Notifications />
      <CreateRequestDialog opened onClose={onClose} onCreated={onCreated} startup={{ id: STARTUP_ID, name: 'Acme' }} />
    </>,
    { link },
  );
  fireEvent.click(await screen.findByRole('combobox', { name: /^Feedback form/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Mentor session feedback' }));
  fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Demo day feedback' } });
  return { onClose, onCreated };
}

describe('sending a feedback request later', () => {
  it('plans the request for the time chosen, on the organisation’s clock, and says when it goes', async () => {
    const { link, asked } = server(true);
    const { onClose, onCreated } = await open(link);
    fireEvent.click(await screen.findByRole('switch', { name: 'Send later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('Choose a date and a time.')).toBeTruthy();
    expect(asked('CreatePlannedAction')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Send on' }), { target: { value: '2031-03-03 09:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [planned] = asked('CreatePlannedAction');
    expect(planned).toMatchObject({ kind: 'FEEDBACK_REQUEST', runAt: '2031-03-03T09:00:00.000Z' });
    expect(JSON.parse(planned.payload as string)).toEqual({
      formId: FORM_ID,
      recipientIds: [],
      startupIds: [STARTUP_ID],
      subjectKind: 'startup',
      subjectId: STARTUP_ID,
      title: 'Demo day feedback',
      message: null,
      dueDate: null,
    });
    expect(await screen.findByText(/^“Demo day feedback” will be sent on /)).toBeTruthy();
    expect(asked('CreateFeedbackRequest')).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses a time already past before asking the server', async () => {
    const { link, asked } = server(true);
    await open(link);
    fireEvent.click(await screen.findByRole('switch', { name: 'Send later' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Send on' }), { target: { value: '2020-01-01 09:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    expect(asked('CreatePlannedAction')).toEqual([]);
  });

  it('shows the server’s refusal of a planned field on that field', async () => {
    const refusal = {
      errors: [
        {
          message: 'The due date must come after the request is sent.',
          extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'payload.title', message: 'This title is taken.' }] },
        },
      ],
    };
    const { link } = server(true, refusal as FormattedExecutionResult);
    const { onClose } = await open(link);
    fireEvent.click(await screen.findByRole('switch', { name: 'Send later' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Send on' }), { target: { value: '2031-03-03 09:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('This title is taken.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a form left unchosen as required, not as invalid', async () => {
    const { link, asked } = server(false);
    await renderWithApollo(<CreateRequestDialog opened onClose={vi.fn()} onCreated={vi.fn()} />, { link });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Demo day feedback' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Feedback form is a required field')).toBeTruthy();
    expect(screen.queryByText('Invalid field')).toBeNull();
    expect(asked('CreateFeedbackRequest')).toEqual([]);
  });

  it('offers no later sending to someone who may not plan', async () => {
    const { link, asked } = server(false);
    await open(link);
    await waitFor(() => expect(asked('EmailsViewerCan')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByRole('switch', { name: 'Send later' })).toBeNull();
  });
});
