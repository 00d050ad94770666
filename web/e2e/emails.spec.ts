import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, fill, signIn } from './shell-helpers';
import en from '../src/i18n/en/emails.json' with { type: 'json' };
import ar from '../src/i18n/ar/emails.json' with { type: 'json' };
import enThreads from '../src/i18n/en/emailThreads.json' with { type: 'json' };
import arThreads from '../src/i18n/ar/emailThreads.json' with { type: 'json' };
import { postEmailThread } from './email-thread-fixture';

test.describe.configure({ mode: 'parallel' });

/** A GraphQL call with the page's own sign-in, as the application makes it. */
async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${localStorage.getItem('seedbed:token')}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/** The tracked addresses in the newest mail to `to` (its raw source, quoted-printable undone). */
async function trackedLinks(to: string, subject: RegExp): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = fs
      .readFileSync(process.env.E2E_MAIL_FILE!, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; subject: string; raw: string })
      .filter((m) => m.to === to && subject.test(m.subject));
    const raw = mails.at(-1)?.raw;
    if (raw) {
      // Each part as sent: quoted-printable undone, base64 parts decoded.
      const quoted = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
        Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
      );
      const text = [quoted, ...base64].join('\n');
      return [...new Set([...text.matchAll(/https?:\/\/[^\s"'<>]+\/api\/emails\/(?:open|click)\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

test('compose to a startup’s team, preview, send, and watch the delivery and the opens come in', async ({ page }) => {
  test.setTimeout(150_000);
  const tenant = createTenant(
    [
      { roleType: 'admin', firstName: 'Amira' },
      { roleType: 'cofounder', firstName: 'Ada' },
      { roleType: 'cofounder', firstName: 'Grace' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1, 2] }],
  );
  const [admin, ada] = tenant.users;
  await signIn(page, tenant, admin);
  // The organisation counts opens (off unless it chooses so).
  await graphql(page, 'mutation { updateEmailDeliverySettings(data: { openTracking: true }) { openTracking } }');

  await page.goto(`${tenant.baseURL}/emails/management`);
  await expect(page.getByRole('heading', { level: 1, name: en.list.title })).toBeVisible();
  await expect(page.getByText(en.list.empty)).toBeVisible();
  await snap(page, 'emails-list-empty');
  await page.getByRole('button', { name: en.list.create }).click();
  await expect(page).toHaveURL(/\/emails\/email\/[^/]+$/);

  // Subject with a placeholder from its menu, body typed with one from the editor's menu.
  const subject = page.getByRole('textbox', { name: en.composer.subject });
  await subject.fill('Demo Day logistics for ');
  await page.getByRole('button', { name: en.composer.insertPlaceholderSubject }).click();
  await page.getByRole('menuitem', { name: en.placeholders.startupName }).click();
  await expect(subject).toHaveValue('Demo Day logistics for {{startupName}}');
  const body = page.getByRole('textbox', { name: en.composer.body });
  await body.click();
  await page.keyboard.type('Hello ');
  await page.getByRole('button', { name: en.composer.insertPlaceholder, exact: true }).click();
  await page.getByRole('menuitem', { name: en.placeholders.firstName }).click();
  await page.keyboard.type(', your slot is at 15:20. ');
  await page.getByRole('button', { name: en.composer.insertPlaceholder, exact: true }).click();
  await page.getByRole('menuitem', { name: en.placeholders.profileLink }).click();

  // The startup's team as recipients.
  const startups = page.getByRole('combobox', { name: en.recipients.startups });
  await startups.click();
  await startups.fill('Lovelace');
  await page.getByRole('option', { name: 'Lovelace Labs' }).click();
  await page.keyboard.press('Escape');
  await snap(page, 'emails-composer');

  // The preview reads as Ada will read it.
  await page.getByRole('button', { name: en.composer.preview }).click();
  const preview = page.getByRole('dialog', { name: en.preview.title });
  await expect(preview.getByTestId('preview-subject')).toHaveText('Demo Day logistics for Lovelace Labs');
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.locator('body')).toContainText(/Hello (Ada|Grace), your slot is at 15:20/);
  await snap(page, 'emails-preview');
  await preview.getByRole('button', { name: /close/i }).first().click();

  // Sending asks with the count, then opens the report.
  await page.getByRole('button', { name: en.composer.sendNow }).click();
  const question = page.getByRole('dialog', { name: en.composer.sendTitle });
  await expect(question).toContainText(en.composer.sendMessage.replace('{{count}}', '2'));
  await question.getByRole('button', { name: en.composer.sendNow }).click();
  await expect(page).toHaveURL(/\/emails\/management\/email\/[^/]+$/);
  // The campaign keeps its subject as written; each mail reads it filled in.
  const written = 'Demo Day logistics for {{startupName}}';
  await expect(page.getByRole('heading', { level: 1, name: written })).toBeVisible();
  await expect(page.getByTestId('figure-recipients')).toContainText('2');

  // The mail arrived, personalised; the list shows it delivered.
  const links = await trackedLinks(ada.email, /Demo Day logistics for Lovelace Labs/);
  expect(links.length).toBeGreaterThan(0);
  await page.goto(`${tenant.baseURL}/emails/management`);
  const row = page.getByTestId('email-row').filter({ hasText: written });
  await expect(row).toContainText(en.status.SENT);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('email-row').first().getByTestId('email-delivered')).toHaveText('2', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // Ada opens it (her reader loads the pixel) and follows its link.
  await page.evaluate(async (addresses) => {
    for (const address of addresses) await fetch(address, { mode: 'no-cors', credentials: 'omit' });
  }, links);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('email-row').first().getByTestId('email-opened')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snap(page, 'emails-list-sent');

  await page.getByRole('link', { name: written }).click();
  await expect(page.getByTestId('figure-opened')).toContainText('1');
  await expect(page.getByTestId('recipient-row').filter({ hasText: ada.email })).toContainText(en.delivery.DELIVERED);
  await snap(page, 'emails-report');
});

test('the e-mails and the composer read right to left in Arabic at phone width, without sideways scrolling', async ({ browser }) => {
  test.setTimeout(90_000);
  const tenant = createTenant([{ roleType: 'staff', firstName: 'Jonas', language: 'ar' }]);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[0]);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/emails/management`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.list.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ar.planned.title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'emails-list-ar-phone');
  await page.getByRole('button', { name: ar.list.create }).click();
  await expect(page.getByRole('textbox', { name: ar.composer.subject })).toBeVisible();
  await expect(page.getByRole('textbox', { name: ar.composer.body })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'emails-composer-ar-phone');
  await context.close();
});

test('a message to a startup’s team shows on its timeline: tracking for the staff, the mail alone for the founders, in Arabic at phone width', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Jonas' },
      { roleType: 'cofounder', firstName: 'Layla', language: 'ar' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
  );
  const [staff, founder] = tenant.users;
  const startup = tenant.startups[0];
  postEmailThread(tenant, {
    startupId: startup.id,
    senderId: staff.id,
    subject: 'Investor office hours next Thursday',
    html: '<p>Two angels hold office hours next Thursday: book a slot.</p>',
    to: [
      { email: founder.email, userId: founder.id },
      { email: 'gone@e2e.test', userId: null },
    ],
  });

  await signIn(page, tenant, staff);
  await page.goto(`${tenant.baseURL}/startup/${startup.id}/file/activities`);
  const post = page.getByRole('article', { name: enThreads.kind });
  await expect(post.getByText('Investor office hours next Thursday')).toBeVisible();
  const tracking = post.getByRole('group', { name: enThreads.tracking });
  await expect(tracking).toContainText(enThreads.badges.bounced);
  await expect(tracking).toContainText(fill(enThreads.badges.opened_other, { count: '3' }));
  await expect(post.getByText('Two angels hold office hours')).toBeHidden();
  await post.getByRole('button', { name: enThreads.showContent }).click();
  await expect(post.getByText('Two angels hold office hours')).toBeVisible();
  await snap(page, 'email-thread-staff');

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await context.newPage();
  await signIn(phone, tenant, founder);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await phone.goto(`${tenant.baseURL}/startup/${startup.id}/file/activities`);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const theirs = phone.getByRole('article', { name: arThreads.kind });
  await expect(theirs.getByText('Investor office hours next Thursday')).toBeVisible();
  await expect(theirs.getByRole('group', { name: arThreads.tracking })).toHaveCount(0);
  await theirs.getByRole('button', { name: arThreads.showContent }).click();
  await expect(theirs.getByText('Two angels hold office hours')).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await snap(phone, 'email-thread-founder-ar-phone');
  await context.close();
});
