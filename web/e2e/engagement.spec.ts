import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, fill, signIn } from './shell-helpers';
import enViews from '../src/i18n/en/savedViews.json' with { type: 'json' };
import enPeople from '../src/i18n/en/people.json' with { type: 'json' };
import enEngagement from '../src/i18n/en/engagement.json' with { type: 'json' };
import arEngagement from '../src/i18n/ar/engagement.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

/** An organisation on the growth plan (saved views, engagement analytics): an admin, the team's coach and its founder. */
function organisation(coachLanguage?: string) {
  return createTenant(
    [
      { roleType: 'admin', firstName: 'Ada' },
      { roleType: 'coach', firstName: 'Sam', language: coachLanguage },
      { roleType: 'cofounder', firstName: 'Fay' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [2], coaches: [1] }],
    'growth',
  );
}

test('an admin saves a view of the users list and applies it again; then reads a team’s engagement', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tenant = organisation();
  const [admin, , founder] = tenant.users;

  // The founder signs in once: the team's first sign-in.
  const founderContext = await browser.newContext();
  await signIn(await founderContext.newPage(), tenant, founder);
  await founderContext.close();

  await signIn(page, tenant, admin);
  await page.goto(`${tenant.baseURL}/admin/configuration/users`);
  const search = page.getByRole('textbox', { name: enPeople.filters.search });
  await search.fill('Sam');
  await expect(page.getByText(fill(enPeople.list.count_one, { count: '1' }))).toBeVisible();
  await page.getByRole('button', { name: enViews.menu }).click();
  await page.getByRole('menuitem', { name: enViews.saveCurrent }).click();
  const dialog = page.getByRole('dialog', { name: enViews.saveTitle });
  await dialog.getByRole('textbox', { name: enViews.name }).fill('Coaches named Sam');
  await dialog.getByRole('button', { name: enViews.save, exact: true }).click();
  await expect(page.getByText(fill(enViews.saved, { name: 'Coaches named Sam' }))).toBeVisible();

  // Cleared, then put back from the menu.
  await search.fill('');
  await expect(search).toHaveValue('');
  await page.getByRole('button', { name: enViews.menu }).click();
  const item = page.getByRole('menuitem', { name: /Coaches named Sam/ });
  await expect(item).toBeVisible();
  await snap(page, 'users-saved-views-menu');
  await item.click();
  await expect(search).toHaveValue('Sam');
  await expect(page.getByText(fill(enPeople.list.count_one, { count: '1' }))).toBeVisible();

  // The startup file's engagement tab.
  const startup = tenant.startups[0];
  await page.goto(`${tenant.baseURL}/startup/${startup.id}/file/engagement-analytics`);
  await expect(page.getByRole('tab', { name: enEngagement.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: enEngagement.title })).toBeVisible();
  const signIns = page.getByTestId('engagement-signIns');
  await expect(signIns.getByRole('img', { name: /Sign-ins/ })).toBeVisible();
  await expect(page.getByTestId('engagement-founders').getByRole('rowheader', { name: /Fay/ })).toBeVisible();
  await signIns.getByRole('button', { name: enEngagement.showTable }).click();
  await expect(signIns.getByRole('table', { name: fill(enEngagement.tableCaption, { measure: enEngagement.measures.signIns.name }) })).toBeVisible();
  // The segmented control's radios are hidden behind their labels: the label is what one clicks.
  await page
    .locator('label')
    .filter({ hasText: fill(enEngagement.range.months_other, { count: '12' }) })
    .click();
  await expect(signIns.getByRole('table').getByRole('row')).toHaveCount(13);
  await snap(page, 'startup-engagement');
});

test('the engagement tab reads right to left in Arabic at 375 px, without sideways scrolling', async ({ browser }) => {
  test.setTimeout(120_000);
  const tenant = organisation('ar');
  const [, coach, founder] = tenant.users;
  const founderContext = await browser.newContext();
  await signIn(await founderContext.newPage(), tenant, founder);
  await founderContext.close();

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, tenant, coach);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/startup/${tenant.startups[0].id}/file/engagement-analytics`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: arEngagement.title })).toBeVisible();
  await expect(page.getByTestId('engagement-signIns').getByRole('img')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'startup-engagement-ar-phone');
  await context.close();
});
