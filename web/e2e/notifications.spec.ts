import type { APIRequestContext, Page } from '@playwright/test';
import { createTenant, expect, snap, test, type E2ETenant, type E2EUser } from './fixtures';
import { bell, expectNoSidewaysScroll, fill, opened, signIn } from './shell-helpers';
import enNotifications from '../src/i18n/en/notifications.json' with { type: 'json' };
import arNotifications from '../src/i18n/ar/notifications.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

// Node does not resolve <slug>.localhost as browsers do: the API is reached by address, naming the tenant.
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;

/** Another person's session, used from the test as a second browser would. */
async function apiToken(request: APIRequestContext, tenant: E2ETenant, user: E2EUser): Promise<string> {
  const response = await request.post(api('/auth/local'), {
    headers: { 'x-incubator': tenant.slug },
    data: { email: user.email, password: user.password, incubator: tenant.slug },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function graphql<T>(request: APIRequestContext, tenant: E2ETenant, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(api('/graphql'), {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true', 'x-incubator': tenant.slug },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** `by` gives `to` a task due in three days, through the API. */
async function assignTask(request: APIRequestContext, tenant: E2ETenant, by: E2EUser, to: E2EUser, name: string) {
  const token = await apiToken(request, tenant, by);
  const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await graphql(
    request,
    tenant,
    token,
    'mutation ($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!) { createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id } }',
    {
      name,
      dueDate,
      assignees: [{ type: 'user', value: to.id }],
    },
  );
}

/** What the server holds for the page's own user, read with the page's token. */
async function myNotifications(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${localStorage.getItem('seedbed:token')}` },
      body: JSON.stringify({ query: '{ paginatedNotifications(page: 1, pageSize: 16) { unreadCount notifications { isRead } } unseenNotifications { count } }' }),
    });
    return (
      (await response.json()) as { data: { paginatedNotifications: { unreadCount: number; notifications: Array<{ isRead: boolean }> }; unseenNotifications: { count: number } } }
    ).data;
  });
}

/**
 * Resolves once the page has asked the server for live notifications. An event published before
 * that is not replayed (the page loads the count instead), so a live test waits for it.
 */
function liveNotificationsStarted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribe"') && payload.includes('notificationCreated')) resolve();
      });
    });
  });
}

test('a task given by someone else rings the bell live, and opening it leads to the tasks', async ({ page, request }) => {
  const tenant = createTenant([
    { roleType: 'staff', firstName: 'Noor' },
    { roleType: 'admin', firstName: 'Alex' },
  ]);
  const [staff, admin] = tenant.users;
  const live = liveNotificationsStarted(page);
  await signIn(page, tenant, staff);
  const popper = page.getByRole('dialog', { name: enNotifications.title });

  // Nothing yet: no badge, and the popper says so.
  await bell(page).click();
  await expect(popper.getByText(enNotifications.empty.title)).toBeVisible();
  await opened(popper);
  await snap(page, 'notifications-empty');
  await page.keyboard.press('Escape');
  await expect(popper).toHaveCount(0);
  await expect(bell(page)).toBeFocused();

  // Given a task by the admin, the count rises without a reload.
  await live;
  await assignTask(request, tenant, admin, staff, 'Prepare the demo day pitch');
  await expect(bell(page, '1')).toBeVisible();
  await expect(bell(page, '1')).toHaveText('1');
  await snap(page, 'notifications-bell-counted');

  // Opening clears the counter; the task is under 'New', unread, from the admin.
  await bell(page, '1').click();
  await expect(bell(page)).toBeVisible();
  const fresh = popper.getByRole('region', { name: enNotifications.groups.new });
  const item = fresh.getByRole('link', { name: /Prepare the demo day pitch/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`Alex admin`);
  await expect(item).toContainText(enNotifications.types.taskAssigned);
  await expect(item).toContainText(enNotifications.item.unread);
  await expect(item).toHaveAttribute('href', '/tasks');
  await opened(popper);
  await snap(page, 'notifications-popper-new');

  // Opening the item marks it read, closes the popper and goes to the tasks.
  await item.click();
  await expect(page).toHaveURL(`${tenant.baseURL}/tasks`);
  await expect(popper).toHaveCount(0);
  await expect.poll(async () => (await myNotifications(page)).paginatedNotifications.notifications.map((n) => n.isRead)).toEqual([true]);
  // Closing told the server it was seen: a reload starts from zero.
  await expect.poll(async () => (await myNotifications(page)).unseenNotifications.count).toBe(0);
  await page.reload();
  await expect(bell(page)).toBeVisible();

  // Seen before this opening, it is now under 'Earlier', and read.
  await bell(page).click();
  const earlier = popper.getByRole('region', { name: enNotifications.groups.earlier });
  await expect(earlier.getByRole('link', { name: /Prepare the demo day pitch/ })).not.toContainText(enNotifications.item.unread);
  await expect(popper.getByRole('region', { name: enNotifications.groups.new })).toHaveCount(0);
  await opened(popper);
  await snap(page, 'notifications-popper-earlier');
});

test('notification preferences are saved from the account settings', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'coach' }]);
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/account/settings`);
  const tasksByEmail = page.getByRole('switch', {
    name: fill(enNotifications.preferences.switchLabel, { group: enNotifications.preferences.groups.tasks.label, channel: enNotifications.preferences.email }),
  });
  // Tasks are mailed unless the person says otherwise.
  await expect(tasksByEmail).toBeChecked();
  await tasksByEmail.click({ force: true });
  await expect(tasksByEmail).not.toBeChecked();
  await page.getByRole('button', { name: enNotifications.preferences.save }).click();
  await expect(page.getByText(enNotifications.preferences.saved)).toBeVisible();
  await snap(page, 'notifications-preferences-saved');

  await page.reload();
  await expect(tasksByEmail).not.toBeChecked();
});

test.describe('on a phone, in Arabic and dark mode', () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });

  test('the bell is in the top bar and its popper fits the screen', async ({ page, request }) => {
    const tenant = createTenant([
      { roleType: 'staff', firstName: 'Noor' },
      { roleType: 'admin', firstName: 'Alex' },
    ]);
    const [staff, admin] = tenant.users;
    await assignTask(request, tenant, admin, staff, 'Prepare the demo day pitch');
    await signIn(page, tenant, staff);
    await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
    await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // The bell and the account menu stay on the screen beside the other actions.
    for (const control of [bell(page, '1', arNotifications), page.getByRole('banner').getByRole('button').last()]) {
      const place = (await control.boundingBox())!;
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.x + place.width).toBeLessThanOrEqual(375);
    }
    await snap(page, 'notifications-ar-dark-phone-bar');

    // The count comes from the server on load.
    await bell(page, '1', arNotifications).click();
    const popper = page.getByRole('dialog', { name: arNotifications.title });
    const item = popper.getByRole('region', { name: arNotifications.groups.new }).getByRole('link', { name: /Prepare the demo day pitch/ });
    await expect(item).toContainText(arNotifications.types.taskAssigned);
    await opened(popper);
    const box = (await popper.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
    await snap(page, 'notifications-ar-dark-phone');

    await page.keyboard.press('Escape');
    await expect(popper).toHaveCount(0);
  });
});
