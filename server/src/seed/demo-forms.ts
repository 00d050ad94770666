import { randomUUID } from 'node:crypto';
import type { Answers, FormKind, LocalizedText, Question } from '@seedbed/contracts/forms';
import { questionInputSchema } from '@seedbed/contracts/forms-input';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';

type Texts = Partial<Record<'en' | 'fr' | 'ar' | 'es' | 'de', string>>;
const text = (t: Texts | string): LocalizedText =>
  typeof t === 'string' ? [{ language: 'en', value: t }] : (Object.entries(t).map(([language, value]) => ({ language, value })) as LocalizedText);
const opts = (...list: Array<[string, Texts | string, Record<string, unknown>?]>) => list.map(([value, labels, extra]) => ({ value, labels: text(labels), ...extra }));

/** A question as the builder would send it, checked by the same schema. */
const q = (id: string, type: string, label: Texts | string, extra: Record<string, unknown> = {}): Question =>
  questionInputSchema.parse({ _id: id, questionType: type, label: text(label), ...extra });
const showWhen = (questionId: string, operator: string, values: string[] = []) => ({ operator: 'AND', statements: [{ action: 'show', questionId, operator, values }] });

const STAGES = opts(
  ['idea', { en: 'Idea', fr: 'Idée', ar: 'فكرة' }],
  ['mvp', { en: 'Prototype', fr: 'Prototype', ar: 'نموذج أولي' }],
  ['revenue', { en: 'Paying customers', fr: 'Clients payants', ar: 'عملاء يدفعون' }],
);

