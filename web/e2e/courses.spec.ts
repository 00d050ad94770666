import { createTenant, expect, snap, test } from './fixtures';
import { expectNoSidewaysScroll, signIn } from './shell-helpers';
import enCourseware from '../src/i18n/en/courseware.json' with { type: 'json' };
import enDashboard from '../src/i18n/en/courseDashboard.json' with { type: 'json' };
import arCourseware from '../src/i18n/ar/courseware.json' with { type: 'json' };

test.describe.configure({ mode: 'parallel' });

test('a founder reads a lesson, passes the quiz and hands in an assignment; the course admin approves it and the dashboard counts the course done', async ({ page, browser }) => {
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'cofounder', firstName: 'Fay' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
    undefined,
    undefined,
    { title: 'Unit economics basics', admins: [0], learners: [1] },
  );
  const [staff, founder] = tenant.users;
  const course = tenant.course!;

  // The courseware opens on the first lesson: an article, marked as read.
  await signIn(page, tenant, founder);
  await page.goto(`${tenant.baseURL}/courses/${course.id}/courseware`);
  await expect(page.getByRole('heading', { name: 'What one customer is worth' })).toBeVisible();
  await page.getByRole('button', { name: enCourseware.lesson.markComplete }).click();
  await expect(page.getByText(enCourseware.lesson.completed).last()).toBeVisible();
  await page.getByRole('link', { name: new RegExp(enCourseware.pager.next) }).click();

  // The quiz: the right answer passes at once, with the option's feedback.
  await expect(page.getByRole('heading', { name: 'CAC quiz' })).toBeVisible();
  await page.getByRole('radio', { name: 'Customer acquisition cost' }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // The result's badge (the list of attempts below it says Passed too).
  await expect(page.getByText(enCourseware.quiz.passed, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Right: what it costs to win a customer.')).toBeVisible();
  await snap(page, 'course-quiz-passed');
  await page.getByRole('link', { name: new RegExp(enCourseware.pager.next) }).click();

  // The assignment: a written answer, handed in for review.
  await expect(page.getByRole('heading', { name: 'Your own numbers' })).toBeVisible();
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Our CAC is 420: last quarter’s ads and events over 31 new customers.');
  await page.getByRole('button', { name: enCourseware.handIn.send, exact: true }).click();
  await expect(page.getByText(enCourseware.handIn.statuses.SUBMITTED, { exact: true })).toBeVisible();

  // The course admin finds it in the dashboard's submissions and approves it with a grade.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, tenant, staff);
  await staffPage.goto(`${tenant.baseURL}/courses/management/course/${course.id}/dashboard/submissions`);
  await staffPage.getByRole('link', { name: /for Your own numbers/ }).click();
  const dialog = staffPage.getByRole('dialog');
  await expect(dialog.getByText('Our CAC is 420')).toBeVisible();
  await dialog.getByRole('radio', { name: enDashboard.review.approve }).check();
  await dialog.getByRole('textbox', { name: enDashboard.review.grade }).fill('90');
  await dialog.getByRole('button', { name: enDashboard.review.submit }).click();
  await expect(dialog).toBeHidden();

  // The learners' tab now counts every lesson done.
  await staffPage.getByRole('tab', { name: enDashboard.tabs.learners }).click();
  await expect(staffPage.getByRole('row').filter({ hasText: founder.firstName })).toContainText('3 of 3');
  await snap(staffPage, 'course-dashboard-learners');
  await staffContext.close();

  // The founder sees the approval, and the course complete.
  await page.reload();
  await expect(page.getByText(enCourseware.handIn.statuses.APPROVED, { exact: true })).toBeVisible();
});

test('the courseware reads right to left in Arabic at phone width, its outline in a drawer', async ({ browser }) => {
  const tenant = createTenant(
    [
      { roleType: 'staff', firstName: 'Sam' },
      { roleType: 'cofounder', firstName: 'Fay', language: 'ar' },
    ],
    undefined,
    [{ name: 'Lovelace Labs', founders: [1] }],
    undefined,
    undefined,
    { title: 'Unit economics basics', admins: [0], learners: [1] },
  );
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, tenant, tenant.users[1]);
  await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenant.baseURL }]);
  await page.goto(`${tenant.baseURL}/courses/${tenant.course!.id}/courseware`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'What one customer is worth' })).toBeVisible();
  await expect(page.getByRole('button', { name: arCourseware.lesson.markComplete })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The outline opens in a drawer from the reading side.
  await page.getByRole('button', { name: arCourseware.outline.open }).click();
  await expect(page.getByRole('dialog').getByText('CAC quiz')).toBeVisible();
  await snap(page, 'courseware-ar-phone');
  await context.close();
});
