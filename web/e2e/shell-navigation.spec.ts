import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test, type E2ETenant } from './fixtures';
import { accountButton, expectNoSidewaysScroll, fill, fullName, opened, serverSidebar, signIn } from './shell-helpers';
import enCommon from '../src/i18n/en/common.json' with { type: 'json' };
import enProfile from '../src/i18n/en/profile.json' with { type: 'json' };
import enSearch from '../src/i18n/en/search.json' with { type: 'json' };
import enShell from '../src/i18n/en/shell.json' with { type: 'json' };

// Every test signs in a person of its own, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

const ROLES = ['admin', 'admin&coach', 'subadmin', 'staff', 'coach', 'mentor', 'expert', 'evaluator', 'cofounder', 'applicant', 'community_member'] as const;

// Spec 1 §2.4: search and the extra items of the top bar are not for the startup side, unless the
// plan has broadSearch (search over what each may see) — which every plan has, so everyone here
// searches; src/modules/search/GlobalSearch.test.tsx covers a plan without it.
const WITHOUT_SEARCH: ReadonlySet<string> = new Set();

const fileName = (role: string) => role.replace(/\W+/g, '-');

const searchButton = (page: Page) => page.getByRole('button', { name: enSearch.open, exact: true });
const menuButton = (page: Page) => page.getByRole('button', { name: enShell.menu.open, exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: enShell.sidebar.label });

test.describe('navigation per role', () => {
  // One organisation holding one person of each role. Parallel workers each make their own, so
  // every person signs in once only (the server caps the sessions a person may keep).
  let tenant: E2ETenant;
  test.beforeAll(() => {
    tenant = createTenant(ROLES.map((roleType) => ({ roleType })));
  });

  for (const role of ROLES) {
    test(`${role} gets the navigation of their role`, async ({ page }) => {
      const user = tenant.users.find((u) => u.roleType === role)!;
      await signIn(page, tenant, user);

      // Home leads the top bar for everyone, and is the current page.
      const topNav = page.getByRole('navigation', { name: enShell.topNav.label });
      const home = topNav.getByRole('link', { name: enShell.nav.home, exact: true });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute('aria-current', 'page');
      await expect(home).toHaveAttribute('href', '/');

      // The menu button is there because the server's sidebar for this person has entries:
      // Home, in everyone's.
      const entries = await serverSidebar(page);
      expect(entries).toContain('home');
      await expect(menuButton(page)).toBeVisible();
      // Open by default on a wide screen.
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebar(page).getByRole('link', { name: enShell.nav.home, exact: true })).toBeVisible();

      if (WITHOUT_SEARCH.has(role)) {
        // Absence only counts once the page has finished loading the top bar's parts.
        await page.waitForLoadState('networkidle');
        await expect(searchButton(page)).toHaveCount(0);
        // Nor does the shortcut open anything.
        await page.keyboard.press('/');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      } else {
        await expect(searchButton(page)).toBeVisible();
        await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
      }
      await snap(page, `shell-role-${fileName(role)}`);

      await accountButton(page, user).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText(fullName(user), { exact: true })).toBeVisible();
      await expect(menu.getByText(enCommon.roles[role], { exact: true })).toBeVisible();
      for (const name of [enShell.account.profile, enShell.account.preferences, enShell.account.security, enCommon.logout]) {
        await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('menuitem', { name: enShell.account.profile, exact: true })).toHaveAttribute('href', `/profile/${user.id}`);
      await expect(menu.getByRole('menuitemcheckbox', { name: enShell.account.darkMode })).toHaveAttribute('aria-checked', 'false');
      await opened(menu);
      await snap(page, `shell-role-${fileName(role)}-account-menu`);
    });
  }
});

/**
 * On a phone the desktop sidebar is slid out of view and the menu button offers the drawer
 * instead: walking the page with Tab never lands on something nobody can see.
 */
async function expectSidebarOutOfReach(page: Page) {
  const box = (await sidebar(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(0);
  const stops: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { name: '', offScreen: false };
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', offScreen: r.right <= 0 || r.left >= window.innerWidth };
    });
    expect(stop.offScreen, `focus on "${stop.name}", out of view`).toBe(false);
    stops.push(stop.name);
  }
  expect(stops).toContain(enShell.menu.open);
  // The skip link, shown while focused, would sit over the menu button.
  await page.getByRole('heading', { level: 1 }).click();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an applicant reaches their profile from the mobile bar', async ({ page }) => {
    const tenant = createTenant([{ roleType: 'applicant' }]);
    const applicant = tenant.users[0];
    await signIn(page, tenant, applicant);

    const bar = page.getByRole('navigation', { name: enShell.mobile.label });
    await expect(bar).toBeVisible();
    const account = bar.getByRole('link', { name: enShell.mobile.account, exact: true });
    await expect(account).toHaveAttribute('href', `/profile/${applicant.id}`);
    // The bar sits at the bottom of the window.
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(740 - 2);
    await expectSidebarOutOfReach(page);
    await expectNoSidewaysScroll(page);
    await snap(page, 'shell-mobile-applicant-home');

    await account.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${applicant.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: fullName(applicant) })).toBeVisible();
    await expect(page.getByRole('tab', { name: enProfile.tabs.default })).toBeVisible();
    await expect(account).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
    await snap(page, 'shell-mobile-applicant-profile');
  });

  test('an admin opens the mobile menu with the sidebar in it', async ({ page }) => {
    const tenant = createTenant([{ roleType: 'admin' }]);
    const admin = tenant.users[0];
    await signIn(page, tenant, admin);

    // The admin's bottom-bar destinations: the startup portfolio, the events and the applications.
    const bar = page.getByRole('navigation', { name: enShell.mobile.label });
    await expect(bar.getByRole('link')).toHaveCount(3);
    await expect(bar.getByRole('link', { name: fill(enShell.mobile.portfolio, { startup: 'Startup' }) })).toHaveAttribute('href', '/coaching');
    await expect(bar.getByRole('link', { name: enShell.mobile.events })).toHaveAttribute('href', '/events');
    await expect(bar.getByRole('link', { name: enShell.mobile.applications })).toHaveAttribute('href', '/applications/overview');
    await expectSidebarOutOfReach(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page);
    await snap(page, 'shell-mobile-admin-home');

    await menuButton(page).click();
    const drawer = page.getByRole('dialog', { name: enShell.sidebar.label });
    await expect(drawer).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('navigation', { name: enShell.sidebar.label }).getByRole('link', { name: enShell.nav.home, exact: true })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: enCommon.language })).toBeVisible();
    await expect(drawer.getByRole('button', { name: enCommon.logout })).toBeVisible();
    // The drawer opens from the reading start: the left edge in English.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await snap(page, 'shell-mobile-admin-menu');

    // Following a link closes the menu.
    await page.goto(`${tenant.baseURL}/account/settings`);
    await menuButton(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: enShell.nav.home, exact: true }).click();
    await expect(page).toHaveURL(`${tenant.baseURL}/`);
    await expect(drawer).toBeHidden();
  });
});
