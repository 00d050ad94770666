import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import enAccess from '../src/i18n/en/access.json' with { type: 'json' };
import arAccess from '../src/i18n/ar/access.json' with { type: 'json' };
import enCreate from '../src/i18n/en/create.json' with { type: 'json' };
import enTasks from '../src/i18n/en/tasks.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

// The registry's meaning of TASK/TASK:DELETE, which the matrix shows as the permission's name.
const TASKS_PERMISSION = "Create, edit and delete tasks; assigned scope limits it to tasks of one's assigned startups.";

test('an admin takes tasks away from coaches and a signed-in coach loses the task Create entry without reloading', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tenant = createTenant([
    { roleType: 'admin', firstName: 'Ada' },
    { roleType: 'coach', firstName: 'Cole' },
  ]);
  const [admin, coach] = tenant.users;

  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, tenant, coach);
  const createButton = coachPage.getByRole('banner').getByRole('button', { name: enCreate.button });
  await createButton.click();
  await expect(coachPage.getByRole('menuitem', { name: enTasks.create.entry })).toBeVisible();
  await coachPage.keyboard.press('Escape');

  await signIn(page, tenant, admin);
  await page.goto(`${tenant.baseURL}/admin/configuration/permissions`);
  // Found by its accessible name attribute: asking for the role of each of the matrix's many cells is slow.
  const coachTasksCell = (on: typeof page) => on.locator(`select[aria-label="Coach: ${TASKS_PERMISSION}"]`);
  const cell = coachTasksCell(page);
  await expect(cell).toHaveValue('ASSIGNED', { timeout: 15_000 });
  await cell.selectOption('NONE');
  await expect(page.getByText(enAccess.matrix.unsavedRoles.replace('{{names}}', 'Coach'))).toBeVisible();
  await snap(page, 'organisation-permissions-unsaved');
  await page.getByRole('button', { name: enAccess.matrix.saveRole.replace('{{name}}', 'Coach') }).click();
  await expect(page.getByText(enAccess.matrix.saved.replace('{{name}}', 'Coach'))).toBeVisible();

  // The coach's open page hears of the change: the task entry leaves their Create menu (forms stay).
  await expect
    .poll(
      async () => {
        await createButton.click();
        const tasks = await coachPage.getByRole('menuitem', { name: enTasks.create.entry }).count();
        await coachPage.keyboard.press('Escape');
        return tasks;
      },
      { timeout: 10_000 },
    )
    .toBe(0);
  await coachContext.close();

  await page.reload();
  await expect(coachTasksCell(page)).toHaveValue('NONE', { timeout: 15_000 });
});

test('an admin adds, renames and deletes an industry', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ada' }]);
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/admin/configuration/industries`);

  await page.getByLabel(enAccess.industries.newName).fill('Fintech');
  await page.getByRole('button', { name: enAccess.industries.add }).click();
  await expect(page.getByRole('cell', { name: 'Fintech', exact: true })).toBeVisible();

  // Names are unique whatever their case.
  await page.getByLabel(enAccess.industries.newName).fill('FINTECH');
  await page.getByRole('button', { name: enAccess.industries.add }).click();
  await expect(page.getByText('An industry with this name already exists').first()).toBeVisible();
  await page.getByLabel(enAccess.industries.newName).fill('');

  await page.getByRole('button', { name: enAccess.industries.renameNamed.replace('{{name}}', 'Fintech') }).click();
  const input = page.getByRole('textbox', { name: enAccess.industries.name, exact: true });
  await input.fill('Financial technology');
  await input.press('Enter');
  await expect(page.getByRole('cell', { name: 'Financial technology', exact: true })).toBeVisible();
  await snap(page, 'organisation-industries');

  await page.getByRole('button', { name: enAccess.industries.deleteNamed.replace('{{name}}', 'Financial technology') }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(enAccess.industries.empty)).toBeVisible();
});

test.describe('on a phone, in Arabic and dark mode', () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });

  test('the permissions tab shows one role at a time and fits the screen', async ({ page }) => {
    const tenant = createTenant([{ roleType: 'admin', firstName: 'Alex' }]);
    await signIn(page, tenant, tenant.users[0]);
    await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
    await page.goto(`${tenant.baseURL}/admin/configuration/permissions`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByText(arAccess.matrix.intro)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: arAccess.matrix.permission })).toBeVisible();
    // One role column beside the permission names.
    await expect(page.locator('thead th')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await snap(page, 'organisation-permissions-ar-dark-phone');
  });
});
