import type { Locator, Page } from '@playwright/test';
import { expect, type E2ETenant, type E2EUser } from './fixtures';
import enAuth from '../src/i18n/en/auth.json' with { type: 'json' };
import enHome from '../src/i18n/en/home.json' with { type: 'json' };
import enShell from '../src/i18n/en/shell.json' with { type: 'json' };
import enNotifications from '../src/i18n/en/notifications.json' with { type: 'json' };

/** The catalogues' {{name}} placeholders, filled as i18next fills them. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
}

/** The name people see: the tenant script makes each user's last name their role type. */
export function fullName(user: E2EUser): string {
  return `${user.firstName} ${user.roleType}`;
}

/** Fills the sign-in form on the page already showing it and waits for the signed-in frame. */
export async function submitSignIn(page: Page, user: E2EUser) {
  await page.getByRole('textbox', { name: enAuth.fields.email, exact: true }).fill(user.email);
  // Exact: the visibility toggle's name also contains the word "password".
  const password = page.getByRole('textbox', { name: enAuth.fields.password, exact: true });
  await password.fill(user.password);
  await password.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(accountButton(page, user)).toBeVisible();
}

/** Signs in from the sign-in page and waits for the home page. Each call opens a server session. */
export async function signIn(page: Page, tenant: E2ETenant, user: E2EUser) {
  await page.goto(`${tenant.baseURL}/login`);
  await submitSignIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: fill(enHome.welcome, { firstName: user.firstName }) })).toBeVisible();
}

/** The avatar button of the top bar that opens the account menu. */
export function accountButton(page: Page, user: E2EUser, shell: { account: { open: string } } = enShell) {
  return page.getByRole('button', { name: fill(shell.account.open, { name: fullName(user) }), exact: true });
}

/** The server's sidebar for the signed-in user, asked with the page's own token. */
export async function serverSidebar(page: Page): Promise<string[]> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${localStorage.getItem('seedbed:token')}`,
      },
      body: JSON.stringify({ query: '{ setUp { sidebarV2 { name } } }' }),
    });
    return (await response.json()) as { data?: { setUp: { sidebarV2: Array<{ name: string }> } }; errors?: unknown };
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.setUp.sidebarV2.map((entry) => entry.name);
}

/** Nothing sticks out sideways: the page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Waits for a dropdown's fade-in to end, so that a screenshot shows it as people see it. */
export async function opened(dropdown: Locator) {
  await expect(dropdown).toHaveCSS('opacity', '1');
}

/** The notifications bell of the top bar, by the count it announces (none when nothing is unseen). */
export function bell(page: Page, unseen?: string, texts = enNotifications) {
  return page.getByRole('button', { name: unseen ? fill(texts.bell.labelWithCount, { unseen }) : texts.bell.label, exact: true });
}
