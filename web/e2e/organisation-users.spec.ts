import { randomUUID } from 'node:crypto';
import { createTenant, expect, snap, test, waitForMail } from './fixtures';
import { expectNoSidewaysScroll, fullName, signIn } from './shell-helpers';
import enPeople from '../src/i18n/en/people.json' with { type: 'json' };
import arPeople from '../src/i18n/ar/people.json' with { type: 'json' };
import arOrganisation from '../src/i18n/ar/organisation.json' with { type: 'json' };
import enAuth from '../src/i18n/en/auth.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_m, k: string) => String(values[k]));

test('an admin invites a person who joins from the mail, then changes two roles at once and watches the banner finish', async ({ page, browser }) => {
  const tenant = createTenant([
    { roleType: 'admin', firstName: 'Amira' },
    { roleType: 'mentor', firstName: 'Bruno' },
    { roleType: 'mentor', firstName: 'Chloe' },
  ]);
  const [admin, bruno, chloe] = tenant.users;
  await signIn(page, tenant, admin);
  await page.goto(`${tenant.baseURL}/admin/configuration/users`);
  const table = page.getByTestId('users-table');
  await expect(table.getByTestId('user-row')).toHaveCount(3);
  await expect(page.getByTestId('seat-usage')).toContainText('1');
  await snap(page, 'organisation-users-en');

  // Invite one person with the dialog.
  const email = `dana-${randomUUID().slice(0, 6)}@example.test`;
  await page.getByRole('button', { name: enPeople.invite.open }).click();
  const dialog = page.getByRole('dialog', { name: enPeople.invite.title });
  await dialog.getByLabel(enPeople.fields.email).fill(email);
  await dialog.getByLabel(enPeople.fields.firstName).fill('Dana');
  await dialog.getByLabel(enPeople.fields.lastName).fill('Invitee');
  await dialog.getByRole('combobox', { name: enPeople.fields.role }).click();
  await page.getByRole('option', { name: 'Coach', exact: true }).click();
  await snap(page, 'organisation-users-invite-dialog');
  await dialog.getByRole('button', { name: fill(enPeople.invite.submit_one, { count: 1 }) }).click();
  const banner = page.getByTestId('batch-banner');
  await expect(banner).toHaveAttribute('data-phase', 'succeeded');
  await expect(banner).toContainText(fill(enPeople.batch.outcome.invite_one, { count: 1 }));
  await expect(table.getByTestId('user-row').filter({ hasText: email })).toContainText(enPeople.statuses.pending);
  // A clean success closes itself after 3 s.
  await expect(banner).toBeHidden({ timeout: 6000 });

  // The invitee follows the link from the mail and chooses a password.
  const mail = await waitForMail(email, /acceptinvitation/);
  const link = mail.match(/https?:\/\/\S+?(\/acceptinvitation\?token=[A-Za-z0-9._~%-]+)/);
  expect(link, `an invitation link in:\n${mail}`).not.toBeNull();
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(tenant.baseURL + link![1]);
  const password = `fresh-${randomUUID().slice(0, 8)}`;
  await inviteePage.getByRole('textbox', { name: enAuth.fields.newPassword, exact: true }).fill(password);
  await inviteePage.getByRole('textbox', { name: enAuth.fields.confirmPassword, exact: true }).fill(password);
  await inviteePage.getByRole('button', { name: enAuth.invitation.submit }).click();
  await expect(inviteePage).not.toHaveURL(/acceptinvitation/);
  await snap(inviteePage, 'organisation-users-invitee-joined');
  await invitee.close();
  await page.reload();
  await expect(table.getByTestId('user-row').filter({ hasText: email })).toContainText(enPeople.statuses.active);

  // A bulk role change over a selection, with the keyboard for the checkboxes.
  await page.getByRole('checkbox', { name: fill(enPeople.select.one, { name: fullName(bruno) }) }).press('Space');
  await page.getByRole('checkbox', { name: fill(enPeople.select.one, { name: fullName(chloe) }) }).check();
  await expect(page.getByTestId('bulk-bar')).toContainText(fill(enPeople.bulk.selected_other, { count: 2 }));
  await page.getByTestId('bulk-bar').getByRole('button', { name: enPeople.actions.changeRole }).click();
  const roleDialog = page.getByRole('dialog');
  await roleDialog.getByRole('combobox', { name: enPeople.fields.role }).click();
  await page.getByRole('option', { name: 'Expert', exact: true }).click();
  await roleDialog.getByRole('button', { name: enPeople.actions.save }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-phase', 'succeeded');
  await expect(banner).toContainText(fill(enPeople.batch.outcome.role_other, { count: 2 }));
  await snap(page, 'organisation-users-bulk-done');
  for (const person of [bruno, chloe]) await expect(table.getByTestId('user-row').filter({ hasText: fullName(person) })).toContainText('Expert');
});

test('on a phone, in Arabic and dark mode, people are cards and the page fits the screen', async ({ browser }) => {
  const tenant = createTenant([
    { roleType: 'admin', language: 'ar', firstName: 'Amira' },
    { roleType: 'coach', firstName: 'Bruno' },
  ]);
  const [admin] = tenant.users;
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark', locale: 'ar' });
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  const page = await context.newPage();
  await page.goto(`${tenant.baseURL}/login`);
  await page.getByRole('textbox').first().fill(admin.email);
  await page.locator('input[type="password"]').fill(admin.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${tenant.baseURL}/admin/configuration/users`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: arOrganisation.title })).toBeVisible();
  await expect(page.getByTestId('users-cards').getByTestId('user-row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: arPeople.invite.open })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'organisation-users-ar-dark-375');
  await context.close();
});
