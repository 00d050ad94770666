import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import en from '../src/i18n/en/forms.json' with { type: 'json' };
import ar from '../src/i18n/ar/forms.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

const saved = (page: Page) => expect(page.getByText(en.builder.save.saved)).toBeVisible({ timeout: 10_000 });

/** Picks an option of a Mantine select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).last().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addQuestion(page: Page, type: string, label: string) {
  await page.getByRole('button', { name: en.builder.add.button }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const field = page.getByRole('textbox', { name: en.builder.settings.label, exact: true });
  await field.fill(label);
  await saved(page);
}

test('staff builds a form with logic and publishes it; anyone fills it through its link in English and Arabic, prints it, and two versions compare', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tenant = createTenant([{ roleType: 'staff', firstName: 'Sam' }]);
  const staff = tenant.users[0];
  await signIn(page, tenant, staff);

  // The Create menu's Form entry opens the creation dialog; the builder opens on the new form.
  await page.goto(`${tenant.baseURL}/forms/management/new`);
  const dialog = page.getByRole('dialog', { name: en.management.createTitle });
  await dialog.getByRole('textbox', { name: en.fields.title }).fill('Pilot intake');
  await dialog.getByRole('button', { name: en.actions.create }).click();
  await expect(page).toHaveURL(/\/forms\/management\/[0-9a-f-]+\/edit$/);

  await addQuestion(page, en.builder.types.select_radio, 'Stage');
  await page.getByRole('textbox', { name: en.builder.options.name.replace('{{n}}', '1'), exact: true }).fill('Idea');
  await page.getByRole('textbox', { name: en.builder.options.name.replace('{{n}}', '2'), exact: true }).fill('Revenue');
  await saved(page);

  // Monthly revenue shows only when the stage is Revenue.
  await addQuestion(page, en.builder.types.number, 'Monthly revenue');
  await page.getByRole('switch', { name: en.builder.settings.required }).check();
  await page.getByRole('button', { name: en.builder.logic.addCondition }).click();
  await choose(page, en.builder.logic.question, '1. Stage');
  await choose(page, en.builder.logic.value, 'Revenue');
  await saved(page);
  await expect(page.getByText(en.builder.checker.clean)).toBeVisible();
  await snap(page, 'forms-builder');

  await page.getByRole('button', { name: en.builder.publish.button, exact: true }).click();
  await expect(page.getByText(en.builder.publish.success.replace('{{number}}', '1'))).toBeVisible();

  // Open the public link; its printout is linked from the builder's menu.
  await page.getByRole('button', { name: en.builder.header.more }).click();
  await page.getByRole('menuitem', { name: en.builder.share.open }).click();
  await page.getByRole('button', { name: en.builder.header.more }).click();
  const print = await page.getByRole('menuitem', { name: en.builder.menu.print }).getAttribute('href');
  await page.keyboard.press('Escape');
  const shareId = print!.split('/').pop()!;

  // Someone without an account answers: the revenue question follows the stage.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(`${tenant.baseURL}/share/forms/${shareId}`);
  await expect(form.getByRole('heading', { name: 'Pilot intake' })).toBeVisible();
  await expect(form.getByLabel('Monthly revenue')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Revenue' }).check();
  await expect(form.getByRole('textbox', { name: /Monthly revenue/ })).toBeVisible();
  await form.getByRole('button', { name: en.renderer.submit }).click();
  await expect(form.getByText('Monthly revenue is a required field').first()).toBeVisible();
  await form.getByRole('textbox', { name: /Monthly revenue/ }).fill('4200');
  await snap(form, 'forms-share');
  await form.getByRole('button', { name: en.renderer.submit }).click();
  await expect(form.getByText(en.share.thanks)).toBeVisible();

  // The same link in Arabic at phone width: right to left, in the visitor's language.
  const arabic = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  await arabic.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  const arForm = await arabic.newPage();
  await arForm.goto(`${tenant.baseURL}/share/forms/${shareId}`);
  await expect(arForm.getByRole('button', { name: ar.renderer.submit })).toBeVisible();
  await expect(arForm.locator('[dir="rtl"]').first()).toBeVisible();
  await arForm.getByRole('radio', { name: 'Idea' }).check();
  await expectNoSidewaysScroll(arForm);
  await snap(arForm, 'forms-share-ar-phone');
  await arForm.getByRole('button', { name: ar.renderer.submit }).click();
  await expect(arForm.getByText(ar.share.thanks)).toBeVisible();

  // The printout: every question, every option, nothing to click.
  await form.goto(`${tenant.baseURL}${print}`);
  await expect(form.getByRole('heading', { name: 'Pilot intake' })).toBeVisible();
  await expect(form.getByText('Monthly revenue')).toBeVisible();
  await snap(form, 'forms-print');
  await visitor.close();
  await arabic.close();

  // A second version renames the stage; the answers stay on version 1; the versions compare.
  await page.getByRole('button', { name: `Stage ${en.builder.types.select_radio}` }).click();
  await page.getByRole('textbox', { name: en.builder.settings.label, exact: true }).fill('Stage today');
  await saved(page);
  await page.getByRole('button', { name: en.builder.publish.button, exact: true }).click();
  await expect(page.getByText(en.builder.publish.success.replace('{{number}}', '2'))).toBeVisible();
  await page.getByRole('button', { name: en.builder.header.more }).click();
  await page.getByRole('menuitem', { name: en.builder.menu.versions }).click();
  await page.getByRole('checkbox', { name: en.builder.versions.pick.replace('{{number}}', '1') }).check();
  await page.getByRole('checkbox', { name: en.builder.versions.pick.replace('{{number}}', '2') }).check();
  await page.getByRole('button', { name: en.builder.versions.compare }).click();
  await expect(page).toHaveURL(/\/forms\/management\/form\/[0-9a-f-]+\/compare\/[0-9a-f-]+$/);
  await expect(page.getByTestId('diff-changed')).toContainText('Stage today');
  await expect(page.getByTestId('diff-changed')).toContainText(en.compare.parts.label);
  await snap(page, 'forms-compare');

  // The list shows the form published in version 2 with its two answers.
  await page.goto(`${tenant.baseURL}/forms/management`);
  const row = page.getByTestId('form-row').filter({ hasText: 'Pilot intake' });
  await expect(row).toContainText(en.status.published.replace('{{version}}', '2'));
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await snap(page, 'forms-list');
});
