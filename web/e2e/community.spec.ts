import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { bell, expectNoSidewaysScroll, fill, signIn } from './shell-helpers';
import enFeed from '../src/i18n/en/communityFeed.json' with { type: 'json' };
import arFeed from '../src/i18n/ar/communityFeed.json' with { type: 'json' };
import enNotifications from '../src/i18n/en/notifications.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

/** Writes a post with the feed's composer and waits for it at the top of the feed. */
async function writePost(page: Page, text: string, texts: { composer: { label: string; post: string } } = enFeed) {
  const editor = page.getByRole('textbox', { name: texts.composer.label });
  await editor.click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: texts.composer.post, exact: true }).click();
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  return card;
}

test('a founder posts; a coach reacts and replies; the founder’s bell rings and opens the post at the reply', async ({ page, browser }) => {
  // Two people signed in one after the other, each screen checked for accessibility.
  test.setTimeout(120_000);
  const tenant = createTenant(
    [
      { roleType: 'cofounder', firstName: 'Fay' },
      { roleType: 'coach', firstName: 'Sam' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [0], coaches: [1] }],
  );
  const [founder, coach] = tenant.users;
  const postText = 'We signed our first paying customer this morning!';
  const replyText = 'Brilliant news, let us plan the next ten together.';

  // The founder writes to everyone from the news feed.
  await signIn(page, tenant, founder);
  await page.goto(`${tenant.baseURL}/community/home`);
  await expect(page.getByRole('heading', { level: 1, name: enFeed.feed.title })).toBeVisible();
  await writePost(page, postText);
  await snap(page, 'community-feed-posted');

  // The coach finds it in their feed, reacts and replies.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, tenant, coach);
  await coachPage.goto(`${tenant.baseURL}/community/home`);
  const card = coachPage.getByRole('feed').getByRole('article').filter({ hasText: postText });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: enFeed.reactions.add }).click();
  await coachPage.getByRole('group', { name: enFeed.reactions.choose }).getByRole('button', { name: enFeed.reactions.LIKE, exact: true }).click();
  const like = card.getByRole('button', { name: fill(enFeed.reactions.count_one, { reaction: enFeed.reactions.LIKE, count: '1' }) });
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: enFeed.thread.reply, exact: true }).click();
  await expect(card.getByRole('textbox', { name: enFeed.composer.replyLabel })).toBeFocused();
  await coachPage.keyboard.type(replyText);
  await card.getByRole('button', { name: enFeed.composer.sendReply, exact: true }).click();
  await expect(card.getByRole('list', { name: enFeed.thread.label }).getByText(replyText)).toBeVisible();
  await expect(card.getByRole('button', { name: fill(enFeed.thread.count_one, { count: '1' }) })).toBeVisible();
  await snap(coachPage, 'community-feed-reacted-replied');
  await coachContext.close();

  // The founder's bell counts the reaction and the reply; the reply's notification opens the post at it.
  await page.reload();
  await expect(bell(page, '2')).toBeVisible();
  await bell(page, '2').click();
  const popper = page.getByRole('dialog', { name: enNotifications.title });
  await popper.locator('a[href*="comment="]').first().click();
  await expect(page).toHaveURL(/\/community\/post\/[^/?]+\?comment=/);
  const highlighted = page.locator('[data-highlighted]');
  await expect(highlighted).toContainText(replyText);
  await expect(highlighted).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(postText)).toBeVisible();
  await snap(page, 'community-post-reply-highlighted');
});

test('the news feed reads right to left in Arabic at phone width, without sideways scrolling', async ({ browser }) => {
  const tenant = createTenant([{ roleType: 'cofounder', firstName: 'Fay', language: 'ar' }], undefined, [{ name: 'Lovelace Labs', founders: [0] }]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[0]);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/community/home`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arFeed.feed.title })).toBeVisible();
  const card = await writePost(page, 'وقّعنا اليوم عقدنا الأول مع عميل يدفع. شكرًا لكل من ساعدنا!', arFeed);
  await expect(card.getByRole('button', { name: arFeed.reactions.add })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'community-feed-ar-phone');
  await context.close();
});
