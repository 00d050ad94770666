import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Answers, LocalizedText, Question } from '@seedbed/contracts/forms';
import type { ApplicationStatus, EvaluationCriterion, PageBlock, RoundDecision } from '@seedbed/contracts/applications';
import { questionInputSchema } from '@seedbed/contracts/forms-input';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import type { Context } from '../core/context.ts';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { weightedTotal } from '@seedbed/contracts/applications-input';
import { evaluationUrl } from '../modules/applications/assignment.ts';
import { APPLICATION_SUBJECT } from '../modules/applications/repo.ts';
import { ensureAutomaticTask } from '../modules/tasks/automatic.ts';
import { createUser } from '../modules/users/create.ts';
import { DEMO_CO_FOUNDERS, DEMO_PROGRAMS, DEMO_STARTUPS } from './demo-startups.ts';

/**
 * The demo's application funnels (spec 3 §2–§4): "Spring 2027 Accelerator", open, three rounds
 * (application with jury scoring, interview, final committee), and "Autumn 2026 Cohort", closed,
 * whose accepted applications became the health startups. Sixty applications across every
 * status, written straight into the tables but with the invariants the services keep: a status
 * the decisions explain, evaluations_done/needed counting the current round's evaluations, the
 * score their weighted mean, answers stored as recordAnswers stores them.
 */

const DAY = 24 * 3600 * 1000;

/** A small deterministic generator, so every demo shows the same funnels. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const en = (value: string): LocalizedText => [{ language: 'en', value }];

const APPLICANTS: Array<[first: string, last: string, project: string]> = [
  ['Nora', 'Lindqvist', 'Fjordcell'],
  ['Samuel', 'Adeyemi', 'GridBloom'],
  ['Camille', 'Roux', 'Ferment & Co'],
  ['Mateo', 'Fernández', 'Solmar Desalination'],
  ['Aylin', 'Kaya', 'BreathEasy'],
  ['Jakob', 'Neumann', 'Heatwise'],
  ['Fatou', 'Diop', 'Millet Mill'],
  ['Hyun', 'Cho', 'Dermalens'],
  ['Isabel', 'Moreira', 'Kelp Kitchen'],
  ['Omar', 'El Amrani', 'Sahara Solar Pumps'],
  ['Elena', 'Petrova', 'CareNest'],
  ['Lukas', 'Hofmann', 'RetrofitRobotics'],
  ['Amina', 'Yusuf', 'MamaCheck'],
  ['Théo', 'Lambert', 'Biochar Works'],
  ['Sara', 'Rossi', 'Orto Verticale'],
  ['Kwame', 'Mensah', 'ColdChain Connect'],
  ['Julia', 'Nowak', 'Rewild Finance'],
  ['Diego', 'Castillo', 'AgroDrone'],
  ['Leila', 'Haddadi', 'Clinicflow'],
  ['Mikael', 'Virtanen', 'Peatguard'],
  ['Nadia', 'Bensaïd', 'Hilm Sleep'],
  ['Tomás', 'Oliveira', 'Reef Revival'],
  ['Yuki', 'Sato', 'Fermentory'],
  ['Bilal', 'Aziz', 'Waste2Watt'],
  ['Chiara', 'Conti', 'PillPal'],
  ['Arjun', 'Mehta', 'Monsoon Analytics'],
  ['Zeynep', 'Arslan', 'Olive Loop'],
  ['Erik', 'Johansson', 'Timberframe'],
  ['Grace', 'Otieno', 'SunCrate'],
  ['Pablo', 'Navarro', 'Clearwater Labs'],
  ['Ingrid', 'Berg', 'Nordic Algae'],
  ['Malik', 'Traoré', 'FarmPay'],
  ['Anaïs', 'Girard', 'Nourish Box'],
  ['Dmytro', 'Shevchenko', 'Voltcycle'],
  ['Seo-yeon', 'Lee', 'Mindpath'],
  ['Rafael', 'Santos', 'Bioplast'],
  ['Hannah', 'Weber', 'Insulate Now'],
  ['Youssef', 'Mansour', 'DatePalm Tech'],
  ['Lina', 'Andersson', 'Pollinate'],
  ['Kofi', 'Boateng', 'CassavaCloud'],
  ['Marie', 'Lefèvre', 'Hearty'],
  ['Ahmed', 'Karim', 'Rooftop Harvest'],
  ['Sofía', 'Morales', 'Guardian Air'],
  ['Viktor', 'Horvat', 'Hydrogen Hollow'],
  ['Ayşe', 'Çelik', 'ThermoTile'],
  ['Lars', 'Nielsen', 'Circular Denim'],
  ['Priscila', 'Costa', 'Vitalink'],
  ['Oksana', 'Melnyk', 'SeedSafe'],
  ['Hiroshi', 'Ito', 'Aquaponix'],
  ['Mariam', 'Said', 'CleanCook'],
  ['Noah', 'Fischer', 'Batterie Zwei'],
  ['Chidi', 'Okonkwo', 'MedRoute'],
  ['Clara', 'Martínez', 'Compost Club'],
  ['Ji-ho', 'Kang', 'Nanofilter'],
  ['Rania', 'Tazi', 'Argan Origins'],
  ['Felipe', 'Ribeiro', 'Forest Ledger'],
];

const PITCHES = [
  'We turn farm waste into biochar that stores carbon and raises yields, sold through the cooperatives farmers already trust.',
  'A clinic scheduling tool that halves waiting times in rural health centres by matching nurses to demand every morning.',
  'Low-cost sensors and a text-message advisor that cut irrigation water by a third for smallholder farms.',
  'Refillable packaging for grocery staples, washed and returned through the delivery rounds that already exist.',
  'Solar-powered cold rooms rented by the crate, so fishers and fruit growers stop losing a fifth of what they harvest.',
  'An app that helps mothers follow their pregnancy check-ups, with reminders and a nurse on chat in their language.',
];

/** The spring funnel's statuses: [status, round index, how many]. The demo applicant's draft comes on top. */
const SPRING: Array<[ApplicationStatus, number, number]> = [
  ['draft', 0, 5],
  ['under_review', 0, 14],
  ['pending_decision', 0, 7],
  ['rejected', 0, 6],
  ['delay_rejected', 0, 3],
  ['ready_for_meeting', 1, 5],
  ['under_review', 1, 2],
  ['pending_decision', 1, 1],
  ['ready_for_invitation', 2, 2],
  ['under_review', 2, 1],
];
/** The autumn funnel, closed: nearly everything decided; its accepted applications are the health startups. */
const AUTUMN: Array<[ApplicationStatus, number, number]> = [
  ['rejected', 0, 6],
  ['rejected', 1, 2],
  ['delay_rejected', 1, 1],
  ['pending_decision', 1, 1],
  ['accepted', 1, 3],
];

