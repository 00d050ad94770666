// Creates a tenant with people for one end-to-end spec and prints it as JSON, so that specs never
// depend on the demo data. Usage: tsx tenant.ts '{"users":[{"roleType":"admin","email":"…"}]}'
import { randomUUID } from 'node:crypto';
import type { RoleType } from '@seedbed/contracts/roles';
import { questionInputSchema } from '@seedbed/contracts/forms-input';
import { createLogger } from '../../src/core/log.ts';
import { createPool, schema } from '../../src/core/db/pool.ts';
import { newId } from '../../src/core/ids.ts';
import { withTenant } from '../../src/core/transaction.ts';
import { hashPassword } from '../../src/core/auth/passwords.ts';
import { createIncubator } from '../../src/modules/incubators/service.ts';
import { createUser } from '../../src/modules/users/create.ts';

interface Request {
  name?: string;
  users: Array<{ roleType: RoleType; email?: string; firstName?: string; lastName?: string; language?: string }>;
  /** Startups with their founders and coaches, named by their index in `users`. */
  startups?: Array<{ name: string; founders?: number[]; coaches?: number[] }>;
  /** The organisation's plan (the product's default when left out). */
  plan?: 'starter' | 'growth' | 'enterprise';
  /**
   * An open funnel into a programme, with one round: an intake form of one required question, one
   * evaluation criterion, each application drawn to one of `evaluators` and decided after one
   * evaluation; `admins` administer it (indexes in `users`).
   */
  funnel?: { name: string; admins: number[]; evaluators: number[] };
  /**
   * A published course of three lessons (an article, a quiz of one question whose right answer is
   * "Customer acquisition cost", an assignment), its cohort started yesterday with `learners`
   * enrolled for their first startup; `admins` administer it (indexes in `users`).
   */
  course?: { title: string; admins: number[]; learners: number[] };
}

const request = JSON.parse(process.argv[2] ?? '{"users":[]}') as Request;
const pool = createPool(process.env.DATABASE_URL!, createLogger('warn'), 2);
const slug = `e2e-${randomUUID().slice(0, 8)}`;
const password = 'e2e-password-123';
const incubator = await createIncubator(pool, { slug, name: request.name ?? 'Harbour Accelerator', ...(request.plan ? { plan: request.plan } : {}) });
const hash = await hashPassword(password);
const startups: Array<{ id: string; name: string }> = [];
const users = await withTenant(pool, incubator.id, async (db) => {
  const made: Array<{ id: string; email: string; password: string; roleType: RoleType; firstName: string }> = [];
  for (const person of request.users) {
    const email = person.email ?? `${person.roleType.replace(/\W/g, '')}-${randomUUID().slice(0, 6)}@e2e.test`;
    const user = await createUser(db, incubator.id, {
      email,
      firstName: person.firstName ?? 'Robin',
      lastName: person.lastName ?? person.roleType,
      roleType: person.roleType,
      passwordHash: hash,
      status: 'active',
      validated: true,
      language: person.language,
    });
    made.push({ id: user.id, email, password, roleType: person.roleType, firstName: user.firstName });
  }
  for (const startup of request.startups ?? []) {
    const id = newId();
    await db.insert(schema.startups).values({ incubatorId: incubator.id, id, name: startup.name });
    startups.push({ id, name: startup.name });
    const members = [
      ...(startup.founders ?? []).map((i) => ({ userId: made[i].id, kind: 'founder', founderType: 'cofounder' })),
      ...(startup.coaches ?? []).map((i) => ({ userId: made[i].id, kind: 'assigned' })),
    ];
    if (members.length) await db.insert(schema.startupMembers).values(members.map((m) => ({ incubatorId: incubator.id, startupId: id, ...m })));
  }
  return made;
});
const funnel = request.funnel
  ? await withTenant(pool, incubator.id, async (db) => {
      const spec = request.funnel!;
      const tenant = incubator.id;
      const programId = newId();
      await db.insert(schema.programs).values({ incubatorId: tenant, id: programId, name: `${spec.name} programme` });
      const questions = [
        questionInputSchema.parse({
          _id: 'problem',
          questionType: 'text',
          label: [{ language: 'en', value: 'What problem do you solve?' }],
          validations: { required: true },
        }),
      ];
      const formId = newId();
      const versionId = newId();
      const title = [{ language: 'en' as const, value: `${spec.name} intake` }];
      await db
        .insert(schema.forms)
        .values({ incubatorId: tenant, id: formId, kind: 'intake', title, questions, revision: 1, publishedRevision: 1, versionId, publishingState: 'success' });
      await db.insert(schema.formVersions).values({ incubatorId: tenant, id: versionId, formId, number: 1, title, description: [], questions });
      const tagId = newId();
      await db.insert(schema.tags).values({ incubatorId: tenant, id: tagId, name: 'Team', category: 'EvaluationCriteria' });
      const id = newId();
      const funnelSlug = `${spec.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 4)}`;
      await db.insert(schema.funnels).values({
        incubatorId: tenant,
        id,
        name: spec.name,
        slug: funnelSlug,
        status: 'open',
        programId,
        page: [
          { id: newId(), type: 'text', html: '<p>Twelve weeks to find your first customers.</p>' },
          { id: newId(), type: 'funnel' },
        ],
      });
      const roundId = newId();
      await db.insert(schema.funnelRounds).values({
        incubatorId: tenant,
        id: roundId,
        funnelId: id,
        name: 'Application',
        formId,
        assignment: 'random',
        evaluatorsPerApplication: 1,
        requiredEvaluations: 1,
        criteria: [{ tagId, weight: 1 }],
      });
      if (spec.admins.length) await db.insert(schema.funnelAdmins).values(spec.admins.map((i) => ({ incubatorId: tenant, funnelId: id, userId: users[i].id })));
      if (spec.evaluators.length) await db.insert(schema.funnelRoundEvaluators).values(spec.evaluators.map((i) => ({ incubatorId: tenant, roundId, userId: users[i].id })));
      return { id, slug: funnelSlug, name: spec.name, programId };
    })
  : null;
