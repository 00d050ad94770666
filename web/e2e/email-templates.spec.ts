import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import en from '../src/i18n/en/emailTemplates.json' with { type: 'json' };
import ar from '../src/i18n/ar/emailTemplates.json' with { type: 'json' };
import { EMAIL_BLUEPRINT_KEYS } from '../../contracts/src/email-templates.ts';

test.describe.configure({ mode: 'parallel' });

test('an administrator makes a design, sees the preview follow the edits, and saves it as the default', async ({ page }) => {
  test.setTimeout(90_000);
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ada' }], 'Harbour Labs', undefined, 'growth');
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/emails/templates`);
  await expect(page.getByRole('heading', { level: 1, name: en.designs.title })).toBeVisible();
  await expect(page.getByText(en.designs.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: en.designs.create }).click();

  // The editor opens without the top bar, with the preview of the new design.
  await expect(page).toHaveURL(/\/emails\/templates\/[0-9a-f-]{36}$/);
  const preview = page.getByTestId('design-preview');
  await expect(preview).toHaveAttribute('srcdoc', /Harbour Labs/);
  const header = page.getByLabel(en.design.fields.headerBackgroundColor);
  await header.fill('#7a1f5c');
  await expect(preview).toHaveAttribute('srcdoc', /background-color:#7a1f5c/);
  await page.getByRole('textbox', { name: en.design.fields.footerHtml }).click();
  await page.keyboard.type('Made in Lisbon with care');
  await expect(preview).toHaveAttribute('srcdoc', /Made in Lisbon with care/);
  await page.locator('label', { hasText: en.design.phone }).click();
  await expect(preview).toHaveCSS('max-width', '375px');
  await page.getByRole('button', { name: en.actions.save }).click();
  await expect(page.getByText(en.design.saved)).toBeVisible();
  await snap(page, 'email-design-editor');

  // Back in the list, it is the default (the first design saved).
  await page.getByRole('link', { name: en.design.back }).click();
  const row = page.getByTestId('design-row').filter({ hasText: en.designs.newName });
  await expect(row.getByText(en.designs.default)).toBeVisible();
  await snap(page, 'email-designs-list');
});

test('staff write a content template and find it by a word of its subject', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'staff', firstName: 'Sam' }], undefined, undefined, 'growth');
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/emails/content-templates`);
  await expect(page.getByRole('heading', { level: 1, name: en.content.title })).toBeVisible();
  await page.getByRole('button', { name: en.content.create }).click();
  const dialog = page.getByRole('dialog', { name: en.content.addTitle });
  await dialog.getByLabel(en.content.fields.name).fill('Demo day logistics');
  await dialog.getByLabel(en.content.fields.subject).fill('Rehearsals start at ten');
  await dialog.getByRole('textbox', { name: en.content.fields.body }).click();
  await page.keyboard.type('Doors open at 13:30. Bring your slides on a USB key.');
  await dialog.getByRole('button', { name: en.content.add }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('content-row').filter({ hasText: 'Demo day logistics' })).toBeVisible();
  await page.getByRole('searchbox', { name: en.content.search }).fill('rehearsals');
  await expect(page.getByTestId('content-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: en.content.search }).fill('invoices');
  await expect(page.getByText(en.content.noMatchTitle)).toBeVisible();
  await snap(page, 'email-content-templates');
});

test('the templates and the product mails read right to left in Arabic at 375 px, without sideways scrolling', async ({ browser }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Nour', language: 'ar' }], undefined, undefined, 'growth');
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[0]);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/emails/templates?tab=blueprints`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.blueprints.title })).toBeVisible();
  await expect(page.getByTestId('blueprint-row')).toHaveCount(EMAIL_BLUEPRINT_KEYS.length);
  await expectNoSidewaysScroll(page);
  await snap(page, 'email-blueprints-ar-phone');
  await page.getByTestId('blueprint-row').first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('textbox', { name: ar.blueprints.fields.subject })).not.toHaveValue('');
  await snap(page, 'email-blueprint-editor-ar-phone');
  await page.keyboard.press('Escape');
  await page.goto(`${tenant.baseURL}/emails/content-templates`);
  await expect(page.getByRole('heading', { level: 1, name: ar.content.title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
});
