import pg from 'pg';
import { createTenant, expect, snap, test, type E2ETenant } from './fixtures';
import { expectNoSidewaysScroll, fill, signIn } from './shell-helpers';
import { startOidcProvider, type TestProvider } from '../../server/test/oidc-provider.ts';
import en from '../src/i18n/en/sso.json' with { type: 'json' };
import ar from '../src/i18n/ar/sso.json' with { type: 'json' };
import enAccount from '../src/i18n/en/account.json' with { type: 'json' };

test.describe.configure({ mode: 'serial' });

let tenant: E2ETenant;
let idp: TestProvider;

/** External sign-in is a plan setting no plan includes: the organisation gets it as an override. */
async function allowSignOn(slug: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE incubators SET feature_flags = feature_flags || '{"auth0": true}'::jsonb WHERE slug = $1`, [slug]);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  tenant = createTenant([{ roleType: 'admin', firstName: 'Alex' }]);
  await allowSignOn(tenant.slug);
  idp = await startOidcProvider(
    [{ client_id: 'seedbed-e2e', client_secret: 'e2e-secret', redirect_uris: [`${tenant.baseURL}/auth/callback`, `${tenant.baseURL}/auth/linkedin/callback`] }],
    {
      newcomer: { email: 'newcomer@example.test', email_verified: true, given_name: 'Nia', family_name: 'Newcomer', groups: ['cohort-2026'] },
    },
  );
});

test.afterAll(async () => {
  await idp?.stop();
});

test('an admin adds the identity provider in the Sign-on tab and tests the connection', async ({ page }) => {
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/admin/configuration/signon`);
  await expect(page.getByRole('heading', { level: 2, name: en.settings.title })).toBeVisible();
  await expect(page.getByText(`${tenant.baseURL}/auth/callback`)).toBeVisible();
  await expect(page.getByText(en.settings.empty)).toBeVisible();
  await page.getByRole('button', { name: en.settings.add }).click();
  const dialog = page.getByRole('dialog', { name: en.settings.createTitle });
  await dialog.getByLabel(en.settings.fields.name).fill('Campus ID');
  await dialog.getByLabel(en.settings.fields.issuer).fill(idp.issuer);
  await dialog.getByLabel(en.settings.fields.clientId).fill('seedbed-e2e');
  await dialog.getByLabel(en.settings.fields.clientSecret).fill('e2e-secret');
  await snap(page, 'sign-on-provider-dialog');
  await dialog.getByRole('button', { name: en.settings.add }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: 'Campus ID' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: en.settings.test }).click();
  await expect(card.getByText(fill(en.settings.testOk, { issuer: idp.issuer }))).toBeVisible();
  await snap(page, 'sign-on-settings');
});

test('a visitor signs in through the provider from /login and lands on the page they asked for', async ({ page }) => {
  await page.goto(`${tenant.baseURL}/login?returnTo=%2Faccount%2Fsettings`);
  const button = page.getByRole('link', { name: fill(en.login.continueWith, { name: 'Campus ID' }) });
  await expect(button).toBeVisible();
  await snap(page, 'sign-on-login-buttons');
  await button.click();
  // The provider's own pages: its login form, then consent.
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill('newcomer');
  await page.locator('input[name="password"]').fill('whatever the provider asks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${tenant.baseURL}/account/settings`);
  await expect(page.getByRole('heading', { level: 1, name: enAccount.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('seedbed:token'))).toBeTruthy();
});

test('an admin adds LinkedIn, and a visitor signs in with it at /auth/linkedin, back through /auth/linkedin/callback', async ({ page, browser }) => {
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/admin/configuration/signon`);
  await expect(page.getByText(`${tenant.baseURL}/auth/linkedin/callback`)).toBeVisible();
  await page.getByRole('button', { name: en.settings.add }).click();
  const dialog = page.getByRole('dialog', { name: en.settings.createTitle });
  await dialog.getByRole('radio', { name: en.settings.kinds.linkedin }).check();
  await expect(dialog.getByLabel(en.settings.fields.name)).toHaveValue('LinkedIn');
  await expect(dialog.getByLabel(en.settings.fields.issuer)).toHaveValue('https://www.linkedin.com/oauth');
  await expect(dialog.getByText(en.settings.linkedinHint)).toBeVisible();
  // The provider started by the tests stands in for LinkedIn.
  await dialog.getByLabel(en.settings.fields.issuer).fill(idp.issuer);
  await dialog.getByLabel(en.settings.fields.clientId).fill('seedbed-e2e');
  await dialog.getByLabel(en.settings.fields.clientSecret).fill('e2e-secret');
  await dialog.getByRole('button', { name: en.settings.add }).click();
  await expect(dialog).toBeHidden();
  // Its name and its kind's badge.
  await expect(page.getByRole('region', { name: 'LinkedIn' }).getByText(en.settings.kinds.linkedin, { exact: true })).toHaveCount(2);

  const visitor = await browser.newPage();
  const cameBack = visitor.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith(`${tenant.baseURL}/auth/linkedin/callback?`));
  await visitor.goto(`${tenant.baseURL}/auth/linkedin`);
  await visitor.waitForURL(`${idp.issuer}/**`);
  await visitor.locator('input[name="login"]').fill('newcomer');
  await visitor.locator('input[name="password"]').fill('whatever the provider asks');
  await visitor.getByRole('button', { name: 'Sign-in' }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await cameBack;
  await visitor.waitForURL(`${tenant.baseURL}/`);
  expect(await visitor.evaluate(() => localStorage.getItem('seedbed:token'))).toBeTruthy();
  await visitor.close();
});

test('"login required" from the provider goes back to /login without an error', async ({ page }) => {
  await page.goto(`${tenant.baseURL}/auth/callback?error=login_required&state=x`);
  await page.waitForURL(`${tenant.baseURL}/login`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Sign-on tab fits the screen', async ({ page }) => {
    await signIn(page, tenant, tenant.users[0]);
    await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
    await page.goto(`${tenant.baseURL}/admin/configuration/signon`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: ar.settings.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Campus ID' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'sign-on-settings-ar-phone');
    await page.getByRole('button', { name: fill(ar.settings.edit, { name: 'Campus ID' }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'sign-on-dialog-ar-phone');
  });
});
