import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { NOTIFICATION_PREFERENCES, UPDATE_NOTIFICATION_PREFERENCES } from '../graphql';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

const preference = (group: string, inApp: boolean, email: boolean) => ({ __typename: 'NotificationPreference', group, inApp, email });
const SAVED = [
  preference('meetings', true, true),
  preference('comments', true, false),
  preference('metrics', true, false),
  preference('applications', true, true),
  preference('community', true, false),
  preference('tasks', true, true),
  preference('account', true, true),
];

async function renderSection(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  await renderWithApollo(
    <>
      <Notifications />
      <NotificationPreferencesSection />
    </>,
    { mocks },
  );
}

const emailFor = (group: string) => screen.findByRole('switch', { name: `${group}: By email` });

describe('NotificationPreferencesSection', () => {
  it('shows each group with its two switches as the server has them', async () => {
    await renderSection([{ request: { query: NOTIFICATION_PREFERENCES }, result: { data: { notificationPreferences: SAVED } } }]);
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect((await emailFor('Tasks')) as HTMLInputElement).toHaveProperty('checked', true);
    expect((await emailFor('Community')) as HTMLInputElement).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'Account: In the app' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('switch')).toHaveLength(14);
    // Nothing changed yet, nothing to save.
    expect(screen.getByRole('button', { name: 'Save notification preferences' })).toHaveProperty('disabled', true);
  });

  it('shows only the groups the server lists', async () => {
    const offered = SAVED.filter((p) => p.group === 'tasks' || p.group === 'account');
    await renderSection([{ request: { query: NOTIFICATION_PREFERENCES }, result: { data: { notificationPreferences: offered } } }]);
    expect(await emailFor('Tasks')).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.queryByRole('switch', { name: 'Community: By email' })).toBeNull();
  });

  it('saves every group with the change and says so', async () => {
    const expected = SAVED.map(({ group, inApp, email }) => ({ group, inApp, email: group === 'tasks' ? false : email }));
    await renderSection([
      { request: { query: NOTIFICATION_PREFERENCES }, result: { data: { notificationPreferences: SAVED } } },
      {
        request: { query: UPDATE_NOTIFICATION_PREFERENCES, variables: { preferences: expected } },
        result: { data: { updateNotificationPreferences: expected.map((p) => ({ __typename: 'NotificationPreference', ...p })) } },
      },
    ]);
    fireEvent.click(await emailFor('Tasks'));
    const save = screen.getByRole('button', { name: 'Save notification preferences' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);

    expect(await screen.findByText('Your notification preferences are saved.')).toBeTruthy();
    expect((await emailFor('Tasks')) as HTMLInputElement).toHaveProperty('checked', false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save notification preferences' })).toHaveProperty('disabled', true));
  });

  it('offers to try again when the preferences cannot be loaded', async () => {
    await renderSection([
      { request: { query: NOTIFICATION_PREFERENCES }, error: new Error('offline') },
      { request: { query: NOTIFICATION_PREFERENCES }, result: { data: { notificationPreferences: SAVED } } },
    ]);
    expect(await screen.findByText('Your notification preferences could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await emailFor('Tasks')).toBeTruthy();
  });
});
