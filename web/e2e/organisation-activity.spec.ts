import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test, type E2EUser } from './fixtures';
import { expectNoSidewaysScroll, fullName, signIn } from './shell-helpers';
import enActivity from '../src/i18n/en/activity.json' with { type: 'json' };
import arActivity from '../src/i18n/ar/activity.json' with { type: 'json' };
import arOrganisation from '../src/i18n/ar/organisation.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });
test.use({ timezoneId: 'UTC' });

/** Creates a task through the API, with the signed-in page's own token, as any client would. */
async function createTaskThroughApi(page: Page, assignee: E2EUser, name: string) {
  const answer = await page.evaluate(
    async ({ userId, name }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${localStorage.getItem('seedbed:token')}` },
        body: JSON.stringify({
          query: 'mutation ($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!) { createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id } }',
          variables: { name, dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), assignees: [{ type: 'user', value: userId }] },
        }),
      });
      return (await response.json()) as { errors?: unknown };
    },
    { userId: assignee.id, name },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

test('an admin creates a task and finds it in the feed, with who and when, and filters the feed by kind', async ({ page }) => {
  const tenant = createTenant([
    { roleType: 'admin', firstName: 'Amira' },
    { roleType: 'staff', firstName: 'Jonas' },
  ]);
  const [admin, staff] = tenant.users;
  await signIn(page, tenant, admin);
  await createTaskThroughApi(page, staff, 'Quarterly review');

  await page.goto(`${tenant.baseURL}/admin/configuration/logs`);
  const feed = page.getByTestId('activity-feed');
  const created = feed.getByRole('listitem').filter({ hasText: `${fullName(admin)} created the task “Quarterly review”` });
  await expect(created).toBeVisible();
  // Grouped under today, newest first: the task came after signing in.
  const today = feed.getByRole('region', { name: enActivity.days.today });
  await expect(today.getByRole('listitem').first()).toContainText('Quarterly review');
  await expect(feed.getByRole('listitem').filter({ hasText: `${fullName(admin)} signed in` })).toBeVisible();

  // When: relative, with the exact time on hover and on keyboard focus.
  const time = created.locator('time');
  await expect(time).toHaveText(/now|second|minute/);
  await time.hover();
  await expect(page.getByRole('tooltip')).toContainText(String(new Date().getUTCFullYear()));
  await snap(page, 'organisation-activity-en');

  // Only task creations: the sign-in leaves the list.
  const kinds = page.getByRole('combobox', { name: enActivity.filters.kinds });
  await kinds.click();
  await page.getByRole('option', { name: 'Task created', exact: true }).click();
  await kinds.press('Escape');
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed.getByRole('listitem')).toContainText('Quarterly review');
  await snap(page, 'organisation-activity-en-filtered');

  // A person who did nothing of that kind: the filtered empty state, and a way back.
  const person = page.getByRole('combobox', { name: enActivity.filters.person });
  await person.click();
  await person.fill('Jonas');
  await page.getByRole('option', { name: fullName(staff) }).click();
  await expect(page.getByText(enActivity.emptyFiltered.title)).toBeVisible();
  await page.getByRole('button', { name: enActivity.filters.clear }).click();
  await expect(created).toBeVisible();
  await expect(feed.getByRole('listitem')).toHaveCount(2);
});

test('someone outside the admin group does not reach the feed', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'staff', firstName: 'Sam' }]);
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/admin/configuration/logs`);
  await expect(page).not.toHaveURL(/\/admin\/configuration\/logs/);
});

test('on a phone, in Arabic and dark mode, the feed fits the screen and reads right to left', async ({ browser }) => {
  const tenant = createTenant([{ roleType: 'admin', language: 'ar', firstName: 'Amira' }]);
  const [admin] = tenant.users;
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark', locale: 'ar', timezoneId: 'UTC' });
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  const page = await context.newPage();
  await page.goto(`${tenant.baseURL}/login`);
  await page.getByRole('textbox').first().fill(admin.email);
  await page.locator('input[type="password"]').fill(admin.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await createTaskThroughApi(page, admin, 'مراجعة ربع سنوية');

  await page.goto(`${tenant.baseURL}/admin/configuration/logs`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: arOrganisation.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: arActivity.days.today })).toBeVisible();
  await expect(page.getByText(`أنشأ ${fullName(admin)} المهمة «مراجعة ربع سنوية»`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'organisation-activity-ar-dark-375');
  await context.close();
});
