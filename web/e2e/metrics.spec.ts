import type { Locator, Page } from '@playwright/test';
import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import en from '../src/i18n/en/metrics.json' with { type: 'json' };
import ar from '../src/i18n/ar/metrics.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The first day of the month `back` months before this one, as the date field takes it. */
function monthStart(back: number): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return day.toISOString().slice(0, 10);
}

/** Picks options of a Mantine multi-select by the select's label, typing to search. */
async function pick(page: Page, scope: Locator, label: string, options: string[]) {
  for (const option of options) {
    const box = scope.getByRole('combobox', { name: label });
    await box.fill(option.slice(0, 4));
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

function metricsTenant(founderLanguage?: string) {
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'cofounder', firstName: 'Fay', language: founderLanguage },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
    'enterprise',
  );
  return { tenant, staff: tenant.users[0], founder: tenant.users[1], startupId: tenant.startups[0].id };
}

test('staff assigns metrics; the founder is prompted at sign-in, answers the questionnaire, meets the form’s messages and reports; staff see the post arrive and the chart move', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { tenant, staff, founder, startupId } = metricsTenant();

  // Staff asks Lovelace Labs for revenue and customers, monthly from two months ago: last month's period is due.
  await signIn(page, tenant, staff);
  await page.goto(`${tenant.baseURL}/startups/metrics/data-collection`);
  await page.getByRole('button', { name: en.collections.assignButton }).click();
  const assign = page.getByRole('dialog', { name: en.collections.assignTitle });
  await pick(page, assign, 'Startups', ['Lovelace Labs']);
  await pick(page, assign, en.collections.fields.metrics, ['Revenue', 'Customers']);
  const startsOn = assign.getByRole('textbox', { name: en.collections.fields.startsOn });
  await startsOn.fill(monthStart(2));
  await startsOn.press('Tab');
  await expect(startsOn).toHaveValue(monthStart(2));
  await assign.getByRole('textbox', { name: en.collections.fields.dueDays }).fill('0');
  await assign.getByRole('button', { name: en.collections.assign, exact: true }).click();
  await expect(page.getByText(en.collections.assigned)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lovelace Labs' })).toBeVisible();
  await snap(page, 'metrics-grid');

  // Staff keeps the startup's timeline open while the founder reports.
  await page.goto(`${tenant.baseURL}/startup/${startupId}/file/activities`);
  await expect(page.getByText(new RegExp(fill(en.timeline.due, { date: '.+' }))).first()).toBeVisible();

  // The founder is greeted by the prompt at sign-in; Fill now opens the questionnaire first.
  const founderContext = await browser.newContext();
  const founderPage = await founderContext.newPage();
  await signIn(founderPage, tenant, founder);
  const prompt = founderPage.getByRole('dialog', { name: en.founder.prompt.title });
  await expect(prompt.getByText(en.founder.prompt.message)).toBeVisible();
  await prompt.getByRole('button', { name: en.founder.prompt.fill }).click();

  const questionnaire = founderPage.getByRole('dialog', { name: en.founder.categorization.title });
  await questionnaire.getByRole('radiogroup', { name: en.founder.categorization.delay }).getByRole('radio', { name: en.founder.categorization.no }).check();
  for (const question of ['Do you have free users?', 'Are you generating sales?', 'Is your revenue model recurring (subscriptions)?', 'Is your product or service live?'])
    await questionnaire.getByRole('radiogroup', { name: question }).getByRole('radio', { name: en.founder.categorization.yes }).check();
  await questionnaire.getByRole('button', { name: en.founder.categorization.save }).click();
  await expect(page.getByText(en.timeline.categorized)).toBeVisible();

  // The metrics form: nothing filled, then words where numbers go, each with the spec's message.
  const form = founderPage.getByRole('dialog', { name: en.founder.formTitle });
  await form.getByRole('button', { name: en.founder.submit }).first().click();
  await expect(form.getByText(en.founder.validation.fillAtLeastOne).first()).toBeVisible();
  await form
    .getByRole('textbox', { name: /Customers/ })
    .first()
    .fill('many');
  await form
    .getByRole('textbox', { name: /Revenue/ })
    .first()
    .fill('lots');
  await form.getByRole('button', { name: en.founder.submit }).first().click();
  await expect(form.getByText(en.founder.validation.invalidNumber).first()).toBeVisible();
  await expect(form.getByText(en.founder.validation.invalidAmount).first()).toBeVisible();
  await snap(founderPage, 'metrics-founder-form');

  await form
    .getByRole('textbox', { name: /Customers/ })
    .first()
    .fill('42');
  await form
    .getByRole('textbox', { name: /Revenue/ })
    .first()
    .fill('12500');
  await form.getByRole('button', { name: en.founder.submit }).first().click();
  await expect(founderPage.getByText(en.founder.saved)).toBeVisible();

  // The post arrives on the staff's open timeline; the analytics tab charts the value.
  await expect(page.getByText(new RegExp(fill(en.timeline.submitted, { date: '.+' }))).first()).toBeVisible({ timeout: 15_000 });
  await page.goto(`${tenant.baseURL}/startup/${startupId}/file/analytics`);
  const revenue = page.getByRole('table', { name: fill(en.analytics.tableCaption, { metric: 'Revenue' }) });
  await expect(revenue.getByText(/12[,.\s ]?500/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: fill(en.analytics.chartLabel, { metric: 'Revenue' }) })).toBeVisible();
  await snap(page, 'metrics-analytics');
  await founderContext.close();
});

