import { and, eq } from 'drizzle-orm';
import type { Answers } from '@seedbed/contracts/forms';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';

const IMPACT = [
  'Cuts the water farms use by a third.',
  'Brings diagnosis to clinics two hours from a hospital.',
  'Turns food waste into animal feed within a day.',
  'Keeps small shops supplied without a warehouse.',
];

/** People who filled in their profile fields: the mentors and experts, the programme's staff, one founder. */
const PEOPLE: Record<string, Answers> = {
  'mentor@demo.test': { linkedin: 'https://www.linkedin.com/in/demo-mentor', expertise: ['product', 'growth'], languages: ['en', 'fr'] },
  'expert@demo.test': { linkedin: 'https://www.linkedin.com/in/demo-expert', expertise: ['legal'], languages: ['en'] },
  'coach@demo.test': { expertise: ['finance', 'growth'], languages: ['en', 'ar'] },
  'staff@demo.test': { linkedin: 'https://www.linkedin.com/in/demo-staff', languages: ['fr'] },
  'founder@demo.test': { linkedin: 'https://www.linkedin.com/in/demo-founder', expertise: ['product'] },
};

/**
 * Custom field values (the profile forms' answers) for most demo startups, every one but the
 * last, and some people, stored as the server stores them: one checked submission per record.
 */
export async function seedDemoProfileValues(db: Db, incubatorId: string, users: ReadonlyMap<string, string>, startups: ReadonlyMap<string, string>): Promise<void> {
  const profile = async (kind: string) => {
    const [form] = await db
      .select()
      .from(schema.forms)
      .where(and(eq(schema.forms.incubatorId, incubatorId), eq(schema.forms.kind, kind), eq(schema.forms.profile, true)));
    const [version] = form?.versionId
      ? await db
          .select()
          .from(schema.formVersions)
          .where(and(eq(schema.formVersions.incubatorId, incubatorId), eq(schema.formVersions.id, form.versionId)))
      : [];
    return form && version ? { form, version } : null;
  };
  const staff = users.get('staff@demo.test') ?? null;
  const rows: Array<typeof schema.formSubmissions.$inferInsert> = [];
  const add = (
    target: NonNullable<Awaited<ReturnType<typeof profile>>>,
    subjectKind: string,
    subjectId: string,
    respondentId: string | null,
    answers: Answers,
    daysAgo: number,
  ) => {
    const at = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
    rows.push({
      incubatorId,
      id: newId(),
      formId: target.form.id,
      versionId: target.version.id,
      respondentId,
      subjectKind,
      subjectId,
      status: 'submitted',
      source: 'signed_in',
      answers: checkAnswers(target.version.questions, answers).answers,
      createdAt: at,
      updatedAt: at,
      submittedAt: at,
    });
  };
  const startupProfile = await profile('startup_profile');
  if (startupProfile) {
    [...startups.values()].slice(0, -1).forEach((startupId, i) => {
      add(startupProfile, 'startup', startupId, staff, { model: ['b2b', 'b2c', 'b2b2c'][i % 3], employees: 2 + ((i * 5) % 23), impact: IMPACT[i % IMPACT.length] }, 3 + i);
    });
  }
  const userProfile = await profile('user_profile');
  if (userProfile) {
    Object.entries(PEOPLE).forEach(([email, answers], i) => {
      const userId = users.get(email);
      if (userId) add(userProfile, 'user', userId, userId, answers, 2 + i);
    });
  }
  if (rows.length) await db.insert(schema.formSubmissions).values(rows);
}
