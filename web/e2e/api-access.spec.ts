import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import en from '../src/i18n/en/apiAccess.json' with { type: 'json' };
import ar from '../src/i18n/ar/apiAccess.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

test('a person makes a token, copies it and reads the API with it; the organisation gets a webhook and a test delivery', async ({ browser }) => {
  test.setTimeout(120_000);
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ada' }], undefined, [{ name: 'Lovelace Labs' }], 'enterprise');
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tenant.baseURL });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[0]);

  // A personal token that reads startups.
  await page.goto(`${tenant.baseURL}/account/settings/integrations`);
  await expect(page.getByRole('heading', { level: 2, name: en.tokens.personalTitle })).toBeVisible();
  await page.getByRole('button', { name: en.tokens.new, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.tokens.new });
  await dialog.getByRole('textbox', { name: en.tokens.fields.name }).fill('Reporting spreadsheet');
  await dialog.getByRole('checkbox', { name: `${en.areas.startups}: ${en.tokens.read}` }).check();
  await snap(page, 'api-token-create');
  await dialog.getByRole('button', { name: en.tokens.create }).click();
  const shown = page.getByRole('dialog', { name: en.tokens.createdTitle });
  const secret = await shown.getByTestId('api-token-secret').inputValue();
  expect(secret).toMatch(/^sbd_/);
  await shown.getByRole('button', { name: en.tokens.copy }).click();
  await expect(shown.getByRole('button', { name: en.tokens.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await snap(page, 'api-token-shown-once');
  await shown.getByRole('button', { name: en.tokens.done }).click();
  await expect(page.getByTestId('api-token-row').filter({ hasText: 'Reporting spreadsheet' })).toBeVisible();

  // The copied token reads startups through /graphql, and nothing outside its scope.
  const call = (query: string) =>
    page.request.post(`http://127.0.0.1:${process.env.E2E_PORT}/graphql`, {
      headers: { authorization: `Bearer ${secret}`, 'apollo-require-preflight': 'true', 'content-type': 'application/json', 'x-incubator': tenant.slug },
      data: { query },
    });
  const read = await (await call('{ startups { totalCount results { name } } }')).json();
  expect(read.data.startups.results.map((s: { name: string }) => s.name)).toContain('Lovelace Labs');
  const refused = await (await call('{ myTasksPaginated { totalCount } }')).json();
  expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
  await page.reload();
  await expect(page.getByTestId('api-token-row').filter({ hasText: 'Reporting spreadsheet' })).not.toContainText(en.tokens.neverUsed);

  // A webhook to the server itself, its secret shown once, then a test delivery in its log.
  await page.goto(`${tenant.baseURL}/admin/configuration/api`);
  await page.getByRole('button', { name: en.webhooks.new, exact: true }).click();
  const editor = page.getByRole('dialog', { name: en.webhooks.new });
  await editor.getByRole('textbox', { name: en.webhooks.fields.url }).fill(`http://127.0.0.1:${process.env.E2E_PORT}/api/health`);
  await editor.getByLabel(en.webhooks.fields.eventKinds).click();
  await page.getByRole('option', { name: en.eventKinds.startup.created }).click();
  await editor.getByRole('textbox', { name: en.webhooks.fields.url }).click();
  await editor.getByRole('button', { name: en.webhooks.add }).click();
  const added = page.getByRole('dialog', { name: en.webhooks.createdTitle });
  await expect(added.getByRole('textbox', { name: en.webhooks.secret })).toHaveValue(/^whsec_/);
  await added.getByRole('button', { name: en.tokens.done }).click();
  const card = page.getByTestId('webhook-card');
  await card.getByRole('button', { name: en.webhooks.test }).click();
  const delivery = card.getByTestId('webhook-delivery-row').filter({ hasText: 'webhook.test' });
  await expect(delivery).toBeVisible();
  await expect(delivery).toContainText(/404|FAILED|Failed/);
  await snap(page, 'api-webhook-test-delivery');
  await context.close();
});

test('the integrations screens read right to left in Arabic at phone width, without sideways scrolling', async ({ browser }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ada', language: 'ar' }], undefined, undefined, 'enterprise');
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[0]);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/account/settings/integrations`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.tokens.personalTitle })).toBeVisible();
  await page.getByRole('button', { name: ar.tokens.new, exact: true }).click();
  await expect(page.getByRole('dialog', { name: ar.tokens.new })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'api-token-create-ar-phone');
  await page.keyboard.press('Escape');
  await page.goto(`${tenant.baseURL}/admin/configuration/api`);
  await expect(page.getByRole('heading', { level: 2, name: ar.webhooks.title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'api-organisation-ar-phone');
  await page.goto(`${tenant.baseURL}/docs/api`);
  await expect(page.getByRole('heading', { level: 1, name: ar.docs.title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'api-docs-ar-phone');
  await context.close();
});
