import type { Page } from '@playwright/test';
import { createTenant, expect, snap, test, type E2ETenant, type E2EUser } from './fixtures';
import { bell, expectNoSidewaysScroll, fill, fullName, opened, signIn } from './shell-helpers';
import enNotifications from '../src/i18n/en/notifications.json' with { type: 'json' };
import enCommon from '../src/i18n/en/common.json' with { type: 'json' };
import enTasks from '../src/i18n/en/tasks.json' with { type: 'json' };
import arTasks from '../src/i18n/ar/tasks.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side. The organisations keep
// their days in UTC; the browser does too, so "today" means the same day to both.
test.describe.configure({ mode: 'parallel' });
test.use({ timezoneId: 'UTC' });

function tasksTenant(): { tenant: E2ETenant; staff: E2EUser; founder: E2EUser } {
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'cofounder', firstName: 'Fay' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
  );
  return { tenant, staff: tenant.users[0], founder: tenant.users[1] };
}

/** The top bar's today's-tasks button, whatever its count says. */
const drawerButton = (page: Page, texts = enTasks) => page.getByRole('button', { name: new RegExp(`^${texts.drawer.open}`) });

async function openDrawer(page: Page, texts = enTasks) {
  await drawerButton(page, texts).click();
  const drawer = page.getByRole('dialog', { name: texts.drawer.title });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('staff creates a task for a founder, who sees it arrive in the drawer and the bell, ticks it off and reads the notification', async ({ page, browser }) => {
  const { tenant, staff, founder } = tasksTenant();

  // The founder is already signed in elsewhere: the badge must move without a reload.
  const founderContext = await browser.newContext({ timezoneId: 'UTC' });
  const founderPage = await founderContext.newPage();
  await signIn(founderPage, tenant, founder);
  await expect(drawerButton(founderPage)).toHaveAccessibleName(enTasks.drawer.open);

  await signIn(page, tenant, staff);
  await page.goto(`${tenant.baseURL}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: enTasks.titles.mine })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: enTasks.actions.add }).click();
  const dialog = page.getByRole('dialog', { name: enTasks.dialog.createTitle });
  await expect(dialog).toBeVisible();

  // Saved empty: the spec's messages; the assignees come back (the staff member) and take the focus.
  const assignees = dialog.getByRole('combobox', { name: enTasks.fields.assignees });
  await assignees.click();
  await assignees.press('Backspace');
  // Escape closes the options only, not the dialog.
  await assignees.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: enTasks.dialog.save }).click();
  await expect(dialog.getByText(enTasks.validation.nameRequired)).toBeVisible();
  await expect(dialog.getByText(enTasks.validation.assigneeRequired)).toBeVisible();
  await expect(assignees).toBeFocused();
  await expect(dialog.getByText(fullName(staff), { exact: true })).toBeVisible();
  // The focus opened the options over the messages; close them for the picture.
  await assignees.press('Escape');
  await opened(dialog);
  await snap(page, 'tasks-dialog-errors');

  await dialog.getByRole('textbox', { name: enTasks.fields.name }).fill('Send the pitch deck');
  await assignees.click();
  await assignees.press('Backspace');
  await assignees.fill('Fay');
  await page.getByRole('option', { name: fullName(founder) }).click();
  await assignees.press('Escape');
  await dialog.getByRole('textbox', { name: new RegExp(`^${enTasks.fields.url}`) }).fill('example.org/deck');
  await dialog.getByRole('combobox', { name: new RegExp(`^${fill(enTasks.fields.startup, { startup: 'Startup' })}`) }).click();
  await page.getByRole('option', { name: 'Lovelace Labs' }).click();
  await dialog.getByRole('button', { name: enTasks.dialog.save }).click();
  await expect(page.getByText(enTasks.dialog.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The overviews count it: one open task for the founder, one due today for the startup.
  await page.goto(`${tenant.baseURL}/tasks/users`);
  const person = page.getByRole('button', { name: fill(enTasks.actions.showTasks, { name: fullName(founder) }) });
  await expect(person).toContainText(fill(enTasks.counts.pending, { count: '1' }));
  await person.click();
  await expect(page.getByRole('link', { name: /Send the pitch deck/ })).toHaveAttribute('href', 'http://example.org/deck');
  await snap(page, 'tasks-people');
  await page.goto(`${tenant.baseURL}/tasks/startups`);
  const startup = page.getByRole('button', { name: fill(enTasks.actions.showTasks, { name: 'Lovelace Labs' }) });
  await expect(startup).toContainText(fill(enTasks.counts.today, { count: '1' }));
  await expect(startup).toContainText(fill(enTasks.counts.overdue, { count: '0' }));
  await startup.click();
  await expect(page.getByRole('region', { name: enTasks.groups.today })).toContainText('Send the pitch deck');
  await snap(page, 'tasks-startups');

  // The founder's badge and bell went up live; the drawer lists the task; ticking it lets it leave.
  await expect(drawerButton(founderPage)).toHaveAccessibleName(fill(enTasks.drawer.openWithCount, { count: '1' }));
  await expect(bell(founderPage, '1')).toBeVisible();
  const drawer = await openDrawer(founderPage);
  await expect(drawer.getByText('Send the pitch deck')).toBeVisible();
  await expect(drawer.getByRole('link', { name: enTasks.actions.viewAll })).toHaveAttribute('href', '/tasks');
  await opened(drawer);
  await snap(founderPage, 'tasks-drawer');
  await drawer.getByRole('checkbox', { name: fill(enTasks.row.markDone, { name: 'Send the pitch deck' }) }).check();
  await expect(drawer.getByText(enTasks.drawer.empty)).toBeVisible();
  await expect(drawerButton(founderPage)).toHaveAccessibleName(enTasks.drawer.open);
  await founderPage.keyboard.press('Escape');

  // The bell's notification names who gave the task; opening it marks it read and leads to /tasks.
  await bell(founderPage, '1').click();
  const popper = founderPage.getByRole('dialog', { name: enNotifications.title });
  const item = popper.getByRole('region', { name: enNotifications.groups.new }).getByRole('link', { name: /Send the pitch deck/ });
  await expect(item).toContainText(fullName(staff));
  await expect(item).toContainText(enNotifications.item.unread);
  await item.click();
  await expect(founderPage).toHaveURL(`${tenant.baseURL}/tasks`);
  await bell(founderPage).click();
  await expect(popper.getByRole('link', { name: /Send the pitch deck/ })).not.toContainText(enNotifications.item.unread);
  await founderContext.close();
});

test('a task made from the drawer lands on top, and is deleted after confirmation', async ({ page }) => {
  const { tenant, staff } = tasksTenant();
  await signIn(page, tenant, staff);
  const drawer = await openDrawer(page);
  await expect(drawer.getByText(enTasks.drawer.empty)).toBeVisible();
  await drawer.getByRole('button', { name: enTasks.actions.add }).click();
  const dialog = page.getByRole('dialog', { name: enTasks.dialog.createTitle });
  await dialog.getByRole('textbox', { name: enTasks.fields.name }).fill('Book the demo room');
  // The staff member is the default assignee.
  await dialog.getByRole('button', { name: enTasks.dialog.save }).click();
  await expect(page.getByText(enTasks.dialog.created)).toBeVisible();
  await expect(drawer.getByText('Book the demo room')).toBeVisible();
  await expect(drawerButton(page)).toHaveAccessibleName(fill(enTasks.drawer.openWithCount, { count: '1' }));

  await drawer.getByRole('link', { name: enTasks.actions.viewAll }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  const row = page.getByRole('main').getByTestId('task-row').filter({ hasText: 'Book the demo room' });
  await row.getByRole('button', { name: fill(enTasks.actions.options, { name: 'Book the demo room' }) }).click();
  await page.getByRole('menuitem', { name: enTasks.actions.delete }).click();
  await expect(page.getByText(enTasks.dialog.confirmDelete)).toBeVisible();
  await snap(page, 'tasks-delete-confirm');
  await page.getByRole('button', { name: enCommon.feedback.confirm }).click();
  await expect(page.getByText(enTasks.dialog.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(enTasks.empty.mine)).toBeVisible();
  await expect(drawerButton(page)).toHaveAccessibleName(enTasks.drawer.open);
});

test('founders reach their own tasks but not the overviews', async ({ page }) => {
  const { tenant, founder } = tasksTenant();
  await signIn(page, tenant, founder);
  await page.goto(`${tenant.baseURL}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: enTasks.titles.mine })).toBeVisible();
  await expect(page.getByRole('tab', { name: enTasks.nav.people })).toHaveCount(0);
  await page.goto(`${tenant.baseURL}/tasks/users`);
  await expect(page).toHaveURL(`${tenant.baseURL}/`);
});

test('on a phone, in Arabic and dark mode, the drawer and the page fit the screen', async ({ browser }) => {
  const tenant = createTenant([{ roleType: 'staff', language: 'ar', firstName: 'Sami' }]);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark', locale: 'ar', timezoneId: 'UTC' });
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  const page = await context.newPage();
  await page.goto(`${tenant.baseURL}/login`);
  await page.getByRole('textbox').first().fill(tenant.users[0].email);
  await page.locator('input[type="password"]').fill(tenant.users[0].password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto(`${tenant.baseURL}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: arTasks.titles.mine })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'tasks-mine-ar-dark-375');
  const drawer = await openDrawer(page, arTasks);
  await expect(drawer.getByText(arTasks.drawer.empty)).toBeVisible();
  await opened(drawer);
  await snap(page, 'tasks-drawer-ar-dark-375');
  await drawer.getByRole('button', { name: arTasks.actions.add }).click();
  const dialog = page.getByRole('dialog', { name: arTasks.dialog.createTitle });
  await expect(dialog).toBeVisible();
  await opened(dialog);
  await expectNoSidewaysScroll(page);
  await snap(page, 'tasks-dialog-ar-dark-375');
  await context.close();
});