/** The spring intake: every kind of question an application asks, with logic; version 2 adds the runway. */
function intakeQuestions(version: 1 | 2): Question[] {
  const questions = [
    q('about', 'section', { en: 'About your startup', fr: 'Votre startup', ar: 'عن شركتك الناشئة' }),
    q('intro', 'paragraph', {
      en: 'Tell us who you are. It takes about ten minutes; you can come back to it.',
      fr: 'Présentez-vous. Comptez dix minutes ; vous pouvez y revenir.',
      ar: 'عرّفنا بنفسك. يستغرق ذلك عشر دقائق تقريبًا ويمكنك العودة إليه.',
    }),
    q('name', 'text', { en: 'Startup name', fr: 'Nom de la startup', ar: 'اسم الشركة الناشئة' }, { validations: { required: true, maxLength: 100 } }),
    q('email', 'text', { en: 'Contact e-mail', fr: 'E-mail de contact', ar: 'البريد الإلكتروني للتواصل' }, { validations: { required: true, email: true } }),
    q('phone', 'phone', { en: 'Phone', fr: 'Téléphone', ar: 'الهاتف' }),
    q('website', 'text_link', { en: 'Website', fr: 'Site web', ar: 'الموقع الإلكتروني' }),
    q('founded', 'date', { en: 'Date founded', fr: 'Date de création', ar: 'تاريخ التأسيس' }),
    q('stage', 'select_radio', { en: 'Where are you today?', fr: 'Où en êtes-vous ?', ar: 'أين أنتم اليوم؟' }, { options: STAGES, validations: { required: true } }),
    q(
      'mrr',
      'currency',
      { en: 'Monthly recurring revenue', fr: 'Revenu mensuel récurrent', ar: 'الإيراد الشهري المتكرر' },
      { validations: { required: true, min: 0 }, dependency: showWhen('stage', 'equals', ['revenue']) },
    ),
    q(
      'sectors',
      'select_checkbox',
      { en: 'Sectors', fr: 'Secteurs', ar: 'القطاعات' },
      {
        options: opts(
          ['climate', { en: 'Climate', fr: 'Climat', ar: 'المناخ' }],
          ['health', { en: 'Health', fr: 'Santé', ar: 'الصحة' }],
          ['food', { en: 'Food', fr: 'Alimentation', ar: 'الغذاء' }],
          ['other', { en: 'Other', fr: 'Autre', ar: 'أخرى' }, { isWriteIn: true }],
        ),
        validations: { min: 1, max: 3 },
      },
    ),
    q(
      'country',
      'select_dropdown',
      { en: 'Country', fr: 'Pays', ar: 'البلد' },
      { options: opts(['fr', 'France'], ['de', 'Germany'], ['ma', 'Morocco'], ['sn', 'Senegal'], ['es', 'Spain']) },
    ),
    q(
      'region',
      'tree_single',
      { en: 'Region', fr: 'Région', ar: 'المنطقة' },
      {
        optionsDepth: 2,
        options: opts(
          ['europe', 'Europe', { children: opts(['west', 'Western Europe'], ['north', 'Northern Europe']) }],
          ['africa', 'Africa', { children: opts(['north-africa', 'North Africa'], ['west-africa', 'West Africa']) }],
        ),
      },
    ),
    q('team', 'section', { en: 'Your team', fr: 'Votre équipe', ar: 'فريقك' }),
    q('teamSize', 'number', { en: 'People working full time', fr: 'Personnes à temps plein', ar: 'العاملون بدوام كامل' }, { validations: { required: true, min: 1, max: 500 } }),
    q(
      'founders',
      'table',
      { en: 'Co-founders', fr: 'Cofondateurs', ar: 'المؤسسون المشاركون' },
      {
        userAddRow: true,
        validations: { min: 1, max: 6 },
        columns: [
          { id: 'name', labels: text({ en: 'Name', fr: 'Nom', ar: 'الاسم' }), type: 'text' },
          { id: 'role', labels: text({ en: 'Role', fr: 'Rôle', ar: 'الدور' }), type: 'select', options: opts(['ceo', 'CEO'], ['cto', 'CTO'], ['coo', 'COO']) },
          { id: 'equity', labels: text({ en: 'Equity %', fr: 'Parts %', ar: 'الحصة %' }), type: 'number' },
        ],
      },
    ),
    q(
      'pitch',
      'text_long',
      { en: 'Your pitch in a few lines', fr: 'Votre pitch en quelques lignes', ar: 'عرضك في بضعة أسطر' },
      { validations: { required: true, minLength: 30, maxLength: 1500 } },
    ),
    q('deck', 'file', { en: 'Pitch deck', fr: 'Pitch deck', ar: 'العرض التقديمي' }, { validations: { max: 1, fileTypes: ['pdf'], maxFileSizeMb: 20 } }),
    q('video', 'video', { en: 'A one-minute video (a link is fine)', fr: 'Une vidéo d’une minute (un lien suffit)', ar: 'فيديو مدته دقيقة (يكفي رابط)' }),
    q('needs', 'section', { en: 'What you need', fr: 'Vos besoins', ar: 'احتياجاتك' }),
    q(
      'support',
      'matrix',
      { en: 'How much help do you need?', fr: 'De quelle aide avez-vous besoin ?', ar: 'ما مقدار المساعدة التي تحتاجها؟' },
      {
        rows: opts(
          ['funding', { en: 'Fundraising', fr: 'Levée de fonds', ar: 'جمع التمويل' }],
          ['hiring', { en: 'Hiring', fr: 'Recrutement', ar: 'التوظيف' }],
          ['sales', { en: 'First sales', fr: 'Premières ventes', ar: 'المبيعات الأولى' }],
        ),
        options: opts(
          ['none', { en: 'None', fr: 'Aucune', ar: 'لا شيء' }],
          ['some', { en: 'Some', fr: 'Un peu', ar: 'بعض' }],
          ['lots', { en: 'A lot', fr: 'Beaucoup', ar: 'كثير' }],
        ),
      },
    ),
    q(
      'priorities',
      'ranking',
      { en: 'Rank your priorities', fr: 'Classez vos priorités', ar: 'رتّب أولوياتك' },
      {
        options: opts(
          ['product', { en: 'Product', fr: 'Produit', ar: 'المنتج' }],
          ['customers', { en: 'Customers', fr: 'Clients', ar: 'العملاء' }],
          ['team', { en: 'Team', fr: 'Équipe', ar: 'الفريق' }],
        ),
      },
    ),
    q('address', 'address', { en: 'Registered address', fr: 'Adresse du siège', ar: 'العنوان المسجل' }),
    q(
      'consent',
      'consent',
      { en: 'I agree that the jury reads this application.', fr: 'J’accepte que le jury lise cette candidature.', ar: 'أوافق على أن تقرأ لجنة التحكيم هذا الطلب.' },
      { validations: { required: true } },
    ),
    q('signature', 'signature', { en: 'Signature (your full name)', fr: 'Signature (votre nom complet)', ar: 'التوقيع (اسمك الكامل)' }, { validations: { required: true } }),
  ];
  if (version === 1) return questions;
  // Version 2 asks for the runway, computed from cash and burn, before the needs.
  const at = questions.findIndex((x) => x._id === 'needs');
  questions.splice(
    at,
    0,
    q('cash', 'currency', { en: 'Cash in the bank', fr: 'Trésorerie', ar: 'النقد في البنك' }, { validations: { min: 0 } }),
    q('burn', 'currency', { en: 'Monthly burn', fr: 'Dépenses mensuelles', ar: 'الإنفاق الشهري' }, { validations: { min: 0 } }),
    q('runway', 'calculated', { en: 'Runway in months', fr: 'Mois de trésorerie', ar: 'أشهر التشغيل المتبقية' }, { formula: '{cash} / {burn}' }),
  );
  return questions.map((x) => (x._id === 'pitch' ? { ...x, label: text({ en: 'Your pitch in three sentences', fr: 'Votre pitch en trois phrases', ar: 'عرضك في ثلاث جمل' }) } : x));
}

