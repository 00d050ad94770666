// The forms engine at scale: a tenant of 2,000 forms, one of them a published, shared form of 200
// questions (every answering type, logic on a tenth) with 10,000 answers, read by its admin. The
// deep pages are reached by walking the lists' own `next` cursors; the 200-question form is read
// (what the renderer draws) and answered as a draft (what checking its answers costs).
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Answers, Question } from '@seedbed/contracts/forms';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const FORMS = Number(process.env.BENCH_FORMS ?? 2_000);
export const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 10_000);
export const FORMS_DEEP = 1_500;
export const SUBMISSIONS_DEEP = 8_000;
const QUESTIONS = 200;

export interface FormLists {
  slug: string;
  email: string;
  password: string;
  formId: string;
  shareId: string;
  answers: Answers;
}

const en = (value: string) => [{ language: 'en' as const, value }];
const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, labels: en(value.toUpperCase()) }));

/** 200 questions cycling through the answering types; every tenth shows only when the one before is filled. */
function bigForm(): { questions: Question[]; answers: Answers } {
  const types = ['text', 'text_long', 'number', 'select_radio', 'select_checkbox', 'date', 'select_dropdown', 'rating', 'text_link', 'number_scale'] as const;
  const questions: Question[] = [];
  const answers: Answers = {};
  for (let i = 0; i < QUESTIONS; i++) {
    const type = types[i % types.length];
    const id = `q${i}`;
    questions.push({
      _id: id,
      questionType: type,
      behavesAs: 'question',
      label: en(`Question ${i + 1}`),
      description: [],
      validations: { required: i % 3 === 0 },
      options: ['select_radio', 'select_checkbox', 'select_dropdown'].includes(type) ? options : [],
      scale: type === 'number_scale' || type === 'rating' ? { min: 1, max: 5 } : null,
      dependency: i % 10 === 9 ? { operator: 'AND', statements: [{ action: 'show', questionId: `q${i - 1}`, operator: 'is_not_empty' }] } : null,
    });
    answers[id] = {
      text: `Answer ${i}`,
      text_long: 'A longer answer that a founder would write about their startup.',
      number: i,
      select_radio: 'a',
      select_checkbox: ['a', 'c'],
      date: '2027-03-01',
      select_dropdown: 'b',
      rating: 4,
      text_link: 'https://example.org',
      number_scale: 3,
    }[type];
  }
  return { questions, answers };
}

export async function fillFormLists(pool: pg.Pool): Promise<FormLists> {
  const slug = 'bench-forms';
  const password = 'bench-password-1';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Forms', plan: 'enterprise' });
  const admin = await withTenant(pool, incubator.id, async (db) =>
    createUser(db, incubator.id, {
      email: 'admin@forms.test',
      firstName: 'Ada',
      lastName: 'Admin',
      roleType: 'admin',
      passwordHash: await hashPassword(password),
      status: 'active',
      validated: true,
    }),
  );
  const { questions, answers } = bigForm();
  const ids = await withTenant(pool, incubator.id, async (db) => {
    const t = sql`${incubator.id}`;
    const small = JSON.stringify([{ _id: 'q', questionType: 'text', behavesAs: 'question', label: en('Name'), description: [], validations: {}, options: [] }]);
    await db.execute(sql`
      INSERT INTO forms (incubator_id, id, kind, title, questions, created_by, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), (ARRAY['intake','feedback','evaluation','submission'])[1 + g % 4],
             jsonb_build_array(jsonb_build_object('language', 'en', 'value', 'Form ' || lpad(g::text, 5, '0'))), ${small}::jsonb, ${admin.id},
             now() - g * interval '1 hour', now() - g * interval '1 hour'
      FROM generate_series(1, ${FORMS}) g`);
    const [form] = (
      await db.execute(sql`
        INSERT INTO forms (incubator_id, id, kind, title, questions, revision, published_revision, share_id, created_by)
        VALUES (${t}, gen_random_uuid(), 'intake', ${JSON.stringify(en('Big intake'))}::jsonb, ${JSON.stringify(questions)}::jsonb, 1, 1, gen_random_uuid(), ${admin.id})
        RETURNING id, share_id`)
    ).rows as Array<{ id: string; share_id: string }>;
    const [version] = (
      await db.execute(sql`
        INSERT INTO form_versions (incubator_id, id, form_id, number, title, description, questions, published_by)
        VALUES (${t}, gen_random_uuid(), ${form.id}, 1, ${JSON.stringify(en('Big intake'))}::jsonb, '[]'::jsonb, ${JSON.stringify(questions)}::jsonb, ${admin.id})
        RETURNING id`)
    ).rows as Array<{ id: string }>;
    await db.execute(sql`UPDATE forms SET version_id = ${version.id} WHERE id = ${form.id}`);
    await db.execute(sql`
      INSERT INTO form_submissions (incubator_id, id, form_id, version_id, status, source, answers, submitted_at, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), ${form.id}, ${version.id}, 'submitted', 'share', ${JSON.stringify(answers)}::jsonb,
             now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute'
      FROM generate_series(1, ${SUBMISSIONS}) g`);
    return { formId: form.id, shareId: form.share_id };
  });
  await pool.query('VACUUM ANALYZE forms, form_versions, form_submissions');
  return { slug, email: 'admin@forms.test', password, ...ids, answers };
}

