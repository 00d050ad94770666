import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test, waitForMail, type E2ETenant, type E2EUser } from './fixtures';
import enAuth from '../src/i18n/en/auth.json' with { type: 'json' };
import enCommon from '../src/i18n/en/common.json' with { type: 'json' };
import enHome from '../src/i18n/en/home.json' with { type: 'json' };
import arAuth from '../src/i18n/ar/auth.json' with { type: 'json' };
import arCommon from '../src/i18n/ar/common.json' with { type: 'json' };
import arHome from '../src/i18n/ar/home.json' with { type: 'json' };
import frAuth from '../src/i18n/fr/auth.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

// The server's own refusal (server/src/core/i18n), which the page shows as it arrives.
const WRONG_CREDENTIALS = {
  en: 'The email or password is incorrect.',
  fr: "L'adresse e-mail ou le mot de passe est incorrect.",
};

/** The catalogues' {{name}} placeholders, filled as i18next fills them. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
}

type Catalogues = { auth: typeof enAuth; common: typeof enCommon; home: typeof enHome };
const EN: Catalogues = { auth: enAuth, common: enCommon, home: enHome };
const AR: Catalogues = { auth: arAuth, common: arCommon, home: arHome };

/** A tenant with one admin whose first name and organisation name are unique to the test. */
function adminTenant(): { tenant: E2ETenant; admin: E2EUser } {
  const id = randomUUID().slice(0, 6);
  const tenant = createTenant([{ roleType: 'admin', firstName: `Amira${id}` }], `Harbour ${id}`);
  return { tenant, admin: tenant.users[0] };
}

/** The login form, found by the labels the person reads. */
function loginForm(page: Page, { auth }: { auth: typeof enAuth }) {
  return {
    email: page.getByRole('textbox', { name: auth.fields.email, exact: true }),
    // Exact: the visibility toggle's name also contains the word "password".
    password: page.getByRole('textbox', { name: auth.fields.password, exact: true }),
    submit: page.getByRole('button', { name: auth.login.submit, exact: true }),
    heading: page.getByRole('heading', { level: 1 }),
  };
}

async function signIn(page: Page, catalogues: { auth: typeof enAuth }, email: string, password: string) {
  const form = loginForm(page, catalogues);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.password.press('Enter');
}

async function expectHome(page: Page, { home }: Catalogues, tenant: E2ETenant, user: E2EUser, role: string) {
  await expect(page.getByRole('heading', { level: 1, name: fill(home.welcome, { firstName: user.firstName }) })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details.getByText(role, { exact: true })).toBeVisible();
  await expect(details.getByText(tenant.name, { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

test('an admin signs in in English, keeps the session on reload and logs out', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  await page.goto(tenant.baseURL);
  await expect(page).toHaveURL(/\/login/);
  const form = loginForm(page, EN);
  await expect(form.heading).toHaveText(fill(enAuth.login.titleWithName, { name: tenant.name }));
  await expect(page).toHaveTitle(`${enAuth.login.pageTitle} | ${tenant.name}`);
  await snap(page, 'sign-in-en-login');

  await signIn(page, EN, admin.email, admin.password);
  await expectHome(page, EN, tenant, admin, enCommon.roles.admin);
  await snap(page, 'sign-in-en-home');

  await page.reload();
  await expectHome(page, EN, tenant, admin, enCommon.roles.admin);

  await page.getByRole('button', { name: enCommon.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.submit).toBeVisible();
  // Logged out for good: the signed-in page now sends the person back to the sign-in.
  await page.goto(tenant.baseURL);
  await expect(page).toHaveURL(/\/login/);
  await expect(form.submit).toBeVisible();
  await snap(page, 'sign-in-en-logged-out');
});

test('the sign-in and the home page are right-to-left in Arabic', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  await page.goto(`${tenant.baseURL}/login`);
  await expect(loginForm(page, EN).submit).toBeVisible();
  await page.getByRole('combobox', { name: enCommon.language }).selectOption({ label: 'العربية' });

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const form = loginForm(page, AR);
  await expect(form.submit).toHaveText(arAuth.login.submit);
  await expect(form.heading).toHaveText(fill(arAuth.login.titleWithName, { name: tenant.name }));
  await expect(page.getByRole('link', { name: arAuth.login.forgot })).toBeVisible();
  await snap(page, 'sign-in-ar-login');

  await signIn(page, AR, admin.email, admin.password);
  await expectHome(page, AR, tenant, admin, arCommon.roles.admin);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: arCommon.logout })).toBeVisible();
  await snap(page, 'sign-in-ar-home');

  // The choice is remembered in lang_pref, so a new visit opens in Arabic too.
  const cookies = await page.context().cookies(tenant.baseURL);
  expect(cookies.find((c) => c.name === 'lang_pref')?.value).toBe('ar');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectHome(page, AR, tenant, admin, arCommon.roles.admin);
});

