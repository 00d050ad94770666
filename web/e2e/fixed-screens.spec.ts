import { createTenant, expect, snap, test, type E2ETenant, type E2EUser } from './fixtures';
import { fill } from './shell-helpers';
import arTasks from '../src/i18n/ar/tasks.json' with { type: 'json' };
import arOrganisation from '../src/i18n/ar/organisation.json' with { type: 'json' };
import arPeople from '../src/i18n/ar/people.json' with { type: 'json' };
import arDocs from '../src/i18n/ar/docs.json' with { type: 'json' };
import arAuth from '../src/i18n/ar/auth.json' with { type: 'json' };

// The screens people stumbled on, seen the way they were reported: in Arabic and the dark theme
// (each snap also runs axe). Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });
test.use({ colorScheme: 'dark', locale: 'ar', timezoneId: 'UTC' });

type Page = import('@playwright/test').Page;

async function inArabic(page: Page, tenant: E2ETenant) {
  await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
}

/** Signs in from the Arabic sign-in page (its fields found by kind, not by their English names). */
async function signInArabic(page: Page, tenant: E2ETenant, user: E2EUser) {
  await inArabic(page, tenant);
  await page.goto(`${tenant.baseURL}/login`);
  await page.getByRole('textbox').first().fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

/** The API as an outside client reaches it: the server's own address, the organisation named in a header. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;

/** A token of the person, for setting the scene through the API as the web application would. */
async function apiToken(page: Page, tenant: E2ETenant, user: E2EUser): Promise<string> {
  const answer = await page.request.post(api('/auth/local'), { headers: { 'x-incubator': tenant.slug }, data: { email: user.email, password: user.password } });
  return ((await answer.json()) as { token: string }).token;
}

test('the sign-in page in the dark theme shows the reverse logo and reads right to left', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Amira' }]);
  await inArabic(page, tenant);
  await page.goto(`${tenant.baseURL}/login`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: arAuth.login.submit })).toBeVisible();
  await snap(page, 'fixed-login-ar-dark');
});

test('the task overviews show a shared task once, with each person’s progress', async ({ page }) => {
  const tenant = createTenant(
    [
      { roleType: 'admin', firstName: 'Amira' },
      { roleType: 'cofounder', firstName: 'Fay' },
      { roleType: 'cofounder', firstName: 'Omar' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1, 2] }],
  );
  const [admin, fay, omar] = tenant.users;
  const token = await apiToken(page, tenant, admin);
  const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = await page.request.post(api('/graphql'), {
    headers: { authorization: `Bearer ${token}`, 'x-incubator': tenant.slug, 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation($a: [TaskAssigneeInput!]!, $d: String!) { createTask(name: "Pitch deck", dueDate: $d, assignees: $a) { _id } }',
      variables: {
        d: due,
        a: [
          { type: 'user', value: fay.id },
          { type: 'user', value: omar.id },
        ],
      },
    },
  });
  expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();

  await signInArabic(page, tenant, admin);
  await page.goto(`${tenant.baseURL}/tasks/users`);
  await expect(page.getByRole('heading', { level: 1, name: arTasks.titles.people })).toBeVisible();
  // Opened under one of its people, the shared task says how far each of them is.
  await page.getByRole('button', { name: /Fay/ }).first().click();
  await expect(page.getByText('Pitch deck')).toBeVisible();
  // Once the branch has finished opening: nothing of the row is cut off.
  await expect(page.getByText(fill(arTasks.row.progress, { done: '0', total: '2' })).first()).toBeInViewport({ ratio: 1 });
  await snap(page, 'fixed-tasks-people-ar-dark');
  await page.goto(`${tenant.baseURL}/tasks/startups`);
  await expect(page.getByRole('heading', { level: 1, name: arTasks.titles.startups })).toBeVisible();
  await snap(page, 'fixed-tasks-startups-ar-dark');
});

test('branding, the invitation asked for by the Create menu, and the documentation, in Arabic and dark', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Amira' }]);
  await signInArabic(page, tenant, tenant.users[0]);

  await page.goto(`${tenant.baseURL}/admin/configuration/branding`);
  await expect(page.getByTestId('branding-preview')).toBeVisible();
  await snap(page, 'fixed-branding-ar-dark');

  await page.goto(`${tenant.baseURL}/admin/configuration/users?create=true`);
  const dialog = page.getByRole('dialog', { name: arPeople.invite.title });
  await expect(dialog).toBeVisible();
  await snap(page, 'fixed-invite-ar-dark');
  await dialog.getByRole('button', { name: arPeople.actions.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: arOrganisation.tabs.users })).toBeVisible();

  // The documentation is written in Arabic too.
  await page.goto(`${tenant.baseURL}/docs/user/incubator`);
  await expect(page.getByRole('heading', { level: 1, name: arDocs.userTypes.incubator })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /كلمة المرور/ })
      .first(),
  ).toBeVisible();
  await snap(page, 'fixed-docs-ar-dark');
});
