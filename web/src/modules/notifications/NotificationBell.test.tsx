import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { OperationTypeNode } from 'graphql';
import { useLocation } from 'react-router';
import { renderWithApollo } from '../../test/renderWithApollo';
import { PAGINATED_NOTIFICATIONS, SET_NOTIFICATION_READ, UNSEEN_NOTIFICATIONS, UPDATE_LAST_SEEN_NOTIFICATIONS } from './graphql';
import { NotificationBell } from './NotificationBell';
import { notificationPage, recipient, unseen } from './testData';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const LAST_SEEN = Date.parse('2026-03-10T11:00:00Z') / 1000;
const FIRST_PAGE = { pageSize: 16 };
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The bell over mocked answers, with a live link the test pushes notifications through. */
async function renderBell(mocks: Mock[]) {
  const live = new MockSubscriptionLink();
  const link = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, live, new MockLink(mocks, { defaultOptions: { delay: 0 } }));
  await renderWithApollo(
    <>
      <NotificationBell />
      <Location />
    </>,
    { link },
  );
  return live;
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });
const dialog = () => screen.findByRole('dialog', { name: 'Notifications' });
const section = async (name: string) => within(await dialog()).findByRole('region', { name });

let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }>;

beforeEach(() => {
  // Only Date is fixed; timers stay real, for Apollo and Mantine's transitions.
  vi.setSystemTime(NOW);
  observers = [];
  // jsdom does not lay out: the test says when the end of the list comes into view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe(target: Element) {
        observers[observers.length - 1].target = target;
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NotificationBell counter', () => {
  it('starts from the server count', async () => {
    await renderBell([{ request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(7, LAST_SEEN) } }]);
    expect(await bell('Notifications, unseen: 7')).toBeTruthy();
  });

  it("shows '99+' above 99", async () => {
    await renderBell([{ request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(100, LAST_SEEN) } }]);
    const button = await bell('Notifications, unseen: 99+');
    expect(button.textContent).toBe('99+');
  });

  it('shows no badge at zero', async () => {
    await renderBell([{ request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(0, LAST_SEEN) } }]);
    const button = await bell('Notifications');
    expect(button.textContent).toBe('');
  });
});