test.describe('on a phone, in Arabic, in the dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'ar' });

  test('a founder is prompted, skips the questionnaire and meets the form right to left', async ({ page, request }) => {
    const { tenant, staff, founder } = metricsTenant('ar');
    // A collection through the API, as the Assign dialog sends it (the journey above drives the dialog).
    // The API as an outside client reaches it: the server's own address, the organisation named in a header.
    const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
    const headers = { 'x-incubator': tenant.slug, 'apollo-require-preflight': 'true' };
    const signedIn = await request.post(api('/auth/local'), { headers, data: { email: staff.email, password: staff.password } });
    const token = ((await signedIn.json()) as { token: string }).token;
    const ask = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (await request.post(api('/graphql'), { headers: { ...headers, authorization: `Bearer ${token}` }, data: { query, variables } })).json()) as {
        data: Record<string, any>;
        errors?: unknown;
      };
    const revenue = (await ask('query { metrics { _id name } }')).data.metrics.find((m: { name: string }) => m.name === 'Revenue');
    const created = await ask('mutation($input: DataCollectionInput!) { createDataCollection(input: $input) { count } }', {
      input: { startupIds: [tenant.startups[0].id], programIds: [], metricIds: [revenue._id], startsOn: monthStart(2), dueDays: 0 },
    });
    expect(created.errors).toBeUndefined();

    // The Arabic sign-in page: its fields found by kind, not by their English names.
    await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
    await page.goto(`${tenant.baseURL}/login`);
    await page.getByRole('textbox').first().fill(founder.email);
    await page.locator('input[type="password"]').fill(founder.password);
    await page.locator('input[type="password"]').press('Enter');
    const prompt = page.getByRole('dialog', { name: ar.founder.prompt.title });
    await expect(prompt).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await prompt.getByRole('button', { name: ar.founder.prompt.fill }).click();
    await page.getByRole('dialog', { name: ar.founder.categorization.title }).getByRole('button', { name: ar.founder.categorization.skip }).click();
    const form = page.getByRole('dialog', { name: ar.founder.formTitle });
    await form.getByRole('button', { name: ar.founder.submit }).first().click();
    await expect(form.getByText(ar.founder.validation.fillAtLeastOne).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'metrics-founder-form-ar-phone');
  });
});
