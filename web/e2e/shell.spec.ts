import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test, type E2ETenant, type E2EUser } from './fixtures';
import { accountButton, fill, fullName, opened, signIn, submitSignIn } from './shell-helpers';
import enAccount from '../src/i18n/en/account.json' with { type: 'json' };
import enCalendar from '../src/i18n/en/calendar.json' with { type: 'json' };
import enCoaching from '../src/i18n/en/coaching.json' with { type: 'json' };
import enCommon from '../src/i18n/en/common.json' with { type: 'json' };
import enHome from '../src/i18n/en/home.json' with { type: 'json' };
import enProfile from '../src/i18n/en/profile.json' with { type: 'json' };
import enSearch from '../src/i18n/en/search.json' with { type: 'json' };
import enShell from '../src/i18n/en/shell.json' with { type: 'json' };
import arAccount from '../src/i18n/ar/account.json' with { type: 'json' };
import arCommon from '../src/i18n/ar/common.json' with { type: 'json' };
import arShell from '../src/i18n/ar/shell.json' with { type: 'json' };
import enOrganisation from '../src/i18n/en/organisation.json' with { type: 'json' };
import enTaxonomy from '../src/i18n/en/taxonomy.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

function adminTenant(): { tenant: E2ETenant; admin: E2EUser } {
  const tenant = createTenant([{ roleType: 'admin' }]);
  return { tenant, admin: tenant.users[0] };
}

const welcome = (page: Page, user: E2EUser) => page.getByRole('heading', { level: 1, name: fill(enHome.welcome, { firstName: user.firstName }) });

/** The unknown-link page: a dead link inside a part of the product. */
async function expectUnknownLink(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: enShell.unknownLink.title })).toBeVisible();
  await expect(page.getByText(enShell.unknownLink.body, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: enShell.unknownLink.home })).toHaveAttribute('href', '/');
}

