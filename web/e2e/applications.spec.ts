import { createTenant, expect, snap, test, waitForMail, type E2EUser } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import apply from '../src/i18n/en/apply.json' with { type: 'json' };
import applications from '../src/i18n/en/applications.json' with { type: 'json' };
import evaluations from '../src/i18n/en/evaluations.json' with { type: 'json' };
import forms from '../src/i18n/en/forms.json' with { type: 'json' };
import funnels from '../src/i18n/en/funnels.json' with { type: 'json' };
import arFunnels from '../src/i18n/ar/funnels.json' with { type: 'json' };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function funnelTenant() {
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'evaluator', firstName: 'Olena' },
    ],
    undefined,
    undefined,
    'enterprise',
    { name: 'Harbour Launch', admins: [0], evaluators: [1] },
  );
  return { tenant, funnel: tenant.funnel!, staff: tenant.users[0], evaluator: tenant.users[1] };
}

test('a visitor applies through the programme page; the evaluator scores; staff accept in bulk with the banner; the new founder opens their startup file', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { tenant, funnel, staff, evaluator } = funnelTenant();
  const project = 'Tidewise';
  const founder: E2EUser = { id: '', email: `chloe-${Date.now()}@e2e.test`, password: 'tide-wise-2027', roleType: 'cofounder', firstName: 'Chloé' };

  // A visitor reads the public programme page and applies: an account, the project, the form, sent.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${tenant.baseURL}/apply/program/${funnel.slug}`);
  await expect(visitor.getByText('Twelve weeks to find your first customers.')).toBeVisible();
  await visitor.getByRole('link', { name: funnels.public.apply }).click();
  await visitor.getByRole('textbox', { name: apply.fields.projectName }).fill(project);
  await visitor.getByRole('textbox', { name: apply.fields.firstName }).fill(founder.firstName);
  // Named as the other people of these tenants are (fullName): the role they end up with.
  await visitor.getByRole('textbox', { name: apply.fields.lastName }).fill(founder.roleType);
  await visitor.getByRole('textbox', { name: apply.fields.email }).fill(founder.email);
  await visitor.getByRole('textbox', { name: apply.fields.password, exact: true }).fill(founder.password);
  await visitor.getByRole('button', { name: apply.signUp.submit }).click();
  const answer = visitor.getByRole('textbox', { name: 'What problem do you solve?' });
  await expect(answer).toBeVisible();
  // Sending without the required answer marks the question; nothing is sent.
  await visitor.getByRole('button', { name: forms.renderer.submit }).click();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await answer.fill('Harbours lose a tenth of their berths to bad scheduling.');
  await visitor.getByRole('button', { name: forms.renderer.submit }).click();
  await visitor.getByRole('dialog', { name: apply.fill.confirmTitle }).getByRole('button', { name: apply.fill.send }).click();
  await expect(visitor.getByRole('heading', { name: apply.confirmation.sentTitle })).toBeVisible();
  await visitorContext.close();

  // The evaluator drawn for it finds it in their queue and scores it.
  await signIn(page, tenant, evaluator);
  await page.goto(`${tenant.baseURL}/applications/evaluations`);
  await expect(page.getByText(fill(evaluations.queue.progress, { done: 0, total: 1 }))).toBeVisible();
  await page.getByRole('link', { name: project }).click();
  await page.getByRole('radio', { name: fill(evaluations.scoring.scoreOf, { score: 4, max: 5, criterion: 'Team' }) }).check();
  await page.getByRole('textbox', { name: evaluations.scoring.comment }).fill('A founder who knows the harbours.');
  await page.getByRole('button', { name: evaluations.scoring.submit }).click();
  await expect(page.getByText(evaluations.scoring.submitted)).toBeVisible();

  // Staff accept it from the overview: the preview first, then the banner.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, tenant, staff);
  await staffPage.goto(`${tenant.baseURL}/applications/overview`);
  await staffPage.getByRole('checkbox', { name: fill(applications.overview.select.one, { name: project }) }).check();
  await staffPage.getByRole('button', { name: applications.overview.bulk.actions.DECIDE }).click();
  const decide = staffPage.getByRole('dialog', { name: fill(applications.overview.decide.title_one, { count: 1 }) });
  await decide.getByText(applications.overview.decide.decisions.accept, { exact: true }).click();
  await expect(decide.getByText(fill(applications.overview.decide.applies, { count: 1, total: 1 }))).toBeVisible();
  await decide.getByRole('button', { name: fill(applications.overview.decide.start_one, { count: 1 }) }).click();
  await expect(staffPage.getByTestId('batch-banner')).toBeVisible();
  await expect(staffPage.getByText(fill(applications.overview.bulk.outcome.DECIDE_one, { count: 1 }))).toBeVisible();
  await snap(staffPage, 'applications-overview');
  await staffContext.close();

  // The applicant, now a founder, confirms their address from the mail sent at sign-up (founders
  // must), signs in and opens the startup the application became.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const mail = await waitForMail(founder.email, /account\/confirmation\?token=/);
  await page.goto(mail.match(/https?:\/\/\S+\/account\/confirmation\?token=[^\s)>\]]+/)![0]);
  await expect(page.getByText(apply.confirmation.addressConfirmed)).toBeVisible();
  await signIn(page, tenant, founder);
  await page.getByRole('link', { name: project }).first().click();
  await expect(page).toHaveURL(/\/startup\/[^/]+\/file/);
  await expect(page.getByRole('heading', { name: project }).first()).toBeVisible();
});

test('the programme page reads right to left in Arabic at phone width', async ({ browser }) => {
  const { tenant, funnel } = funnelTenant();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
  const page = await context.newPage();
  await page.goto(`${tenant.baseURL}/apply/program/${funnel.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: arFunnels.public.apply })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'applications-program-ar-phone');
  await context.close();
});