const course = request.course
  ? await withTenant(pool, incubator.id, async (db) => {
      const spec = request.course!;
      const tenant = incubator.id;
      const en = (value: string) => [{ language: 'en' as const, value }];
      const questions = [
        questionInputSchema.parse({
          _id: 'cac',
          questionType: 'select_radio',
          label: en('What does CAC stand for?'),
          validations: { required: true },
          options: [
            { value: 'a', labels: en('Customer acquisition cost'), isCorrect: true, feedback: en('Right: what it costs to win a customer.') },
            { value: 'b', labels: en('Cash at close'), feedback: en('That is a balance-sheet figure.') },
          ],
        }),
      ];
      const formId = newId();
      const versionId = newId();
      const title = en('CAC quiz');
      await db
        .insert(schema.forms)
        .values({ incubatorId: tenant, id: formId, kind: 'quiz', title, questions, revision: 1, publishedRevision: 1, versionId, publishingState: 'success' });
      await db.insert(schema.formVersions).values({ incubatorId: tenant, id: versionId, formId, number: 1, title, description: [], questions });
      const id = newId();
      await db
        .insert(schema.courses)
        .values({ incubatorId: tenant, id, title: spec.title, description: '<p>Three lessons to start with.</p>', status: 'PUBLISHED', unitCount: 3, publishedAt: new Date() });
      if (spec.admins.length) await db.insert(schema.courseAdmins).values(spec.admins.map((i) => ({ incubatorId: tenant, courseId: id, userId: users[i].id })));
      const chapterId = newId();
      await db.insert(schema.courseOutlineUnits).values({ incubatorId: tenant, id: chapterId, courseId: id, title: 'First steps', position: 0 });
      const lessons = [
        { type: 'ARTICLE', title: 'What one customer is worth', content: '<p>CAC is what you spend to win one customer.</p>' },
        { type: 'QUIZ', title: 'CAC quiz', content: '', formId },
        { type: 'ASSIGNMENT', title: 'Your own numbers', content: '<p>Write down your CAC and how you counted it.</p>' },
      ];
      await db
        .insert(schema.courseUnits)
        .values(lessons.map((lesson, position) => ({ incubatorId: tenant, id: newId(), courseId: id, outlineUnitId: chapterId, position, ...lesson })));
      const cohortId = newId();
      await db
        .insert(schema.courseCohorts)
        .values({ incubatorId: tenant, id: cohortId, courseId: id, name: 'First cohort', startsAt: new Date(Date.now() - 86_400_000), learnerCount: spec.learners.length });
      for (const i of spec.learners) {
        const startup = startups.find((_s, index) => request.startups?.[index]?.founders?.includes(i));
        await db.insert(schema.courseEnrolments).values({ incubatorId: tenant, id: newId(), courseId: id, cohortId, userId: users[i].id, startupId: startup?.id ?? null });
      }
      return { id, title: spec.title, cohortId };
    })
  : null;
await pool.end();
console.log(JSON.stringify({ slug, id: incubator.id, name: incubator.name, users, startups, funnel, course }));