const q = (id: string, type: string, label: string, extra: Record<string, unknown> = {}): Question =>
  questionInputSchema.parse({ _id: id, questionType: type, label: en(label), ...extra });

/** The final committee's form: what the shortlisted teams send before the committee meets. */
const FINAL_DOCUMENTS: Question[] = [
  q('intro', 'paragraph', 'The committee reads these before it meets. Keep it short.'),
  q('capTable', 'text_long', 'Your cap table today', { validations: { required: true } }),
  q('hiring', 'text_long', 'Who you will hire in the next twelve months'),
  q('useOfFunds', 'text_long', 'How you would use the programme grant', { validations: { required: true } }),
];

interface Round {
  id: string;
  name: string;
  formId: string | null;
  versionId: string | null;
  questions: Question[];
  evaluationFormId: string | null;
  meeting: boolean;
  required: number;
  evaluators: string[];
}

interface SeedContext {
  ctx: Context;
  db: Db;
  tenant: string;
  next: () => number;
  criteria: EvaluationCriterion[];
  jury: { formId: string; versionId: string; questions: Question[] } | null;
  staffId: string;
  evaluatorId: string;
  rejectionMailId: string;
  applicationTags: string[];
  now: number;
}

async function findForm(db: Db, tenant: string, title: string) {
  const f = schema.forms;
  const [form] = await db
    .select({ id: f.id, versionId: f.versionId, questions: f.questions })
    .from(f)
    .where(and(eq(f.incubatorId, tenant), sql`${f.title} @> ${JSON.stringify([{ language: 'en', value: title }])}::jsonb`))
    .limit(1);
  return form?.versionId ? { formId: form.id, versionId: form.versionId, questions: form.questions } : null;
}

/** The demo taxonomy's evaluation criteria (the Topic page); created when absent. */
async function criteriaTags(db: Db, tenant: string): Promise<EvaluationCriterion[]> {
  const wanted: Array<[string, string, number]> = [
    ['Team', '#3b82f6', 2],
    ['Market size', '#f59e0b', 1],
    ['Traction', '#22c55e', 1],
  ];
  const t = schema.tags;
  const found = await db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(
      and(
        eq(t.incubatorId, tenant),
        eq(t.category, 'EvaluationCriteria'),
        inArray(
          t.name,
          wanted.map(([name]) => name),
        ),
      ),
    );
  const criteria: EvaluationCriterion[] = [];
  for (const [name, color, weight] of wanted) {
    let id = found.find((row) => row.name === name)?.id;
    if (!id) {
      id = newId();
      await db.insert(t).values({ incubatorId: tenant, id, category: 'EvaluationCriteria', name, color });
    }
    criteria.push({ tagId: id, weight });
  }
  return criteria;
}