const FEEDBACK: Question[] = [
  q(
    'useful',
    'rating',
    { en: 'How useful was the session?', fr: 'La séance vous a-t-elle été utile ?', ar: 'ما مدى فائدة الجلسة؟' },
    { scale: { min: 1, max: 5 }, validations: { required: true } },
  ),
  q(
    'recommend',
    'nps',
    { en: 'Would you recommend this mentor to another founder?', fr: 'Recommanderiez-vous ce mentor ?', ar: 'هل توصي بهذا المرشد لمؤسس آخر؟' },
    { validations: { required: true } },
  ),
  q('format', 'select_radio', { en: 'Format', fr: 'Format', ar: 'الشكل' }, { options: opts(['video', 'Video call'], ['onsite', 'On site']) }),
  q(
    'better',
    'text_long',
    { en: 'What could be better?', fr: 'Qu’est-ce qui pourrait être mieux ?', ar: 'ما الذي يمكن تحسينه؟' },
    { dependency: showWhen('useful', 'less_than', ['4']) },
  ),
];

const JURY: Question[] = [
  q('jury', 'heading', { en: 'Demo Day jury', fr: 'Jury du Demo Day', ar: 'لجنة تحكيم يوم العرض' }),
  q('how', 'paragraph', 'Score each criterion from 1 (weak) to 5 (outstanding).'),
  q('criteria', 'sub_heading', 'Criteria'),
  q('team', 'number_scale', 'Team', { scale: { min: 1, max: 5, minLabel: text('Weak'), maxLabel: text('Outstanding') }, validations: { required: true } }),
  q('market', 'number_scale', 'Market', { scale: { min: 1, max: 5, minLabel: text('Weak'), maxLabel: text('Outstanding') }, validations: { required: true } }),
  q('traction', 'number_scale', 'Traction', { scale: { min: 1, max: 5, minLabel: text('Weak'), maxLabel: text('Outstanding') }, validations: { required: true } }),
  q('total', 'calculated', 'Total score', { formula: '{team} + {market} + {traction}' }),
  q('verdict', 'select_dropdown', 'Recommendation', {
    options: opts(['invite', 'Invite to the next round'], ['maybe', 'Discuss'], ['decline', 'Decline']),
    validations: { required: true },
  }),
  q('comments', 'text_long', 'Comments for the founders'),
];

