import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, fill, fullName, signIn } from './shell-helpers';
import enMessages from '../src/i18n/en/messages.json' with { type: 'json' };
import arMessages from '../src/i18n/ar/messages.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

/** The top bar's messages control (the sidebar has a "Messages" link too). */
const messagesButton = (page: Page) => page.getByTestId('messages-button');

/** The control's name says how many are unread, or nothing when all is read. */
const expectUnread = (page: Page, unread?: string, texts = enMessages) =>
  expect(messagesButton(page)).toHaveAccessibleName(unread ? fill(texts.topBar.labelWithCount, { unread }) : texts.topBar.label);

test('a founder and their coach message each other live: the message appears without reload, the badge counts and clears', async ({ page, browser }) => {
  const tenant = createTenant(
    [
      { roleType: 'coach', firstName: 'Sofia' },
      { roleType: 'cofounder', firstName: 'Emre' },
    ],
    undefined,
    [{ name: 'GreenLoop', founders: [1], coaches: [0] }],
  );
  const [coach, founder] = tenant.users;

  // The coach waits on the home page, in a browser of their own.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, tenant, coach);
  await expectUnread(coachPage);

  // The founder starts the conversation from the inbox.
  await signIn(page, tenant, founder);
  await messagesButton(page).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText(enMessages.inbox.empty)).toBeVisible();
  await page.getByRole('button', { name: enMessages.new.open }).first().click();
  const dialog = page.getByRole('dialog', { name: enMessages.new.heading });
  await dialog.getByRole('combobox', { name: enMessages.new.people }).fill('Sof');
  await page.getByRole('option', { name: fullName(coach) }).click();
  // Escape closes the list of people, not the dialog.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('button', { name: enMessages.new.start }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: fullName(coach) })).toBeVisible();

  // Shift+Enter breaks the line; Enter sends.
  const composer = page.getByRole('textbox', { name: enMessages.composer.label, exact: true });
  await composer.fill('Hi Sofia! Can we move Thursday’s session?');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Friday morning works best for us.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const log = page.getByRole('log');
  await expect(log.getByText('Friday morning works best for us.')).toBeVisible();

  // The coach's badge counts it, without a reload.
  await expectUnread(coachPage, '1');
  await messagesButton(coachPage).click();
  const row = coachPage.getByTestId('conversation-row').filter({ hasText: fullName(founder) });
  // The inbox quotes the first line.
  await expect(row).toContainText('Hi Sofia! Can we move Thursday’s session?');
  await row.click();
  await expect(coachPage.getByRole('log').getByText('Hi Sofia! Can we move Thursday’s session?')).toBeVisible();
  // Read once seen: the badge clears.
  await expectUnread(coachPage);
  await snap(coachPage, 'messages-conversation');

  // The coach answers; it appears in the founder's open conversation, which stays read.
  const reply = coachPage.getByRole('textbox', { name: enMessages.composer.label, exact: true });
  await reply.fill('Friday 9:30 is fine. See you then!');
  await reply.press('Enter');
  await expect(log.getByText('Friday 9:30 is fine. See you then!')).toBeVisible();
  const mine = log.getByTestId('message').filter({ hasText: 'Friday morning works best for us.' });
  const theirs = log.getByTestId('message').filter({ hasText: 'Friday 9:30 is fine.' });
  await expect(mine).toHaveAttribute('data-own', 'true');
  await expect(theirs).not.toHaveAttribute('data-own');
  // Own messages sit on the inline-end side: the right in English.
  const [ownBox, otherBox] = [await mine.locator('> div').first().boundingBox(), await theirs.locator('> div').last().boundingBox()];
  expect(ownBox!.x).toBeGreaterThan(otherBox!.x);
  await expectUnread(page);
  await coachContext.close();
});

test('the inbox reads right to left in Arabic at phone width: the list and the conversation are two screens', async ({ browser }) => {
  const tenant = createTenant(
    [
      { roleType: 'coach', firstName: 'Sofia' },
      { roleType: 'cofounder', firstName: 'Emre', language: 'ar' },
    ],
    undefined,
    [{ name: 'GreenLoop', founders: [1], coaches: [0] }],
  );
  const [coach, founder] = tenant.users;

  // The coach writes first, in English, at desktop width.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, tenant, coach);
  await coachPage.goto(`${tenant.baseURL}/messages`);
  await coachPage.getByRole('button', { name: enMessages.new.open }).first().click();
  await coachPage.getByRole('combobox', { name: enMessages.new.people }).fill('Emre');
  await coachPage.getByRole('option', { name: fullName(founder) }).click();
  await coachPage.keyboard.press('Escape');
  await coachPage.getByRole('button', { name: enMessages.new.start }).click();
  const composer = coachPage.getByRole('textbox', { name: enMessages.composer.label, exact: true });
  await composer.fill('مرحبًا إمره! هل أرسلت عرض التجربة؟');
  await composer.press('Enter');
  await expect(coachPage.getByRole('log').getByText('مرحبًا إمره!', { exact: false })).toBeVisible();
  await coachContext.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, tenant, founder);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/messages`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: arMessages.inbox.title, level: 2 })).toBeVisible();
  const row = page.getByTestId('conversation-row');
  await expect(row).toContainText(fullName(coach));
  await expect(row.getByText('1', { exact: true })).toBeVisible();
  await expectUnread(page, '1', arMessages);
  await expectNoSidewaysScroll(page);
  await snap(page, 'messages-inbox-ar-phone');

  // The conversation takes the whole screen, with a way back.
  await row.click();
  await expect(page.getByRole('heading', { name: arMessages.inbox.title, level: 2 })).toBeHidden();
  await expect(page.getByRole('log').getByText('هل أرسلت عرض التجربة؟', { exact: false })).toBeVisible();
  await expectUnread(page, undefined, arMessages);
  const answer = page.getByRole('textbox', { name: arMessages.composer.label, exact: true });
  await answer.fill('نعم، أرسلته صباح اليوم.');
  await answer.press('Enter');
  const log = page.getByRole('log');
  const mine = log.getByTestId('message').filter({ hasText: 'نعم، أرسلته' });
  const theirs = log.getByTestId('message').filter({ hasText: 'هل أرسلت' });
  await expect(mine).toBeVisible();
  // Own messages on the inline-end side: the left in Arabic.
  const [ownBox, otherBox] = [await mine.locator('> div').first().boundingBox(), await theirs.locator('> div').last().boundingBox()];
  expect(ownBox!.x).toBeLessThan(otherBox!.x);
  await expectNoSidewaysScroll(page);
  await snap(page, 'messages-conversation-ar-phone');
  await page.getByRole('link', { name: arMessages.conversation.back }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByTestId('conversation-row')).toBeVisible();
  await context.close();
});
