import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { signIn } from './shell-helpers';

test.describe.configure({ mode: 'parallel' });

/** What the browser refused under the page's Content-Security-Policy, as events and as console errors. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('the web application runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin' }]);
  const violations = await watchViolations(page);

  const shell = await page.goto(`${tenant.baseURL}/login`);
  const policy = shell!.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain(`connect-src 'self' ws://${new URL(tenant.baseURL).host}`);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

  // The colour scheme script (a file of the site now, not inline) still applies the stored choice before the app starts.
  await page.evaluate(() => localStorage.setItem('aa:colorScheme', '"dark"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page, tenant, tenant.users[0]);
  for (const path of ['/tasks', '/account/settings', '/admin/configuration/branding', '/admin/configuration/general']) {
    await page.goto(`${tenant.baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Live updates travel over the websocket the policy names.
  expect(sockets).toContain(`ws://${new URL(tenant.baseURL).host}/subscriptions`);
  await snap(page, 'content-security-general');

  expect(await violations()).toEqual([]);
});

test("API answers carry the strict policy, and the shell at any in-app path the application's", async ({ request }) => {
  const tenant = createTenant([{ roleType: 'staff' }]);
  // Node cannot resolve <slug>.localhost as Chromium does: the tenant is named by header instead.
  const server = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const headers = { 'x-incubator': tenant.slug };
  const health = await request.get(`${server}/api/health`, { headers });
  expect(health.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const shell = await request.get(`${server}/tasks`, { headers });
  expect(shell.headers()['content-type']).toMatch(/text\/html/);
  expect(shell.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await shell.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});