async function tagIds(db: Db, tenant: string, category: string): Promise<string[]> {
  const t = schema.tags;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.incubatorId, tenant), eq(t.category, category)));
  return rows.map((row) => row.id);
}

async function programId(db: Db, tenant: string, name: string): Promise<string | null> {
  const p = schema.programs;
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.incubatorId, tenant), eq(p.name, name)))
    .limit(1);
  return row?.id ?? null;
}

/** The spring public page: text, an FAQ accordion and the funnel's own block (no image: the demo ships none). */
const SPRING_PAGE: PageBlock[] = [
  {
    id: 'intro',
    type: 'text',
    html: '<h2>Twelve months from first pilots to a seed round</h2><p>The Spring 2027 Accelerator takes fifteen climate, health and food startups. You get a €30,000 grant, a coach, office space in Paris and a Demo Day in front of sixty investors.</p>',
  },
  {
    id: 'who',
    type: 'columns',
    columns: [
      '<h3>Who should apply</h3><p>Teams of two or more with a prototype and a first customer conversation behind them.</p>',
      '<h3>What we look at</h3><p>The team, the size of the market, and the traction you can show today.</p>',
    ],
  },
  {
    id: 'faq',
    type: 'accordion',
    items: [
      { title: 'Do you take equity?', html: '<p>No. The grant comes without equity; we ask for a report every month.</p>' },
      { title: 'Can solo founders apply?', html: '<p>Yes, if you are looking for a co-founder and tell us how.</p>' },
      { title: 'When will I hear back?', html: '<p>Within three weeks of the round closing. Interviews are held on video.</p>' },
      { title: 'Where is the programme?', html: '<p>In Paris, two days a week on site; the rest is remote.</p>' },
    ],
  },
  { id: 'funnel', type: 'funnel' },
];