test('global search opens from the keyboard, wraps around and reaches the account settings', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  await signIn(page, tenant, admin);
  const dialog = page.getByRole('dialog', { name: enSearch.title });
  const input = page.getByRole('textbox', { name: enSearch.placeholder });
  const results = dialog.getByRole('button');
  // The shortcuts are attached with the top bar's search button.
  await expect(page.getByRole('button', { name: enSearch.open, exact: true })).toBeVisible();

  // Inside a form control '/' belongs to the control.
  await page.getByRole('combobox', { name: enCommon.language }).focus();
  await page.keyboard.press('/');
  await expect(dialog).toHaveCount(0);
  await welcome(page, admin).click();

  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await input.pressSequentially('user');
  // A module is listed because its description or a section matches; the first line is selected.
  await expect(results).toHaveText([
    new RegExp(`^${enAccount.search.label}`),
    new RegExp(`^${enAccount.tabs.preferences}`),
    new RegExp(`^${enAccount.tabs.security}`),
    new RegExp(`^${enOrganisation.search.label}`),
    new RegExp(`^${enOrganisation.tabs.users}`),
    new RegExp(`^${enTaxonomy.search.label}`),
    new RegExp(`^${enTaxonomy.pages.user.nav}`),
    new RegExp(`^${enTaxonomy.pages.skills.nav}`),
  ]);
  await expect(results.nth(0)).toHaveAttribute('data-selected', 'true');
  await expect(page.getByText(enSearch.footer.esc.replace(/<\/?kbd>/g, ''))).toBeVisible();
  await opened(dialog);
  await snap(page, 'shell-search-results');

  // Up from the first line wraps to the last, down from the last back to the first.
  await input.press('ArrowUp');
  await expect(results.nth(7)).toHaveAttribute('data-selected', 'true');
  await input.press('ArrowDown');
  await expect(results.nth(0)).toHaveAttribute('data-selected', 'true');
  await expect(results.nth(7)).not.toHaveAttribute('data-selected');
  await input.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('data-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(`${tenant.baseURL}/account/settings`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: enAccount.tabs.preferences, selected: true })).toBeVisible();
  await snap(page, 'shell-search-reached-settings');

  // '/' opens it afresh; matching ignores case; Escape closes it where it was.
  await page.getByRole('heading', { level: 1, name: enAccount.title }).click();
  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await input.pressSequentially('SECUR');
  await expect(results).toHaveText([new RegExp(`^${enAccount.search.label}`), new RegExp(`^${enAccount.tabs.security}`)]);
  await input.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${tenant.baseURL}/account/settings`);

  await page.keyboard.press('Control+k');
  await input.pressSequentially('no such module here');
  await expect(dialog.getByText(enSearch.noResults, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: enSearch.searchDocs })).toBeVisible();
  await snap(page, 'shell-search-no-results');
  await input.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('old links are redirected, keeping the query string where the spec says so', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  // A visitor following an old link signs in first and then arrives where the link leads.
  await page.goto(`${tenant.baseURL}/coaching/session/abc/def?x=1`);
  await expect(page).toHaveURL(/\/login\?/);
  await submitSignIn(page, admin);
  await expect(page).toHaveURL(`${tenant.baseURL}/coaching/session/def?x=1`);
  // The session page opens; no session has this id.
  await expect(page.getByText(enCoaching.page.notFound)).toBeVisible();
  await snap(page, 'shell-redirect-coaching-session');

  await page.goto(`${tenant.baseURL}/account`);
  await expect(page).toHaveURL(`${tenant.baseURL}/account/settings`);
  await expect(page.getByRole('heading', { level: 1, name: enAccount.title })).toBeVisible();
  await snap(page, 'shell-redirect-account');

  await page.goto(`${tenant.baseURL}/calendar/sync`);
  await expect(page).toHaveURL(`${tenant.baseURL}/calendar`);
  await expect(page.getByRole('button', { name: enCalendar.today })).toBeVisible();
  await snap(page, 'shell-redirect-calendar');
});

test('unknown addresses get the 404 page or the unknown-link page', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  const notFound = page.getByRole('heading', { level: 1, name: enCommon.notFound.title });
  // A visitor sees the 404 straight away: there is nothing to sign in for.
  await page.goto(`${tenant.baseURL}/no-such-page`);
  await expect(notFound).toBeVisible();
  await expect(page).toHaveURL(`${tenant.baseURL}/no-such-page`);
  await snap(page, 'shell-404-visitor');

  await signIn(page, tenant, admin);
  await page.goto(`${tenant.baseURL}/no-such-page`);
  await expect(notFound).toBeVisible();
  // Inside the frame, so the person can navigate on.
  await expect(accountButton(page, admin)).toBeVisible();
  await snap(page, 'shell-404');
  await page.getByRole('link', { name: enCommon.notFound.back }).click();
  await expect(page).toHaveURL(`${tenant.baseURL}/`);
  await expect(welcome(page, admin)).toBeVisible();

  await page.goto(`${tenant.baseURL}/account/no-such-tab`);
  await expectUnknownLink(page);
  await expect(accountButton(page, admin)).toBeVisible();
  await snap(page, 'shell-unknown-link');
  await page.getByRole('link', { name: enShell.unknownLink.home }).click();
  await expect(welcome(page, admin)).toBeVisible();
});

test('Arabic turns the frame right-to-left and dark mode survives a reload', async ({ page }) => {
  const { tenant, admin } = adminTenant();
  await signIn(page, tenant, admin);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('combobox', { name: enCommon.language }).selectOption({ label: 'العربية' });
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: arShell.topNav.label }).getByRole('link', { name: arShell.nav.home, exact: true })).toBeVisible();
  // The sidebar moves to the right-hand side.
  const sidebar = (await page.getByRole('navigation', { name: arShell.sidebar.label }).boundingBox())!;
  expect(sidebar.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  await snap(page, 'shell-ar-light');

  await accountButton(page, admin, arShell).click();
  const darkMode = page.getByRole('menuitemcheckbox', { name: arShell.account.darkMode });
  await expect(darkMode).toHaveAttribute('aria-checked', 'false');
  await darkMode.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The menu stays open, showing the switch turned on.
  await expect(darkMode).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitem', { name: arCommon.logout })).toBeVisible();
  await opened(page.getByRole('menu'));
  await snap(page, 'shell-ar-dark-account-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: arShell.topNav.label }).getByRole('link', { name: arShell.nav.home, exact: true })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await snap(page, 'shell-ar-dark');

  // The account settings show the same choice, in Arabic.
  await accountButton(page, admin, arShell).click();
  await page.getByRole('menuitem', { name: arShell.account.preferences }).click();
  await expect(page).toHaveURL(`${tenant.baseURL}/account/settings`);
  await expect(page.getByRole('radio', { name: arAccount.settings.themes.dark })).toBeChecked();
  await expect(page.getByRole('button', { name: arAccount.settings.save })).toBeVisible();
  await snap(page, 'shell-ar-dark-settings');
});

test('own profile, sessions and a saved time zone', async ({ browser }) => {
  // The browser's own zone is what a person who never chose one starts with.
  const context = await browser.newContext({ timezoneId: 'Europe/Lisbon' });
  const page = await context.newPage();
  const { tenant, admin } = adminTenant();
  await signIn(page, tenant, admin);

  await accountButton(page, admin).click();
  await page.getByRole('menuitem', { name: enShell.account.profile }).click();
  await expect(page).toHaveURL(`${tenant.baseURL}/profile/${admin.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(admin) })).toBeVisible();
  await expect(page.getByRole('tab', { name: enProfile.tabs.default, selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: enProfile.edit.open })).toBeVisible();
  // One main landmark: the page sits inside the frame's.
  await expect(page.getByRole('main')).toHaveCount(1);
  await snap(page, 'shell-own-profile');

  await accountButton(page, admin).click();
  await page.getByRole('menuitem', { name: enShell.account.security }).click();
  await expect(page).toHaveURL(`${tenant.baseURL}/account/settings/security`);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByText(enAccount.sessions.thisDevice, { exact: true })).toHaveCount(1);
  // This browser is the only session, so there is no other one to end.
  await expect(page.getByRole('button', { name: enAccount.sessions.logoutOthers })).toBeDisabled();
  await snap(page, 'shell-account-security');

  await accountButton(page, admin).click();
  await page.getByRole('menuitem', { name: enShell.account.preferences }).click();
  await expect(page).toHaveURL(`${tenant.baseURL}/account/settings`);
  const timezone = page.getByRole('combobox', { name: enAccount.settings.timezone });
  await expect(timezone).toHaveValue(/^Europe\/Lisbon \(UTC\+0[01]:00\)$/);
  await timezone.click();
  // A zone without daylight saving time, so its label is the same all year.
  await timezone.fill('tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }).click();
  await expect(timezone).toHaveValue('Asia/Tokyo (UTC+09:00)');
  await page.getByRole('button', { name: enAccount.settings.save }).click();
  await expect(page.getByRole('status')).toHaveText(enAccount.settings.saved);
  await snap(page, 'shell-account-settings-saved');

  await page.reload();
  await expect(timezone).toHaveValue('Asia/Tokyo (UTC+09:00)');
  await context.close();
});