/** The staff's quarterly assessment of a startup (the startup file's assessment tab): four criteria, their total, comments. */
const scaleOf = (min: Texts, max: Texts) => ({ min: 1, max: 5, minLabel: text(min), maxLabel: text(max) });
const QUARTERLY: Question[] = [
  q('how', 'paragraph', {
    en: 'Score each criterion from 1 (early) to 5 (excellent).',
    fr: 'Notez chaque critère de 1 (débutant) à 5 (excellent).',
    ar: 'قيّم كل معيار من 1 (مبكر) إلى 5 (ممتاز).',
  }),
  ...(
    [
      ['team', { en: 'Team', fr: 'Équipe', ar: 'الفريق', es: 'Equipo', de: 'Team' }],
      ['product', { en: 'Product', fr: 'Produit', ar: 'المنتج', es: 'Producto', de: 'Produkt' }],
      ['traction', { en: 'Traction', fr: 'Traction', ar: 'النمو', es: 'Tracción', de: 'Traktion' }],
      [
        'fundraising',
        {
          en: 'Fundraising readiness',
          fr: 'Préparation à la levée de fonds',
          ar: 'الجاهزية لجمع التمويل',
          es: 'Preparación para captar fondos',
          de: 'Bereitschaft zur Finanzierung',
        },
      ],
    ] as Array<[string, Texts]>
  ).map(([id, label]) =>
    q(id, 'number_scale', label, {
      scale: scaleOf({ en: 'Early', fr: 'Débutant', ar: 'مبكر' }, { en: 'Excellent', fr: 'Excellent', ar: 'ممتاز' }),
      validations: { required: true },
    }),
  ),
  q('total', 'calculated', { en: 'Total', fr: 'Total', ar: 'المجموع', es: 'Total', de: 'Gesamt' }, { formula: '{team} + {product} + {traction} + {fundraising}' }),
  q('comments', 'text_long', { en: 'Comments', fr: 'Commentaires', ar: 'ملاحظات', es: 'Comentarios', de: 'Kommentare' }),
];

const right = (feedback: Texts) => ({ isCorrect: true, feedback: text(feedback) });
const wrong = (feedback: Texts) => ({ feedback: text(feedback) });

