import { randomUUID } from 'node:crypto';
import type { Answers, FormKind, Question } from '@seedbed/contracts/forms';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { text, intakeQuestions, FEEDBACK, JURY, QUARTERLY, QUIZ, SUBMISSION, USER_PROFILE, STARTUP_PROFILE, type Texts } from './demo-form-questions.ts';

/** Believable answers to the intake, varied so that its summaries and downloads show something. */
function intakeAnswers(i: number, version: 1 | 2): Answers {
  const names = ['Verdant Labs', 'Solace Health', 'Harvest Loop', 'Tidewater Energy', 'Kiln Robotics', 'Atlas Soil', 'Brightwell', 'Oasis Water', 'Mosaic Care', 'Nomad Kitchens'];
  const stage = (['idea', 'mvp', 'revenue'] as const)[i % 3];
  const answers: Answers = {
    name: names[i % names.length] + (i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''),
    email: `team${i}@applicants.test`,
    website: `https://applicant${i}.example`,
    founded: `202${i % 6}-0${(i % 9) + 1}-15`,
    stage,
    ...(stage === 'revenue' ? { mrr: 1500 + i * 730 } : {}),
    sectors: [['climate'], ['health'], ['food', 'climate']][i % 3],
    country: ['fr', 'de', 'ma', 'sn', 'es'][i % 5],
    teamSize: 2 + (i % 7),
    founders: [
      { name: 'Alex Martin', role: 'ceo', equity: 50 },
      { name: 'Sam Ndiaye', role: 'cto', equity: 40 },
    ],
    pitch: 'We help small farms cut water use by a third with cheap soil sensors and a text-message advisor.',
    support: { funding: 'lots', hiring: i % 2 ? 'some' : 'none', sales: 'some' },
    priorities: i % 2 ? ['customers', 'product', 'team'] : ['product', 'customers', 'team'],
    consent: true,
    signature: 'Alex Martin',
  };
  if (version === 2) Object.assign(answers, { cash: 120000 + i * 5000, burn: 15000 + i * 500 });
  return answers;
}

export interface DemoFormIds {
  formId: string;
  /** The latest version, which new answers are given on. */
  versionId: string;
  questions: Question[];
}

interface DemoForm {
  kind: FormKind;
  title: Texts;
  description?: Texts;
  versions: Question[][];
  shared?: boolean;
  /** THE organisation's profile form of its kind: its questions are the custom fields. */
  profile?: boolean;
}

const FORMS: DemoForm[] = [
  {
    kind: 'intake',
    title: { en: 'Spring 2027 intake', fr: 'Candidatures printemps 2027', ar: 'طلبات التقديم لربيع 2027', es: 'Convocatoria primavera 2027', de: 'Bewerbung Frühjahr 2027' },
    description: { en: 'Apply to the twelve-month programme.', fr: 'Candidatez au programme de douze mois.', ar: 'قدّم طلبك لبرنامج الاثني عشر شهرًا.' },
    versions: [intakeQuestions(1), intakeQuestions(2)],
    shared: true,
  },
  { kind: 'feedback', title: { en: 'Mentor session feedback', fr: 'Retour sur la séance de mentorat', ar: 'ملاحظات جلسة الإرشاد' }, versions: [FEEDBACK], shared: true },
  { kind: 'evaluation', title: { en: 'Demo Day jury evaluation', fr: 'Évaluation du jury du Demo Day' }, versions: [JURY] },
  { kind: 'quiz', title: { en: 'Unit economics quiz', fr: 'Quiz : économie unitaire' }, versions: [QUIZ] },
  { kind: 'submission', title: { en: 'Final deck submission', fr: 'Dépôt du deck final' }, versions: [SUBMISSION], shared: true },
  { kind: 'user_profile', title: { en: 'People profile', fr: 'Profil des personnes' }, versions: [USER_PROFILE], profile: true },
  { kind: 'startup_profile', title: { en: 'Startup profile', fr: 'Profil de startup' }, versions: [STARTUP_PROFILE], profile: true },
  {
    kind: 'evaluation',
    title: { en: 'Quarterly assessment', fr: 'Évaluation trimestrielle', ar: 'التقييم الفصلي', es: 'Evaluación trimestral', de: 'Quartalsbewertung' },
    versions: [QUARTERLY],
  },
];

/**
 * The demo's forms: one of every kind using every question type with logic, the intake published
 * twice (so versions can be compared) and answered on both versions through its public link, the
 * mentor feedback answered by founders.
 */
