import { createTenant, expect, snap, test } from './fixtures';
import { signIn } from './shell-helpers';
import enCreate from '../src/i18n/en/create.json' with { type: 'json' };
import enOrganisation from '../src/i18n/en/organisation.json' with { type: 'json' };
import enPeople from '../src/i18n/en/people.json' with { type: 'json' };
import enDocs from '../src/i18n/en/docs.json' with { type: 'json' };

// Every test makes its own organisation, so they may run side by side.
test.describe.configure({ mode: 'parallel' });

test('Create → User opens the invitation, and closing it leaves the Users tab as it was', async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ines' }]);
  const [admin] = tenant.users;
  await signIn(page, tenant, admin);
  await page.getByRole('banner').getByRole('button', { name: enCreate.button }).click();
  await page.getByRole('menuitem', { name: enOrganisation.create.user }).click();
  const dialog = page.getByRole('dialog', { name: enPeople.invite.title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${tenant.baseURL}/admin/configuration/users`);
  await snap(page, 'create-user-invite-dialog');
  await dialog.getByRole('button', { name: enPeople.actions.cancel }).click();
  await expect(dialog).toHaveCount(0);

  // A link may ask for the same with ?create=true; the parameter goes once the dialog closes.
  await page.goto(`${tenant.baseURL}/admin/configuration/users?create=true`);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: enPeople.actions.cancel }).click();
  await expect(page).toHaveURL(`${tenant.baseURL}/admin/configuration/users`);
});

test("a documentation address naming a role type lists that role's documents", async ({ page }) => {
  const tenant = createTenant([{ roleType: 'admin', firstName: 'Ines' }]);
  await signIn(page, tenant, tenant.users[0]);
  await page.goto(`${tenant.baseURL}/docs/user/admin`);
  await expect(page).toHaveURL(`${tenant.baseURL}/docs/user/incubator`);
  await expect(page.getByRole('heading', { level: 1, name: enDocs.userTypes.incubator })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await snap(page, 'docs-role-type-address');

  await page.goto(`${tenant.baseURL}/docs/user/nobody`);
  await expect(page.getByRole('heading', { name: enDocs.page.notFound })).toBeVisible();
  await expect(page.getByRole('link', { name: enDocs.search.browse })).toHaveAttribute('href', '/docs/user/incubator');
});
