import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test, type E2ETenant, type E2EUser } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import enFile from '../src/i18n/en/startupFile.json' with { type: 'json' };
import arFile from '../src/i18n/ar/startupFile.json' with { type: 'json' };
import enStartups from '../src/i18n/en/startups.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

function startupTenant(founderLanguage?: string): { tenant: E2ETenant; staff: E2EUser; founder: E2EUser; startupId: string } {
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'cofounder', firstName: 'Fay', language: founderLanguage },
      { roleType: 'coach', firstName: 'Cleo' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1], coaches: [2] }],
    // Startup documents are an enterprise feature.
    'enterprise',
  );
  return { tenant, staff: tenant.users[0], founder: tenant.users[1], startupId: tenant.startups[0].id };
}

const timelineItems = (page: Page) => page.getByRole('main');

async function writeNote(page: Page, text: string, options: { private?: boolean } = {}) {
  const editor = page.getByRole('textbox', { name: enFile.composer.label, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
  if (options.private) await page.getByRole('switch', { name: enFile.composer.private }).check();
  await page.getByRole('button', { name: enFile.composer.post, exact: true }).click();
  await expect(page.getByText(enFile.composer.posted)).toBeVisible();
}

test('staff posts a public and a private note while the founder reads the file: the public one arrives live, the private one never; a pin and a document follow', async ({
  page,
  browser,
}) => {
  const { tenant, staff, founder, startupId } = startupTenant();

  // The founder's own file is open elsewhere: /startup/file leads to their first startup.
  const founderContext = await browser.newContext();
  const founderPage = await founderContext.newPage();
  await signIn(founderPage, tenant, founder);
  await founderPage.goto(`${tenant.baseURL}/startup/file`);
  await expect(founderPage).toHaveURL(new RegExp(`/startup/${startupId}/file/activities$`));
  await expect(founderPage.getByText(enFile.timeline.empty)).toBeVisible();

  // Staff finds the startup in the list and opens its file.
  await signIn(page, tenant, staff);
  await page.goto(`${tenant.baseURL}/startups`);
  await page
    .getByRole('link', { name: /Lovelace Labs/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/startup/${startupId}/file/activities$`));

  await writeNote(page, 'Kick-off on Monday at ten, bring the pitch deck.');
  await expect(timelineItems(founderPage).getByText('Kick-off on Monday at ten, bring the pitch deck.')).toBeVisible();

  await writeNote(page, 'Internal: strong team, watch the burn rate.', { private: true });
  await expect(timelineItems(page).getByText('Internal: strong team, watch the burn rate.')).toBeVisible();
  await expect(timelineItems(page).getByText(enFile.timeline.private, { exact: true })).toBeVisible();

  // Pinned: the public note moves to the top, for the founder too, without a reload.
  const publicNote = timelineItems(page).getByRole('article').filter({ hasText: 'Kick-off on Monday' });
  await publicNote.getByRole('button', { name: enFile.timeline.actions }).click();
  await page.getByRole('menuitem', { name: enFile.timeline.pin }).click();
  await expect(page.getByText(enFile.timeline.pinnedDone)).toBeVisible();
  await expect(timelineItems(founderPage).getByRole('article').filter({ hasText: 'Kick-off on Monday' }).getByText(enFile.timeline.pinned, { exact: true })).toBeVisible();
  await snap(page, 'startup-timeline-staff');

  // The private note never reached the founder, live or after a reload.
  await expect(founderPage.getByText('Internal: strong team')).toHaveCount(0);
  await founderPage.reload();
  await expect(timelineItems(founderPage).getByText('Kick-off on Monday at ten, bring the pitch deck.')).toBeVisible();
  await expect(founderPage.getByText('Internal: strong team')).toHaveCount(0);
  await snap(founderPage, 'startup-timeline-founder');

  // A document, uploaded by staff, shows in the founder's documents.
  await page.getByRole('tab', { name: enFile.tabs.documents }).click();
  await expect(page.getByText(enFile.documents.drop)).toBeVisible();
  await page.getByTestId('document-input').setInputFiles({ name: 'pitch-deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await expect(page.getByText(enFile.documents.uploaded_one.replace('{{count}}', '1'))).toBeVisible();
  await expect(page.getByText('pitch-deck.pdf')).toBeVisible();
  await founderPage.getByRole('tab', { name: enFile.tabs.documents }).click();
  await expect(founderPage.getByText('pitch-deck.pdf')).toBeVisible();
  await founderContext.close();
});

test('the startups list shows cards and a table, and remembers the choice', async ({ page }) => {
  const { tenant, staff } = startupTenant();
  await signIn(page, tenant, staff);
  await page.goto(`${tenant.baseURL}/startups`);
  await expect(page.getByRole('link', { name: /Lovelace Labs/ }).first()).toBeVisible();
  await snap(page, 'startups-cards');
  await page.getByText(enStartups.view.TABLE, { exact: true }).first().click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'startups-table');
});

test.describe('on a phone, in Arabic, in the dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'ar' });

  test('a founder lands on their own file from the Startups item and reads it right to left', async ({ page }) => {
    const { tenant, founder, startupId } = startupTenant('ar');
    // The Arabic sign-in page: its fields found by kind, not by their English names.
    await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
    await page.goto(`${tenant.baseURL}/login`);
    await page.getByRole('textbox').first().fill(founder.email);
    await page.locator('input[type="password"]').fill(founder.password);
    await page.locator('input[type="password"]').press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${tenant.baseURL}/startup/file`);
    await expect(page).toHaveURL(new RegExp(`/startup/${startupId}/file/activities$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(arFile.timeline.empty)).toBeVisible();
    await expect(page.getByRole('tab', { name: arFile.tabs.activities })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'startup-file-founder-ar-phone');
    await page.getByRole('tab', { name: arFile.tabs.company }).click();
    await expect(page.getByText('Lovelace Labs').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'startup-company-founder-ar-phone');
  });
});

/** A one-page PDF, as a browser would send it. */
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