export async function seedDemoApplications(withMail: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>): Promise<void> {
  // The demo's history happened before anyone was there to read mail: none is sent for it.
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    const tenant = incubator.id;
    const now = Date.now();
    const staffId = users.get('staff@demo.test')!;
    const evaluatorId = users.get('evaluator@demo.test')!;
    const pool = ['evaluator@demo.test', 'mentor@demo.test', 'expert@demo.test'].map((email) => users.get(email)!);
    const intake = await findForm(db, tenant, 'Spring 2027 intake');
    const jury = await findForm(db, tenant, 'Demo Day jury evaluation');
    const criteria = await criteriaTags(db, tenant);
    const finalForm = await createFinalDocumentsForm(db, tenant, staffId, now);

    const spring = await insertFunnel(db, tenant, {
      name: 'Spring 2027 Accelerator',
      slug: 'spring-2027',
      status: 'open',
      summary: 'Twelve months, a €30,000 grant and a Demo Day for climate, health and food startups.',
      programId: await programId(db, tenant, DEMO_PROGRAMS[0].name),
      page: SPRING_PAGE,
      createdBy: staffId,
      createdAt: new Date(now - 100 * DAY),
    });
    const springRounds = await insertRounds(db, tenant, spring, criteria, [
      {
        name: 'Application',
        formId: intake?.formId ?? null,
        versionId: intake?.versionId ?? null,
        questions: intake?.questions ?? [],
        evaluationFormId: jury?.formId ?? null,
        meeting: false,
        required: 2,
        evaluators: pool,
        assignment: 'random',
        opensAt: new Date(now - 95 * DAY),
        closesAt: new Date(now + 30 * DAY),
      },
      {
        name: 'Interview',
        formId: null,
        versionId: null,
        questions: [],
        evaluationFormId: null,
        meeting: true,
        required: 1,
        evaluators: [staffId, evaluatorId],
        assignment: 'manual',
      },
      {
        name: 'Final committee',
        formId: finalForm.formId,
        versionId: finalForm.versionId,
        questions: FINAL_DOCUMENTS,
        evaluationFormId: null,
        meeting: false,
        required: 0,
        evaluators: [],
        assignment: 'manual',
      },
    ]);
    const autumn = await insertFunnel(db, tenant, {
      name: 'Autumn 2026 Cohort',
      slug: 'autumn-2026',
      status: 'closed',
      summary: 'The health cohort that started in September.',
      programId: await programId(db, tenant, DEMO_PROGRAMS[1].name),
      page: [
        { id: 'intro', type: 'text', html: '<p>Applications for the Autumn 2026 cohort are closed. Thank you to the 140 teams who applied.</p>' },
        { id: 'funnel', type: 'funnel' },
      ],
      createdBy: staffId,
      createdAt: new Date(now - 160 * DAY),
    });
    const autumnRounds = await insertRounds(db, tenant, autumn, criteria, [
      {
        name: 'Application',
        formId: intake?.formId ?? null,
        versionId: intake?.versionId ?? null,
        questions: intake?.questions ?? [],
        evaluationFormId: jury?.formId ?? null,
        meeting: false,
        required: 2,
        evaluators: pool,
        assignment: 'random',
        opensAt: new Date(now - 150 * DAY),
        closesAt: new Date(now - 70 * DAY),
      },
      { name: 'Pitch day', formId: null, versionId: null, questions: [], evaluationFormId: null, meeting: true, required: 1, evaluators: [staffId], assignment: 'manual' },
    ]);
    const rejectionMailId = newId();
    await db.insert(schema.rejectionMails).values({
      incubatorId: tenant,
      id: rejectionMailId,
      funnelId: null,
      name: 'Not this time',
      subject: 'Your application to {{funnel}}',
      body: '<p>Thank you for applying. After careful review we will not take your application further this time.</p><p>We hope to read you again next year.</p>',
      reasons: ['Too early for the programme', 'Outside our sectors', 'Team not yet complete', 'Market too small'],
      createdBy: staffId,
    });

    const seed: SeedContext = {
      ctx,
      db,
      tenant,
      next: random(2027),
      criteria,
      jury,
      staffId,
      evaluatorId,
      rejectionMailId,
      applicationTags: await tagIds(db, tenant, 'Application'),
      now,
    };
    const people = await applicantUsers(db, tenant, 60);
    let index = 0;
    for (const [status, roundIndex, count] of SPRING) {
      for (let k = 0; k < count; k++) {
        const person = people[index];
        await insertApplication(seed, { funnelId: spring, rounds: springRounds, roundIndex, status, applicantId: person.id, name: person.project, index, startupId: null });
        index++;
      }
    }
    // Autumn's accepted applications are the health programme's startups, sent by their founders.
    const healthStartups = DEMO_STARTUPS.filter((s) => s.program === 1)
      .map((s) => ({ name: s.name, id: startups.get(s.name), founder: DEMO_CO_FOUNDERS.find((c) => c.startup === s.name) }))
      .filter((s) => s.id && s.founder && users.get(s.founder.email));
    let accepted = 0;
    for (const [status, roundIndex, count] of AUTUMN) {
      for (let k = 0; k < count; k++) {
        const linked = status === 'accepted' ? healthStartups[accepted++] : undefined;
        const person = linked ? { id: users.get(linked.founder!.email)!, project: linked.name } : people[index++];
        await insertApplication(seed, {
          funnelId: autumn,
          rounds: autumnRounds,
          roundIndex,
          status,
          applicantId: person.id,
          name: person.project,
          index: index + 100,
          startupId: linked?.id ?? null,
          old: true,
        });
      }
    }
    // The demo applicant has started on the spring application: half of the answers saved.
    await insertApplication(seed, {
      funnelId: spring,
      rounds: springRounds,
      roundIndex: 0,
      status: 'draft',
      applicantId: users.get('applicant@demo.test')!,
      name: 'Tidewise',
      index: 999,
      startupId: null,
      halfDraft: true,
    });
    await db.insert(schema.funnelAdmins).values([
      { incubatorId: tenant, funnelId: spring, userId: staffId },
      { incubatorId: tenant, funnelId: autumn, userId: staffId },
    ]);
    await evaluationTasks(seed);
  });
}

async function insertFunnel(
  db: Db,
  tenant: string,
  values: { name: string; slug: string; status: string; summary: string; programId: string | null; page: PageBlock[]; createdBy: string; createdAt: Date },
): Promise<string> {
  const id = newId();
  await db.insert(schema.funnels).values({
    incubatorId: tenant,
    id,
    ...values,
    acceptanceMail: {
      subject: `Welcome to ${values.name}`,
      body: '<p>Congratulations! Your startup has been accepted. Your programme manager will write to you this week with the next steps.</p>',
    },
    updatedAt: values.createdAt,
  });
  return id;
}

async function insertRounds(
  db: Db,
  tenant: string,
  funnelId: string,
  criteria: EvaluationCriterion[],
  rounds: Array<Omit<Round, 'id'> & { assignment: string; opensAt?: Date; closesAt?: Date }>,
): Promise<Round[]> {
  const made: Round[] = [];
  for (const [position, round] of rounds.entries()) {
    const id = newId();
    await db.insert(schema.funnelRounds).values({
      incubatorId: tenant,
      id,
      funnelId,
      position,
      name: round.name,
      formId: round.formId,
      evaluationFormId: round.evaluationFormId,
      meeting: round.meeting,
      opensAt: round.opensAt ?? null,
      closesAt: round.closesAt ?? null,
      assignment: round.assignment,
      evaluatorsPerApplication: Math.max(1, Math.min(2, round.evaluators.length)),
      requiredEvaluations: round.required,
      criteria: round.required ? criteria : [],
      instructionsMail:
        round.formId && position > 0 ? { subject: `Next step: ${round.name}`, body: '<p>Well done! Please fill in the form linked below within ten days.</p>' } : null,
    });
    if (round.evaluators.length) {
      await db.insert(schema.funnelRoundEvaluators).values(round.evaluators.map((userId) => ({ incubatorId: tenant, roundId: id, userId })));
    }
    made.push({ ...round, id });
  }
  return made;
}

