import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, fill, signIn } from './shell-helpers';
import enDashboard from '../src/i18n/en/courseDashboard.json' with { type: 'json' };
import arDashboard from '../src/i18n/ar/courseDashboard.json' with { type: 'json' };
import enExports from '../src/i18n/en/exports.json' with { type: 'json' };
import arExports from '../src/i18n/ar/exports.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

const scene = (language = 'en') =>
  createTenant(
    [
      { roleType: 'staff', firstName: 'Sam', language },
      { roleType: 'cofounder', firstName: 'Fay' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
    undefined,
    undefined,
    { title: 'Unit economics basics', admins: [0], learners: [1] },
  );

test('a course admin exports the cohort report from the dashboard and finds it finished in the export history', async ({ page }) => {
  test.setTimeout(90_000);
  const tenant = scene();
  const [staff] = tenant.users;
  const course = tenant.course!;
  await signIn(page, tenant, staff);
  await page.goto(`${tenant.baseURL}/courses/management/course/${course.id}/dashboard/learners`);
  await page.getByRole('button', { name: fill(enDashboard.export.buttonFor, { name: 'First cohort' }) }).click();
  const requested = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('RequestExport'));
  await page.getByRole('menuitem', { name: enExports.button.xlsx }).click();
  // The request is answered with the queued export (no error), then the history follows it.
  const answer = await (await requested).json();
  expect(answer.errors).toBeUndefined();
  expect(answer.data.requestExport.type).toBe('courseCohortReport');
  await page.goto(`${tenant.baseURL}/account/exports`);
  const row = page.getByRole('main').getByText(enExports.types.courseCohortReport).first();
  await expect(row).toBeVisible();
  await expect(page.getByRole('main').getByText(enExports.statuses.COMPLETED).first()).toBeVisible({ timeout: 30_000 });
  await snap(page, 'export-types-history');
});

test('the export menu reads right to left in Arabic and fits a phone', async ({ browser }) => {
  const tenant = scene('ar');
  const [staff] = tenant.users;
  const course = tenant.course!;
  const context = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const page = await context.newPage();
  await signIn(page, tenant, staff);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/courses/management/course/${course.id}/dashboard/learners`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: fill(arDashboard.export.buttonFor, { name: 'First cohort' }) }).click();
  await expect(page.getByRole('menuitem', { name: arExports.button.csv })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'export-types-menu-ar-phone');
  await page.keyboard.press('Escape');
  await context.close();
});
