import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { ActivityList } from './ActivitiesTab';
import { DecisionButtons } from './DecisionButtons';
import type { ActivityItem, DecisionAction } from './graphql';

const APPLICATION_ID = '0190a1b2-0000-7000-8000-000000000001';
const FUNNEL_ID = '0190a1b2-0000-7000-8000-000000000002';

async function renderButtons(available: DecisionAction[], answers: Parameters<typeof answeringServer>[1] = {}) {
  const server = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], answers);
  const onDone = vi.fn();
  await renderWithApollo(
    <>
      <DecisionButtons applicationId={APPLICATION_ID} funnelId={FUNNEL_ID} available={available} lastRound onDone={onDone} />
      <ConfirmHost />
    </>,
    { link: server.link },
  );
  return { onDone };
}

const buttonNames = () =>
  screen.queryByRole('group', { name: 'Decisions' })
    ? within(screen.getByRole('group', { name: 'Decisions' }))
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];

describe('the decision buttons', () => {
  it('offer exactly what the server lists', async () => {
    await renderButtons(['accept', 'reject', 'delay_reject']);
    expect(buttonNames()).toEqual(['Accept', 'Reject', 'Delay rejection']);
  });

  it('offer sending and resetting a held rejection', async () => {
    await renderButtons(['send_rejection', 'reset']);
    expect(buttonNames()).toEqual(['Send rejection', 'Reset']);
  });

  it('show nothing to someone who may not decide', async () => {
    await renderButtons([]);
    expect(screen.queryByRole('group', { name: 'Decisions' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('accept after confirming, saying a startup follows on the last round', async () => {
    const { onDone } = await renderButtons(['accept'], {
      DecideApplicationRound: { data: { decideApplicationRound: { __typename: 'Application', _id: APPLICATION_ID, status: 'accepted' } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/becomes a startup/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('reject through the dialog, with the default mail when none is chosen', async () => {
    const { onDone } = await renderButtons(['reject'], {
      ApplicationRejectionMails: { data: { rejectionMails: [] } },
      DecideApplicationRound: { data: { decideApplicationRound: { __typename: 'Application', _id: APPLICATION_ID, status: 'rejected' } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application' });
    expect(within(dialog).getByPlaceholderText("The organisation's default mail")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  _id: Math.random().toString(36).slice(2),
  kind: 'comment',
  message: null,
  isPrivate: false,
  data: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  author: null,
  ...over,
});

describe('the activities list', () => {
  it('shows comments as rich text, marks private ones, and tells what happened', async () => {
    await renderWithApollo(
      <ActivityList
        items={[
          item({ message: '<p>Strong <strong>team</strong></p>', isPrivate: true, author: { _id: 'u1', fullName: 'Ada Staff', avatar: null } }),
          item({ kind: 'status', data: JSON.stringify({ from: 'under_review', to: 'ready_for_meeting' }) }),
          item({ kind: 'decision', data: JSON.stringify({ decision: 'reject', roundName: 'Screening', reasons: ['Too early'] }) }),
          item({ kind: 'mail', data: JSON.stringify({ subject: 'About your application' }) }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]).getByText('team').tagName).toBe('STRONG');
    expect(within(items[0]).getByText('Private')).toBeTruthy();
    expect(within(items[0]).getByText('Ada Staff')).toBeTruthy();
    expect(within(items[1]).getByText('Status changed from Under review to Ready for meeting')).toBeTruthy();
    expect(within(items[2]).getByText('Rejected in the round Screening Reasons: Too early')).toBeTruthy();
    expect(within(items[3]).getByText('Mail sent: About your application')).toBeTruthy();
    expect(within(items[1]).getByText('System')).toBeTruthy();
  });

  it('says when nothing happened yet', async () => {
    await renderWithApollo(<ActivityList items={[]} />);
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });
});