async function createFinalDocumentsForm(db: Db, tenant: string, staffId: string, now: number) {
  const formId = newId();
  const versionId = newId();
  const title = en('Final committee documents');
  await db.insert(schema.forms).values({
    incubatorId: tenant,
    id: formId,
    kind: 'intake',
    title,
    description: en('What the shortlisted teams send before the final committee.'),
    questions: FINAL_DOCUMENTS,
    revision: 1,
    publishedRevision: 1,
    versionId,
    publishingState: 'success',
    createdBy: staffId,
    createdAt: new Date(now - 90 * DAY),
    updatedAt: new Date(now - 90 * DAY),
  });
  await db.insert(schema.formVersions).values({
    incubatorId: tenant,
    id: versionId,
    formId,
    number: 1,
    title,
    description: [],
    questions: FINAL_DOCUMENTS,
    publishedBy: staffId,
    publishedAt: new Date(now - 90 * DAY),
  });
  return { formId, versionId };
}

/** The people who applied: applicant accounts with the names of their projects. */
async function applicantUsers(db: Db, tenant: string, count: number) {
  const made: Array<{ id: string; project: string }> = [];
  for (const [first, last, project] of APPLICANTS.slice(0, count)) {
    const ascii = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[^a-zA-Z-]/g, '')
        .toLowerCase();
    const user = await createUser(db, tenant, {
      email: `${ascii(first)}.${ascii(last)}@applicants.test`,
      firstName: first,
      lastName: last,
      roleType: 'applicant',
      status: 'active',
      validated: true,
      headline: `Founder, ${project}`,
    });
    made.push({ id: user.id, project });
  }
  return made;
}

