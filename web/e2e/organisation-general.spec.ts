import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import en from '../src/i18n/en/organisation.json' with { type: 'json' };
import ar from '../src/i18n/ar/organisation.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

test('an admin renames the startup term and sees it in the navigation without reloading', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ada' }]);
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/admin/configuration/general`);

  await page.getByRole('switch', { name: en.general.termActive }).check();
  await page.getByRole('textbox', { name: 'English', exact: true }).fill('Venture');
  await page.getByRole('button', { name: en.save, exact: true }).click();
  await expect(page.getByText(en.saved)).toBeVisible();
  // Without reloading: the navigation of the tasks section reads the same cached organisation.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByText('Tasks', { exact: true }).first().click();
  await sidebar.getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks/);
  await expect(page.getByText('Ventures', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await snap(page, 'organisation-general-startup-term');
});

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('an admin changes the sidebar background and the sidebar takes it at once; the branding preview follows the draft', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ada' }]);
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/admin/configuration/branding`);

  const background = page.getByRole('textbox', { name: en.branding.sidebar.backgroundColor, exact: true });
  await background.fill('#0b3d2e');
  await background.press('Tab');
  // The swatch beside the value shows the colour typed.
  const swatch = page.locator('.mantine-ColorInput-colorPreview').first();
  const box = await swatch.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(10);
  await page.getByRole('button', { name: en.save, exact: true }).first().click();
  await expect(page.getByText(en.saved)).toBeVisible();
  const sidebar = page.locator('[style*="--sb-bg: #0b3d2e"]').first();
  await expect(sidebar).toBeAttached();

  // The login layout's draft shows in the preview before it is saved.
  await page.getByRole('textbox', { name: en.branding.layout.description }).fill('Welcome to the harbour');
  const preview = page.getByTestId('branding-preview');
  await expect(preview.getByText('Welcome to the harbour')).toBeVisible();
  // A background image is uploaded as soon as it is picked, and the preview shows it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `${en.branding.upload} — ${en.branding.layout.backgroundImage}` }).click();
  await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await expect(preview.locator('[style*="harbour.png"]')).toBeAttached();
  await preview.scrollIntoViewIfNeeded();
  await preview.screenshot({ path: 'e2e/screenshots/organisation-branding-preview.png' });
  await snap(page, 'organisation-branding');
});

test.describe('on a phone, in Arabic and dark mode', () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });

  test('the general tab fits the screen', async ({ page }) => {
    const tenant = createTenant([{ roleType: 'admin', firstName: 'Alex' }]);
    await signIn(page, tenant, tenant.users[0]);
    await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
    await page.goto(`${tenant.baseURL}/admin/configuration/general`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByText(ar.general.sections.startupTerm)).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Latin text typed in a field keeps its order: the field takes its direction from its content.
    const field = page.locator('input[type="text"], input:not([type])').first();
    expect(await field.evaluate((input) => getComputedStyle(input).unicodeBidi)).toBe('plaintext');
    await snap(page, 'organisation-general-ar-dark-phone');
  });
});