/** A quiz with its answer key: the options marked correct and what a learner reads after choosing each. */
const QUIZ: Question[] = [
  q(
    'cac',
    'select_radio',
    { en: 'What does CAC stand for?', fr: 'Que signifie CAC ?', ar: 'ماذا يعني CAC؟' },
    {
      options: opts(
        [
          'a',
          { en: 'Customer acquisition cost', fr: "Coût d'acquisition client", ar: 'تكلفة اكتساب العميل' },
          {
            numericalValue: 1,
            ...right({ en: 'Right: what it costs to win one paying customer.', fr: 'Exact : ce que coûte un client payant gagné.', ar: 'صحيح: تكلفة كسب عميل واحد يدفع.' }),
          },
        ],
        [
          'b',
          { en: 'Cash at close', fr: 'Trésorerie à la clôture', ar: 'النقد عند الإغلاق' },
          {
            numericalValue: 0,
            ...wrong({
              en: 'That is a balance-sheet figure, not a unit metric.',
              fr: "C'est un chiffre de bilan, pas une mesure unitaire.",
              ar: 'هذا رقم من الميزانية وليس مقياسًا للوحدة.',
            }),
          },
        ],
        [
          'c',
          { en: 'Cost of a customer call', fr: "Coût d'un appel client", ar: 'تكلفة مكالمة العميل' },
          {
            numericalValue: 0,
            ...wrong({
              en: 'Calls are part of it, but CAC counts every sales and marketing cost.',
              fr: 'Les appels en font partie, mais le CAC compte tous les coûts de vente et de marketing.',
              ar: 'المكالمات جزء منه، لكن CAC يشمل كل تكاليف المبيعات والتسويق.',
            }),
          },
        ],
      ),
      validations: { required: true },
    },
  ),
  q(
    'payback',
    'select_radio',
    {
      en: 'CAC is 600 and each customer brings 50 of gross margin a month. What is the payback period?',
      fr: 'Le CAC est de 600 et chaque client rapporte 50 de marge brute par mois. Quel est le délai de récupération ?',
    },
    {
      options: opts(
        ['six', { en: '6 months', fr: '6 mois' }, wrong({ en: 'Divide the CAC by the monthly margin: 600 / 50.', fr: 'Divisez le CAC par la marge mensuelle : 600 / 50.' })],
        ['twelve', { en: '12 months', fr: '12 mois' }, right({ en: 'Right: 600 / 50 = 12 months.', fr: 'Exact : 600 / 50 = 12 mois.' })],
        ['fifty', { en: '50 months', fr: '50 mois' }, wrong({ en: 'Divide the CAC by the monthly margin: 600 / 50.', fr: 'Divisez le CAC par la marge mensuelle : 600 / 50.' })],
      ),
      validations: { required: true },
    },
  ),
  q(
    'metrics',
    'tree_multi',
    { en: 'Which are revenue metrics?', fr: 'Lesquelles sont des mesures de revenu ?', ar: 'أيّها مقاييس للإيرادات؟' },
    {
      optionsDepth: 2,
      options: opts(
        [
          'recurring',
          { en: 'Recurring', fr: 'Récurrentes' },
          {
            children: opts(
              ['mrr', 'MRR', right({ en: 'Monthly recurring revenue.', fr: 'Revenu récurrent mensuel.' })],
              ['arr', 'ARR', right({ en: 'Annual recurring revenue.', fr: 'Revenu récurrent annuel.' })],
            ),
          },
        ],
        [
          'other',
          { en: 'Other', fr: 'Autres' },
          {
            children: opts(
              ['nps', 'NPS', wrong({ en: 'NPS measures loyalty, not revenue.', fr: 'Le NPS mesure la fidélité, pas le revenu.' })],
              ['churn', 'Churn', wrong({ en: 'Churn is the share of customers lost.', fr: 'Le churn est la part de clients perdus.' })],
            ),
          },
        ],
      ),
      validations: { required: true },
    },
  ),
  q('notes', 'text_long', { en: 'Which metric will you track first, and why?', fr: 'Quelle mesure suivrez-vous en premier, et pourquoi ?' }),
];

const SUBMISSION: Question[] = [
  q('deck', 'file', 'Final deck', { validations: { required: true, max: 1, fileTypes: ['pdf'] } }),
  q('link', 'text_link', 'Product demo link'),
  q('topics', 'select_multi_dropdown', 'Topics the deck covers', { options: opts(['problem', 'Problem'], ['market', 'Market'], ['traction', 'Traction'], ['ask', 'The ask']) }),
];

const USER_PROFILE: Question[] = [
  q('linkedin', 'text_link', 'LinkedIn profile'),
  q('expertise', 'select_multi_dropdown', 'Expertise', { options: opts(['product', 'Product'], ['growth', 'Growth'], ['finance', 'Finance'], ['legal', 'Legal']) }),
  q('languages', 'select_checkbox', 'Languages you mentor in', { options: opts(['en', 'English'], ['fr', 'French'], ['ar', 'Arabic']) }),
];

const STARTUP_PROFILE: Question[] = [
  q('model', 'select_radio', 'Business model', { options: opts(['b2b', 'B2B'], ['b2c', 'B2C'], ['b2b2c', 'B2B2C']) }),
  q('employees', 'number', 'Employees', { validations: { min: 0 } }),
  q('impact', 'text_long', 'Impact statement'),
];

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