function intakeAnswers(seed: SeedContext, name: string, i: number): Answers {
  const stage = (['idea', 'mvp', 'revenue'] as const)[i % 3];
  return {
    name,
    email: `hello@${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
    website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
    founded: `202${3 + (i % 4)}-0${(i % 9) + 1}-1${i % 10}`,
    stage,
    ...(stage === 'revenue' ? { mrr: 2000 + Math.round(seed.next() * 40) * 250 } : {}),
    sectors: [['climate'], ['health'], ['food', 'climate'], ['health', 'food']][i % 4],
    country: ['fr', 'de', 'ma', 'sn', 'es'][i % 5],
    teamSize: 2 + (i % 6),
    founders: [
      { name: 'Co-founder A', role: 'ceo', equity: 50 },
      { name: 'Co-founder B', role: 'cto', equity: 45 },
    ],
    pitch: PITCHES[i % PITCHES.length],
    cash: 40000 + (i % 9) * 15000,
    burn: 6000 + (i % 5) * 2000,
    support: { funding: 'lots', hiring: i % 2 ? 'some' : 'none', sales: i % 3 ? 'some' : 'lots' },
    priorities: i % 2 ? ['customers', 'product', 'team'] : ['product', 'customers', 'team'],
    consent: true,
    signature: name,
  };
}

const DECIDED: readonly ApplicationStatus[] = ['accepted', 'rejected', 'delay_rejected'];

/**
 * One application with its history up to `status` in round `roundIndex`: the intake answers, an
 * accept decision for each round it passed, the current round's evaluations and decision, the
 * activities all of that left, and the counters and score on its row.
 */
async function insertApplication(
  seed: SeedContext,
  a: {
    funnelId: string;
    rounds: Round[];
    roundIndex: number;
    status: ApplicationStatus;
    applicantId: string;
    name: string;
    index: number;
    startupId: string | null;
    old?: boolean;
    halfDraft?: boolean;
  },
) {
  const { db, tenant, next, now } = seed;
  const id = newId();
  const round = a.rounds[a.roundIndex];
  // Spread over the past three months; a closed funnel's applications are the older ones.
  const age = a.halfDraft ? 2 : a.old ? 75 + Math.floor(next() * 14) : 8 + Math.floor(next() * 70) + a.roundIndex * 12;
  const createdAt = new Date(now - age * DAY - Math.floor(next() * 8) * 3600 * 1000);
  let clock = createdAt.getTime();
  const step = (min: number, max: number) => {
    clock = Math.min(now - 3600 * 1000, clock + (min + next() * (max - min)) * DAY);
    return new Date(clock);
  };
  const submitted = a.status !== 'draft';
  const submittedAt = submitted ? step(0.1, 2) : null;
  const activities: Array<{ kind: string; at: Date; data?: Record<string, unknown>; message?: string; isPrivate?: boolean; by?: string | null }> = [];
  const decisions: Array<{ roundId: string; decision: RoundDecision; at: Date; mailSent: boolean; reasons: string[] }> = [];
  const evaluations: Array<{ roundId: string; evaluatorId: string; status: string; total: number | null; scores: Record<string, number>; at: Date; doneAt: Date | null }> = [];
  if (submittedAt) {
    activities.push({ kind: 'submitted', at: submittedAt, data: { roundId: a.rounds[0].id, roundName: a.rounds[0].name }, by: a.applicantId });
    activities.push({ kind: 'status', at: submittedAt, data: { from: 'draft', to: 'under_review' }, by: a.applicantId });
  }
  // The quality of the project, which its evaluators roughly agree on.
  const quality = 1.5 + next() * 3;
  const evaluate = (r: Round, wanted: number, done: number) => {
    const assigned = [...r.evaluators].sort(() => next() - 0.5).slice(0, Math.max(wanted, 1));
    // The demo evaluator sees a real queue: they are on most spring applications under review.
    if (r.evaluators.includes(seed.evaluatorId) && !assigned.includes(seed.evaluatorId) && next() < 0.7) assigned[assigned.length - 1] = seed.evaluatorId;
    const assignedAt = step(0.2, 1.5);
    assigned.forEach((evaluatorId, k) => {
      const finished = k < done;
      const scores: Record<string, number> = {};
      for (const c of seed.criteria) scores[c.tagId] = Math.max(1, Math.min(5, Math.round(quality + (next() - 0.5) * 1.6)));
      evaluations.push({
        roundId: r.id,
        evaluatorId,
        status: finished ? 'submitted' : 'assigned',
        scores: finished ? scores : {},
        total: null,
        at: assignedAt,
        doneAt: finished ? step(0.5, 4) : null,
      });
    });
  };
  // Every round passed: evaluated, then accepted.
  for (let r = 0; r < a.roundIndex; r++) {
    const passed = a.rounds[r];
    if (passed.required) evaluate(passed, passed.required, passed.required);
    const at = step(1, 6);
    decisions.push({ roundId: passed.id, decision: 'accept', at, mailSent: true, reasons: [] });
    activities.push({ kind: 'decision', at, data: { decision: 'accept', roundId: passed.id, roundName: passed.name, reasons: [] }, isPrivate: true, by: seed.staffId });
    const to: ApplicationStatus = a.rounds[r + 1].meeting ? 'ready_for_meeting' : a.rounds[r + 1].formId ? 'ready_for_invitation' : 'under_review';
    activities.push({ kind: 'status', at, data: { from: r === 0 ? 'pending_decision' : 'under_review', to }, by: seed.staffId });
    // A shortlisted team sent its final documents.
    if (to === 'ready_for_invitation' && a.status !== 'ready_for_invitation') {
      const sent = step(1, 4);
      activities.push({ kind: 'submitted', at: sent, data: { roundId: a.rounds[r + 1].id, roundName: a.rounds[r + 1].name }, by: a.applicantId });
      activities.push({ kind: 'status', at: sent, data: { from: 'ready_for_invitation', to: 'under_review' }, by: a.applicantId });
    }
  }
  // The current round: how far its evaluations went.
  const needed = submitted && a.status !== 'ready_for_invitation' ? round.required : 0;
  const inReview = a.status === 'under_review' || a.status === 'ready_for_meeting';
  if (needed) {
    // Before the meeting nobody has scored it; under review, some of its evaluators have.
    const done = a.status === 'ready_for_meeting' ? 0 : inReview ? Math.floor(next() * needed) : needed;
    evaluate(round, needed, done);
    if (!inReview) activities.push({ kind: 'status', at: step(0, 0.1), data: { from: 'under_review', to: 'pending_decision' } });
  }
  // A declared conflict now and then on applications still in review.
  if (a.status === 'under_review' && round.evaluators.length > 2 && a.index % 5 === 2) {
    const free = round.evaluators.find((e) => !evaluations.some((x) => x.roundId === round.id && x.evaluatorId === e));
    if (free) evaluations.push({ roundId: round.id, evaluatorId: free, status: 'conflict', scores: {}, total: null, at: step(0.1, 0.5), doneAt: null });
  }
  for (const e of evaluations) {
    if (e.status !== 'submitted') continue;
    // As submitApplicationEvaluation computes it.
    e.total = weightedTotal(seed.criteria, e.scores);
    activities.push({ kind: 'evaluation', at: e.doneAt!, data: { action: 'submitted', evaluatorId: e.evaluatorId, total: e.total }, isPrivate: true, by: e.evaluatorId });
  }
  let decidedAt: Date | null = decisions.at(-1)?.at ?? null;
  if (DECIDED.includes(a.status)) {
    const decision: RoundDecision = a.status === 'accepted' ? 'accept' : a.status === 'rejected' ? 'reject' : 'delay_reject';
    const at = step(1, 8);
    decidedAt = at;
    const reasons = decision === 'accept' ? [] : [['Too early for the programme', 'Market too small', 'Outside our sectors'][a.index % 3]];
    decisions.push({ roundId: round.id, decision, at, mailSent: decision !== 'delay_reject', reasons });
    activities.push({
      kind: 'decision',
      at,
      data: { decision, roundId: round.id, roundName: round.name, reasons, startupId: a.startupId, startupCreated: false },
      isPrivate: true,
      by: seed.staffId,
    });
    activities.push({ kind: 'status', at, data: { from: 'pending_decision', to: a.status }, by: seed.staffId });
    if (decision !== 'delay_reject')
      activities.push({
        kind: 'mail',
        at: new Date(at.getTime() + 10 * 60 * 1000),
        data: { decision, subject: decision === 'accept' ? 'Welcome to the programme' : 'Your application' },
      });
  }
  // Staff talk about some of them, in public (the applicant reads it) and in private.
  if (submitted && a.index % 4 === 1) {
    activities.push({
      kind: 'comment',
      at: step(0.2, 2),
      message: '<p>Strong pilot numbers. Worth asking how the unit economics hold at scale.</p>',
      isPrivate: true,
      by: seed.staffId,
    });
  }
  if (submitted && a.index % 6 === 3) {
    activities.push({
      kind: 'comment',
      at: step(0.2, 2),
      message: '<p>Thank you for the application! Could you add a link to your latest pitch deck?</p>',
      isPrivate: false,
      by: seed.staffId,
    });
  }
  const current = evaluations.filter((e) => e.roundId === round.id && e.status === 'submitted');
  // The mean of the round's submitted totals, as recountEvaluations keeps it.
  const score = current.length ? current.reduce((sum, e) => sum + (e.total ?? 0), 0) / current.length : null;
  await db.insert(schema.applications).values({
    incubatorId: tenant,
    id,
    funnelId: a.funnelId,
    applicantId: a.applicantId,
    name: a.name,
    roundId: round.id,
    status: a.status,
    startupId: a.startupId,
    score,
    evaluationsDone: current.length,
    evaluationsNeeded: needed,
    submittedAt,
    decidedAt,
    createdAt,
    updatedAt: new Date(clock),
  });
  await insertAnswers(seed, id, a, createdAt, submittedAt);
  for (const e of evaluations) {
    let submissionId: string | null = null;
    if (e.status === 'submitted' && seed.jury && a.rounds[0].id === e.roundId) {
      submissionId = newId();
      const [team, market, traction] = seed.criteria.map((c) => e.scores[c.tagId]);
      const answers = checkAnswers(
        seed.jury.questions,
        {
          team,
          market,
          traction,
          verdict: e.total! >= 3.5 ? 'invite' : e.total! >= 2.5 ? 'maybe' : 'decline',
          comments: e.total! >= 3.5 ? 'A clear problem and a team that ships.' : 'The market needs more evidence.',
        },
        { draft: true },
      ).answers;
      await db.insert(schema.formSubmissions).values({
        incubatorId: tenant,
        id: submissionId,
        formId: seed.jury.formId,
        versionId: seed.jury.versionId,
        respondentId: e.evaluatorId,
        subjectKind: APPLICATION_SUBJECT,
        subjectId: id,
        status: 'submitted',
        source: 'signed_in',
        answers,
        createdAt: e.at,
        updatedAt: e.doneAt!,
        submittedAt: e.doneAt!,
      });
    }
    await db.insert(schema.applicationEvaluations).values({
      incubatorId: tenant,
      id: newId(),
      applicationId: id,
      roundId: e.roundId,
      evaluatorId: e.evaluatorId,
      status: e.status,
      scores: e.scores,
      total: e.total,
      comment: e.status === 'submitted' ? (e.total! >= 3.5 ? 'Convincing team; the pilots speak for themselves.' : 'Promising, but the market is not proven yet.') : null,
      submissionId,
      conflictReason: e.status === 'conflict' ? 'I advised this team last year.' : null,
      assignedBy: seed.staffId,
      assignedAt: e.at,
      submittedAt: e.doneAt,
    });
  }
  if (decisions.length) {
    await db.insert(schema.applicationDecisions).values(
      decisions.map((d) => ({
        incubatorId: tenant,
        applicationId: id,
        roundId: d.roundId,
        decision: d.decision,
        rejectionMailId: d.decision === 'accept' ? null : seed.rejectionMailId,
        reasons: d.reasons,
        decidedBy: seed.staffId,
        decidedAt: d.at,
        mailAfter: d.mailSent ? new Date(d.at.getTime() + 10 * 60 * 1000) : null,
        mailSentAt: d.mailSent ? new Date(d.at.getTime() + 10 * 60 * 1000) : null,
      })),
    );
  }
  if (activities.length) {
    await db.insert(schema.applicationActivities).values(
      activities.map((x) => ({
        incubatorId: tenant,
        id: newId(),
        applicationId: id,
        kind: x.kind,
        message: x.message ?? null,
        isPrivate: x.isPrivate ?? false,
        data: x.data ?? null,
        createdBy: x.by ?? null,
        createdAt: x.at,
      })),
    );
  }
  if (submitted && seed.applicationTags.length && a.index % 3 === 0) {
    const tagId = seed.applicationTags[a.index % seed.applicationTags.length];
    await db.insert(schema.applicationTags).values({ incubatorId: tenant, applicationId: id, tagId });
  }
}

/** The intake answers (and the final documents when sent), stored as recordAnswers stores them: checked against their version, about the application. */
async function insertAnswers(
  seed: SeedContext,
  applicationId: string,
  a: { rounds: Round[]; roundIndex: number; status: ApplicationStatus; applicantId: string; name: string; index: number; halfDraft?: boolean },
  createdAt: Date,
  submittedAt: Date | null,
) {
  const write = async (round: Round, answers: Answers, draft: boolean, at: Date) => {
    if (!round.formId || !round.versionId) return;
    await seed.db.insert(schema.formSubmissions).values({
      incubatorId: seed.tenant,
      id: newId(),
      formId: round.formId,
      versionId: round.versionId,
      respondentId: a.applicantId,
      subjectKind: APPLICATION_SUBJECT,
      subjectId: applicationId,
      status: draft ? 'draft' : 'submitted',
      source: 'signed_in',
      answers: checkAnswers(round.questions, answers, { draft: true }).answers,
      createdAt,
      updatedAt: at,
      submittedAt: draft ? null : at,
    });
  };
  const full = intakeAnswers(seed, a.name, a.index);
  if (a.status === 'draft') {
    // Drafts are half done: the first questions answered, the rest still to come.
    const keys = Object.keys(full);
    const kept = a.halfDraft ? keys.slice(0, Math.ceil(keys.length / 2)) : keys.slice(0, 3 + (a.index % 6));
    await write(a.rounds[0], Object.fromEntries(kept.map((k) => [k, full[k]])), true, new Date(createdAt.getTime() + 3600 * 1000));
    return;
  }
  await write(a.rounds[0], full, false, submittedAt!);
  const finalRound = a.rounds.findIndex((r, i) => i > 0 && r.formId);
  if (finalRound > 0 && a.roundIndex >= finalRound && a.status !== 'ready_for_invitation') {
    await write(
      a.rounds[finalRound],
      {
        capTable: 'Founders 88%, angels 12%.',
        hiring: 'A senior engineer and a sales lead in the first half of the year.',
        useOfFunds: 'Two more pilots and the certification we need to sell to hospitals.',
      },
      false,
      new Date(Math.min(seed.now - 3600 * 1000, submittedAt!.getTime() + 40 * DAY)),
    );
  }
}

/** Each evaluator's open evaluations are automatic 'evaluation' tasks leading to the application. */
async function evaluationTasks(seed: SeedContext) {
  const e = schema.applicationEvaluations;
  const open = await seed.db
    .select({ applicationId: e.applicationId, evaluatorId: e.evaluatorId, assignedAt: e.assignedAt, name: schema.applications.name })
    .from(e)
    .innerJoin(
      schema.applications,
      and(eq(schema.applications.incubatorId, e.incubatorId), eq(schema.applications.id, e.applicationId), eq(schema.applications.roundId, e.roundId)),
    )
    .where(and(eq(e.incubatorId, seed.tenant), eq(e.status, 'assigned'), inArray(schema.applications.status, ['under_review', 'ready_for_meeting'])));
  for (const row of open) {
    await ensureAutomaticTask(seed.ctx, seed.db, {
      type: 'evaluation',
      userId: row.evaluatorId,
      name: seed.ctx.t('applications.evaluations.taskName', { application: row.name }),
      dueDate: new Date(Math.max(row.assignedAt.getTime() + 14 * DAY, seed.now + 3 * DAY)),
      url: evaluationUrl(row.applicationId),
      perUrl: true,
    });
  }
}
