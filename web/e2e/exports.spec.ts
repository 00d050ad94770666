import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import enExports from '../src/i18n/en/exports.json' with { type: 'json' };
import arExports from '../src/i18n/ar/exports.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

/** Asks for the users list as a spreadsheet from its page, and follows the notice to the history. */
async function exportUsers(page: Page, texts: typeof enExports) {
  await page.getByRole('button', { name: texts.button.label }).click();
  await page.getByRole('menuitem', { name: texts.button.xlsx }).click();
  await expect(page.getByText(texts.button.started)).toBeVisible();
  await page.getByRole('link', { name: texts.button.openHistory }).click();
  await expect(page).toHaveURL(/\/account\/exports$/);
}

test('an admin exports the users to XLSX, follows it in the export history, downloads it and opens it', async ({ page }) => {
  const tenant = createTenant([
    { roleType: 'admin', firstName: 'Amira' },
    { roleType: 'mentor', firstName: 'Bruno' },
    { roleType: 'mentor', firstName: 'Chloe' },
  ]);
  const [admin] = tenant.users;
  await signIn(page, tenant, admin);
  await page.goto(`${tenant.baseURL}/admin/configuration/users`);
  await expect(page.getByTestId('users-table').getByTestId('user-row')).toHaveCount(3);
  await exportUsers(page, enExports);

  await expect(page.getByRole('heading', { name: enExports.title })).toBeVisible();
  const row = page.getByTestId('export-row').first();
  await expect(row).toContainText(enExports.types.users);
  await expect(row).toContainText(enExports.statuses.COMPLETED);
  await expect(row).toContainText('Order: by name');
  await snap(page, 'exports-history');

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Data dictionary', 'Users']);
  const users = book.getWorksheet('Users')!;
  expect(users.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Role', 'User group', 'Status', 'Created']);
  expect(users.rowCount).toBe(4);
  const emails = [2, 3, 4].map((n) => String(users.getRow(n).getCell(2).value));
  expect(emails.sort()).toEqual(tenant.users.map((u) => u.email).sort());
});

test('the export history reads right to left in Arabic at phone width, without sideways scrolling', async ({ browser }) => {
  const tenant = createTenant([
    { roleType: 'admin', firstName: 'Amira', language: 'ar' },
    { roleType: 'mentor', firstName: 'Bruno' },
  ]);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[0]);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/admin/configuration/users`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await exportUsers(page, arExports);
  const card = page.getByTestId('export-card').first();
  await expect(card).toContainText(arExports.types.users);
  await expect(card).toContainText(arExports.statuses.COMPLETED);
  await expect(card.getByRole('button', { name: /.+/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'exports-history-ar-phone');
  await context.close();
});
