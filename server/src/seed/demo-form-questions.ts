import type { LocalizedText, Question } from '@seedbed/contracts/forms';
import { questionInputSchema } from '@seedbed/contracts/forms-input';

// The questions of the demo's forms, one set per form (and two versions of the intake): seeded by demo-forms.ts.

/** A text in some of the interface languages (the rest read English). */
export type Texts = Partial<Record<'en' | 'fr' | 'ar' | 'es' | 'de', string>>;
export const text = (t: Texts | string): LocalizedText =>
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
export function intakeQuestions(version: 1 | 2): Question[] {
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

export const FEEDBACK: Question[] = [
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

export const JURY: Question[] = [
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
export const QUARTERLY: Question[] = [
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
export const QUIZ: Question[] = [
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

export const SUBMISSION: Question[] = [
  q('deck', 'file', 'Final deck', { validations: { required: true, max: 1, fileTypes: ['pdf'] } }),
  q('link', 'text_link', 'Product demo link'),
  q('topics', 'select_multi_dropdown', 'Topics the deck covers', { options: opts(['problem', 'Problem'], ['market', 'Market'], ['traction', 'Traction'], ['ask', 'The ask']) }),
];

export const USER_PROFILE: Question[] = [
  q('linkedin', 'text_link', 'LinkedIn profile'),
  q('expertise', 'select_multi_dropdown', 'Expertise', { options: opts(['product', 'Product'], ['growth', 'Growth'], ['finance', 'Finance'], ['legal', 'Legal']) }),
  q('languages', 'select_checkbox', 'Languages you mentor in', { options: opts(['en', 'English'], ['fr', 'French'], ['ar', 'Arabic']) }),
];

export const STARTUP_PROFILE: Question[] = [
  q('model', 'select_radio', 'Business model', { options: opts(['b2b', 'B2B'], ['b2c', 'B2C'], ['b2b2c', 'B2B2C']) }),
  q('employees', 'number', 'Employees', { validations: { min: 0 } }),
  q('impact', 'text_long', 'Impact statement'),
];