describe('NotificationBell popper', () => {
  it("clears the count on opening, splits 'New' from 'Earlier', and records the opening time on closing", async () => {
    const recorded: unknown[] = [];
    await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(1, LAST_SEEN) } },
      {
        request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE },
        result: { data: notificationPage([recipient('fresh', minutesAgo(5)), recipient('seen', minutesAgo(120), { isRead: true })]) },
      },
      {
        request: {
          query: UPDATE_LAST_SEEN_NOTIFICATIONS,
          variables: (variables) => {
            recorded.push(variables);
            return true;
          },
        },
        result: { data: { updateLastSeenNotifications: { __typename: 'UnseenNotifications', count: 0, lastSeenTimestamp: NOW / 1000 } } },
      },
    ]);
    fireEvent.click(await bell('Notifications, unseen: 1'));

    expect(within(await section('New')).getByRole('link', { name: /Message fresh/ })).toBeTruthy();
    expect(within(await section('Earlier')).getByRole('link', { name: /Message seen/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
    // Relative times in the interface language.
    expect(within(await section('New')).getByText('5 minutes ago')).toBeTruthy();

    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(recorded).toEqual([{ timestamp: NOW / 1000 }]));

    // Opened again, what came before the last opening is no longer new.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await section('Earlier');
    expect(within(await dialog()).queryByRole('region', { name: 'New' })).toBeNull();
  });

  it("splits by the server's last-seen time even when opened before the server answered", async () => {
    await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(0, LAST_SEEN) }, delay: 400 },
      { request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE }, result: { data: notificationPage([recipient('seen', minutesAgo(120), { isRead: true })]) } },
    ]);
    // No count yet: the bell is there, without a badge, and can be opened at once.
    fireEvent.click(await bell('Notifications'));
    expect(within(await section('Earlier')).getByRole('link', { name: /Message seen/ })).toBeTruthy();
    expect(within(await dialog()).queryByRole('region', { name: 'New' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(0, null) } },
      { request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE }, result: { data: notificationPage([], { totalPages: 0 }) } },
    ]);
    fireEvent.click(await bell('Notifications'));
    expect(await within(await dialog()).findByText('No notifications yet')).toBeTruthy();
  });

  it('marks an unread item read when it is opened, closes, and follows its in-app link', async () => {
    const marked: unknown[] = [];
    await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(1, LAST_SEEN) } },
      { request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE }, result: { data: notificationPage([recipient('task', minutesAgo(1))], { unreadCount: 1 }) } },
      {
        request: {
          query: SET_NOTIFICATION_READ,
          variables: (variables) => {
            marked.push(variables);
            return true;
          },
        },
        result: { data: { setNotificationRead: [{ __typename: 'NotificationRecipient', _id: 'task', isRead: true }] } },
      },
      {
        request: { query: UPDATE_LAST_SEEN_NOTIFICATIONS, variables: () => true },
        result: { data: { updateLastSeenNotifications: { __typename: 'UnseenNotifications', count: 0, lastSeenTimestamp: NOW / 1000 } } },
      },
    ]);
    fireEvent.click(await bell('Notifications, unseen: 1'));
    const item = within(await section('New')).getByRole('link', { name: /Message task/ });
    expect(item.textContent).toContain('Unread');
    expect(item.getAttribute('href')).toBe('/tasks');

    fireEvent.click(item);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/tasks');
    await waitFor(() => expect(marked).toEqual([{ ids: ['task'] }]));

    // The cache says it is read: opened again, it is no longer marked unread.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const again = within(await dialog()).getByRole('link', { name: /Message task/ });
    expect(again.textContent).not.toContain('Unread');
  });

  it('opens outside addresses in a new tab, and a middle-click marks the item read too', async () => {
    const marked: unknown[] = [];
    await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(1, LAST_SEEN) } },
      {
        request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE },
        result: { data: notificationPage([recipient('report', minutesAgo(1), { type: 'updatedMetrics', url: 'https://metrics.example.org/q1' })]) },
      },
      {
        request: {
          query: SET_NOTIFICATION_READ,
          variables: (variables) => {
            marked.push(variables);
            return true;
          },
        },
        result: { data: { setNotificationRead: [{ __typename: 'NotificationRecipient', _id: 'report', isRead: true }] } },
      },
      {
        request: { query: UPDATE_LAST_SEEN_NOTIFICATIONS, variables: () => true },
        result: { data: { updateLastSeenNotifications: { __typename: 'UnseenNotifications', count: 0, lastSeenTimestamp: NOW / 1000 } } },
      },
    ]);
    fireEvent.click(await bell('Notifications, unseen: 1'));
    const item = within(await section('New')).getByRole('link', { name: /Message report/ });
    expect(item.getAttribute('href')).toBe('https://metrics.example.org/q1');
    expect(item.getAttribute('target')).toBe('_blank');
    expect(item.getAttribute('rel')).toContain('noopener');
    expect(item.textContent).toContain('Metrics updated');

    fireEvent(item, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(marked).toEqual([{ ids: ['report'] }]));
  });

  it('asks for the next page when the end of the list comes into view', async () => {
    const first = Array.from({ length: 16 }, (_, i) => recipient(`p1-${i}`, minutesAgo(10 + i), { isRead: true }));
    await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(0, LAST_SEEN) } },
      { request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE }, result: { data: notificationPage(first, { totalPages: 2, next: 'after-p1-15' }) } },
      {
        // The next page is asked from where the first stops, by its cursor, not by number.
        request: { query: PAGINATED_NOTIFICATIONS, variables: { cursor: 'after-p1-15', pageSize: 16 } },
        // The first item repeats the end of page 1; it is shown once.
        result: { data: notificationPage([first[15], recipient('p2-0', minutesAgo(200), { isRead: true })], { currentPage: 0, totalPages: 2 }) },
      },
    ]);
    fireEvent.click(await bell('Notifications'));
    await within(await dialog()).findByRole('link', { name: /Message p1-15/ });
    const sentinel = observers.at(-1)!;
    expect(sentinel.options?.threshold).toBe(0.2);

    act(() => sentinel.callback([{ isIntersecting: true, target: sentinel.target! } as IntersectionObserverEntry], {} as IntersectionObserver));
    await within(await dialog()).findByRole('link', { name: /Message p2-0/ });
    expect(within(await dialog()).getAllByRole('link')).toHaveLength(17);
  });
});

describe('NotificationBell live', () => {
  it('adds one per new notification, highlights until the server agrees, and refreshes the list', async () => {
    const lastSeen = { __typename: 'UnseenNotifications', count: 0, lastSeenTimestamp: NOW / 1000 };
    const live = await renderBell([
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(2, LAST_SEEN) } },
      { request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE }, result: { data: notificationPage([recipient('old', minutesAgo(30))]) } },
      { request: { query: UPDATE_LAST_SEEN_NOTIFICATIONS, variables: () => true }, result: { data: { updateLastSeenNotifications: lastSeen } } },
      {
        request: { query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE },
        result: { data: notificationPage([recipient('arrived', new Date(NOW + 60_000).toISOString()), recipient('old', minutesAgo(30))]) },
      },
      // Asked again 1 s after the arrival.
      { request: { query: UNSEEN_NOTIFICATIONS }, result: { data: unseen(1, NOW / 1000) } },
    ]);
    // The list is loaded once the bell has been opened; it is then kept up to date.
    fireEvent.click(await bell('Notifications, unseen: 2'));
    await within(await dialog()).findByRole('link', { name: /Message old/ });
    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Notifications' });

    await waitFor(() => expect(live.operation).toBeDefined());
    act(() => live.simulateResult({ result: { data: { notificationCreated: recipient('arrived', new Date(NOW + 60_000).toISOString()) } } }));
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications, unseen: 1'));
    // The page counted it before the server did: the bell draws attention until they agree.
    expect(button.querySelector('[data-highlight]')).not.toBeNull();
    await waitFor(() => expect(button.querySelector('[data-highlight]')).toBeNull(), { timeout: 3000 });
    expect(button.getAttribute('aria-label')).toBe('Notifications, unseen: 1');

    fireEvent.click(button);
    expect(within(await section('New')).getByRole('link', { name: /Message arrived/ })).toBeTruthy();
    expect(within(await section('Earlier')).getByRole('link', { name: /Message old/ })).toBeTruthy();
  });
});