export async function seedDemoForms(db: Db, incubatorId: string, users: Map<string, string>, founders: readonly string[]): Promise<Map<string, DemoFormIds>> {
  const seeded = new Map<string, DemoFormIds>();
  const staff = users.get('staff@demo.test') ?? null;
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  for (const [index, form] of FORMS.entries()) {
    const formId = newId();
    const last = form.versions.at(-1) as Question[];
    const versionIds = form.versions.map(() => newId());
    seeded.set(form.title.en ?? '', { formId, versionId: versionIds.at(-1) as string, questions: last });
    await db.insert(schema.forms).values({
      incubatorId,
      id: formId,
      kind: form.kind,
      title: text(form.title),
      description: form.description ? text(form.description) : [],
      questions: last,
      revision: form.versions.length,
      publishedRevision: form.versions.length,
      versionId: versionIds.at(-1),
      publishingState: 'success',
      shareId: form.shared ? randomUUID() : null,
      profile: form.profile ?? false,
      createdBy: staff,
      createdAt: new Date(now - (40 - index) * day),
      updatedAt: new Date(now - (10 - index) * day),
    });
    await db.insert(schema.formVersions).values(
      form.versions.map((questions, v) => ({
        incubatorId,
        id: versionIds[v],
        formId,
        number: v + 1,
        title: text(form.title),
        description: form.description ? text(form.description) : [],
        questions,
        publishedBy: staff,
        publishedAt: new Date(now - (30 - v * 12) * day),
      })),
    );
    const answers: Array<{ versionId: string; respondentId: string | null; answers: Answers; at: Date }> = [];
    if (form.kind === 'intake') {
      for (let i = 0; i < 24; i++) {
        const version = i < 10 ? 1 : 2;
        answers.push({ versionId: versionIds[version - 1], respondentId: null, answers: intakeAnswers(i, version), at: new Date(now - (28 - i) * day) });
      }
    }
    if (form.kind === 'feedback') {
      founders.forEach((respondentId, i) => {
        const useful = 2 + (i % 4);
        answers.push({
          versionId: versionIds[0],
          respondentId,
          answers: { useful, recommend: 5 + (i % 6), format: i % 2 ? 'video' : 'onsite', ...(useful < 4 ? { better: 'More time on the financial model, please.' } : {}) },
          at: new Date(now - (20 - i) * day),
        });
      });
    }
    const versionQuestions = new Map(form.versions.map((questions, v) => [versionIds[v], questions]));
    if (answers.length) {
      await db.insert(schema.formSubmissions).values(
        answers.map((a) => {
          // Stored as the server stores them: checked and cleaned against their version.
          const checked = checkAnswers(versionQuestions.get(a.versionId) as Question[], a.answers, { draft: true });
          return {
            incubatorId,
            id: newId(),
            formId,
            versionId: a.versionId,
            respondentId: a.respondentId,
            status: 'submitted',
            source: a.respondentId ? 'signed_in' : 'share',
            answers: checked.answers,
            createdAt: a.at,
            updatedAt: a.at,
            submittedAt: a.at,
          };
        }),
      );
    }
  }
  return seeded;
}

export const DEMO_FORM_QUESTIONS = FORMS.flatMap((f) => f.versions);

/**
 * Three startups assessed with the quarterly assessment two to four times over the last year, by
 * the programme's staff and coaches, their scores mostly rising so that each criterion's trend
 * shows something.
 */
export async function seedDemoAssessments(db: Db, incubatorId: string, users: Map<string, string>, startups: Map<string, string>, forms: Map<string, DemoFormIds>): Promise<void> {
  const form = forms.get('Quarterly assessment');
  if (!form) return;
  const assessors = ['staff@demo.test', 'coach@demo.test', 'admincoach@demo.test'].map((email) => users.get(email) ?? null);
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  const clamp = (n: number) => Math.max(1, Math.min(5, n));
  const comments = ['Strong team, the product needs focus.', 'First paying pilots: keep the pace.', 'Ready to meet investors next quarter.', 'Solid quarter overall.'];
  for (const [s, startupId] of [...startups.values()].slice(0, 3).entries()) {
    const count = 4 - s;
    for (let k = 0; k < count; k++) {
      const at = new Date(now - (350 - k * (300 / count) - s * 11) * day);
      const base = 1 + k + (s === 1 ? 1 : 0);
      const answers: Answers = {
        team: clamp(base + 1),
        product: clamp(base),
        traction: clamp(base - (k === 0 ? 0 : 1) + (s === 2 ? 1 : 0)),
        fundraising: clamp(base - 1 + (k === count - 1 ? 1 : 0)),
        comments: comments[(s + k) % comments.length],
      };
      const submissionId = newId();
      const assessorId = assessors[(s + k) % assessors.length];
      await db.insert(schema.formSubmissions).values({
        incubatorId,
        id: submissionId,
        formId: form.formId,
        versionId: form.versionId,
        respondentId: assessorId,
        subjectKind: 'startup',
        subjectId: startupId,
        status: 'submitted',
        source: 'signed_in',
        // Checked as the server checks them, which also computes the total.
        answers: checkAnswers(form.questions, answers).answers,
        createdAt: at,
        updatedAt: at,
        submittedAt: at,
      });
      await db.insert(schema.startupAssessments).values({ incubatorId, id: newId(), startupId, formId: form.formId, submissionId, assessorId, createdAt: at });
    }
  }
}