const FORM = '_id kind title { language value } archived shareId hasUnpublishedChanges currentVersion { _id number } submissionCount canEdit updatedAt createdBy { _id fullName }';
const SUBMISSION = '_id versionId submittedAt source respondent { _id fullName } answers';

/** The queries measured, by title, given the cursors `walk` found for the deep pages. */
export function formQueries(lists: FormLists, deep: { forms: string; submissions: string }) {
  const submissions = (cursor: string | null) =>
    `{ formSubmissions(formId: "${lists.formId}"${cursor ? `, cursor: "${cursor}"` : ''}) { totalCount next results { ${SUBMISSION} } } }`;
  const draft = JSON.stringify(JSON.stringify(lists.answers));
  return [
    { title: `forms (${FORMS / 1000}k)`, query: `{ forms(limit: 25) { totalCount next results { ${FORM} } } }` },
    { title: `forms ${FORMS_DEEP.toLocaleString('en')} deep`, query: `{ forms(limit: 25, cursor: "${deep.forms}") { totalCount next results { ${FORM} } } }` },
    { title: `formSubmissions (${SUBMISSIONS / 1000}k)`, query: submissions(null) },
    { title: `formSubmissions ${SUBMISSIONS_DEEP.toLocaleString('en')} deep`, query: submissions(deep.submissions) },
    { title: `sharedForm (${QUESTIONS} questions)`, query: `{ sharedForm(shareId: "${lists.shareId}") { kind version { _id questions { _id definition } } draftAnswers } }` },
    { title: `answer ${QUESTIONS} questions (draft)`, query: `mutation { submitSharedForm(shareId: "${lists.shareId}", answers: ${draft}, draft: true) { _id status } }` },
    {
      title: `formSummary (${SUBMISSIONS / 1000}k answers)`,
      query: `{ formSummary(formId: "${lists.formId}") { submissions questions { questionId kind answered options { value count } average min max distribution { from to count } latest } } }`,
    },
  ];
}

/** The queries that walk each list to its deep page, `step` rows at a time. */
export const formWalks = (lists: FormLists) => ({
  forms: { query: 'query($cursor: String) { forms(cursor: $cursor, limit: 100) { next } }', field: 'forms', step: 100, rows: FORMS_DEEP },
  submissions: {
    query: `query($cursor: String) { formSubmissions(formId: "${lists.formId}", cursor: $cursor, limit: 200) { next } }`,
    field: 'formSubmissions',
    step: 200,
    rows: SUBMISSIONS_DEEP,
  },
});