test('a wrong password is refused inline, in the interface language', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  await page.goto(`${tenant.baseURL}/login`);
  await signIn(page, EN, admin.email, 'not-the-password-1');
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS.en);
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'sign-in-wrong-password-en');

  await page.getByRole('combobox', { name: enCommon.language }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const fr = { auth: frAuth };
  // The message already shown stays as the server worded it; the next attempt is answered in French.
  await loginForm(page, fr).submit.click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS.fr);
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page, fr).password).toHaveValue('not-the-password-1');
  await snap(page, 'sign-in-wrong-password-fr');
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  await page.goto(`${tenant.baseURL}/login`);
  await page.getByRole('link', { name: enAuth.login.forgot }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page.getByRole('heading', { name: enAuth.forgot.title })).toBeVisible();
  await snap(page, 'reset-forgot');

  await page.getByRole('textbox', { name: enAuth.fields.email, exact: true }).fill(admin.email);
  await page.getByRole('button', { name: enAuth.forgot.submit }).click();
  await expect(page.getByRole('status')).toHaveText(enAuth.forgot.done);
  await snap(page, 'reset-forgot-sent');

  const mail = await waitForMail(admin.email, /\/reset\//);
  const link = mail.match(/https?:\/\/\S+?(\/reset\/[A-Za-z0-9._~-]+)/);
  expect(link, `a reset link in:\n${mail}`).not.toBeNull();
  // The link leads back to the organisation the request came from.
  expect(link![0]).toContain(`${tenant.slug}.localhost`);

  await page.goto(tenant.baseURL + link![1]);
  await expect(page.getByRole('heading', { name: enAuth.reset.title })).toBeVisible();
  const newPassword = `fresh-${randomUUID().slice(0, 8)}`;
  await page.getByRole('textbox', { name: enAuth.fields.newPassword, exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: enAuth.fields.confirmPassword, exact: true }).fill(newPassword);
  await snap(page, 'reset-new-password');
  await page.getByRole('button', { name: enAuth.reset.submit }).click();
  await expect(page.getByRole('status')).toHaveText(enAuth.reset.done);
  await snap(page, 'reset-done');

  await page.getByRole('link', { name: enAuth.signIn }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, EN, admin.email, admin.password);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS.en);
  await snap(page, 'reset-old-password-refused');

  await loginForm(page, EN).password.fill(newPassword);
  await loginForm(page, EN).password.press('Enter');
  await expectHome(page, EN, tenant, admin, enCommon.roles.admin);
  await snap(page, 'reset-signed-in');

  // The link works once only.
  await page.getByRole('button', { name: enCommon.logout }).click();
  await page.goto(tenant.baseURL + link![1]);
  await page.getByRole('textbox', { name: enAuth.fields.newPassword, exact: true }).fill('another-password-2');
  await page.getByRole('textbox', { name: enAuth.fields.confirmPassword, exact: true }).fill('another-password-2');
  await page.getByRole('button', { name: enAuth.reset.submit }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });

  test('the sign-in renders dark and works', async ({ page }) => {
    const { tenant, admin } = adminTenant();
    await page.goto(tenant.baseURL);
    await expect(page).toHaveURL(/\/login/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const form = loginForm(page, EN);
    await expect(form.submit).toBeVisible();
    await expect(page.getByRole('button', { name: enCommon.theme.light })).toBeVisible();
    // Nothing sticks out sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'sign-in-mobile-dark-login');

    await signIn(page, EN, admin.email, admin.password);
    await expectHome(page, EN, tenant, admin, enCommon.roles.admin);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'sign-in-mobile-dark-home');
  });
});

test('an unknown organisation gets the not-found page', async ({ page }) => {
  const host = `nope-${randomUUID().slice(0, 8)}.localhost`;
  await page.goto(`http://${host}:${process.env.E2E_PORT}/login`);
  await expect(page).toHaveURL(/\/incubator-not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: enCommon.incubatorNotFound.title })).toBeVisible();
  await expect(page.getByText(fill(enCommon.incubatorNotFound.body, { host }))).toBeVisible();
  await expect(page.getByText(enCommon.incubatorNotFound.hint)).toBeVisible();
  await expect(page.getByRole('button', { name: enAuth.login.submit })).toHaveCount(0);
  await snap(page, 'incubator-not-found');
});
