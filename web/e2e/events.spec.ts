import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, fill, fullName, signIn } from './shell-helpers';
import enCreate from '../src/i18n/en/create.json' with { type: 'json' };
import enEditor from '../src/i18n/en/eventEditor.json' with { type: 'json' };
import enPage from '../src/i18n/en/eventPage.json' with { type: 'json' };
import arEvents from '../src/i18n/ar/events.json' with { type: 'json' };

// Every test makes its own organisation. The organisation keeps its days in UTC and so does the
// browser, so "today" is the same day to both, to the event and to its check-in.
test.describe.configure({ mode: 'parallel' });
test.use({ timezoneId: 'UTC' });

/** Moves the editor's start to today at 23:00 through the date picker (the day, then the hour). */
async function startTonight(page: Page) {
  await page.getByRole('button', { name: enEditor.fields.start, exact: true }).click();
  const today = new Date();
  const day = `${today.getUTCDate()} ${today.toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${today.getUTCFullYear()}`;
  await page.getByRole('button', { name: day, exact: true }).click();
  const picker = page.locator('.mantine-Popover-dropdown').filter({ has: page.getByRole('spinbutton') });
  await picker.getByRole('spinbutton').first().fill('23');
  await picker.getByRole('button').last().click();
}

test('staff creates an event from the Create menu and publishes it; a founder registers and takes it to their calendar; the host checks them in', async ({ page, browser }) => {
  // Registration closes once the event starts at 23:00: the rest of the day is needed.
  test.skip(new Date().getUTCHours() >= 22, 'the event starts tonight at 23:00 UTC');
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'cofounder', firstName: 'Fay' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
  );
  const [staff, founder] = tenant.users;

  // The Create menu's Event entry makes a draft and opens its editor.
  await signIn(page, tenant, staff);
  await page.getByRole('banner').getByRole('button', { name: enCreate.button }).click();
  await page.getByRole('menuitem', { name: 'Event' }).click();
  await expect(page).toHaveURL(/\/events\/[^/]+\/edit$/);
  const eventUrl = page.url().replace(/\/edit$/, '');

  await page.getByRole('textbox', { name: enEditor.fields.title }).fill('Investor breakfast');
  await startTonight(page);
  // The preview follows the form as it is typed.
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Investor breakfast' })).toBeVisible();
  await page.getByRole('button', { name: enEditor.actions.save, exact: true }).click();
  await expect(page.getByText(enEditor.done.saved)).toBeVisible();
  await page.getByRole('button', { name: enEditor.actions.publish, exact: true }).click();
  await expect(page.getByText(enEditor.done.published)).toBeVisible();
  await snap(page, 'event-editor');

  // The founder finds it among the events and registers.
  const founderContext = await browser.newContext({ timezoneId: 'UTC' });
  const founderPage = await founderContext.newPage();
  await signIn(founderPage, tenant, founder);
  await founderPage.goto(`${tenant.baseURL}/events`);
  await founderPage
    .getByRole('link', { name: /Investor breakfast/ })
    .first()
    .click();
  await expect(founderPage).toHaveURL(eventUrl);
  await founderPage.getByRole('button', { name: enPage.register.button, exact: true }).click();
  await expect(founderPage.getByText(enPage.register.registered)).toBeVisible();

  // "Add to my calendar" hands over a calendar file of the event.
  const download = founderPage.waitForEvent('download');
  await founderPage.getByRole('button', { name: enPage.calendar.add }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain('SUMMARY:Investor breakfast');
  await snap(founderPage, 'event-page-founder');

  // The host sees the founder among the attendees and checks them in, on the event's day.
  await page.goto(eventUrl);
  await page.getByRole('button', { name: fill(enPage.attendees.checkInName, { name: fullName(founder) }) }).click();
  await expect(page.getByRole('main').getByText('Attended', { exact: true })).toBeVisible();
  await founderContext.close();
});

test('the events list in Arabic at phone width: right to left, without sideways scrolling', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'staff', firstName: 'Sam', language: 'ar' }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, tenant, tenant.users[0]);
  await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/events/planning`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: arEvents.titles.CREATED_BY_ME })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
