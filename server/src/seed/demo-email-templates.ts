import type { Services } from '../core/services.ts';
import { runAs } from '../core/request-context.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { builtInDesign } from '../modules/emailTemplates/layout.ts';
import { createContentTemplate, createEmailTemplate, updateEmailBlueprint } from '../modules/emailTemplates/service.ts';

/**
 * The demo's e-mail designs, content templates and one reworded product mail, made through the
 * module's own changes by the programme director (so the activity feed tells of them): the
 * default design in the organisation's colours, a lighter one for newsletters, five content
 * templates the staff start campaigns from, the invitation reworded in English and French, and
 * the acceptance of an application in English.
 */

const CONTENT_TEMPLATES = [
  {
    name: 'Welcome to the cohort',
    subject: 'Welcome to {{organisationName}}, {{firstName}}!',
    body: '<p>Hello {{firstName}},</p><p>Welcome to the new cohort. Over the next twelve months you will meet your coach every two weeks, join the monthly founder dinners and prepare for Demo Day.</p><p>Your first steps:</p><ul><li>complete your profile</li><li>add your team to <strong>{{startupName}}</strong></li><li>book your kick-off session</li></ul><p>Sign in here: {{loginLink}}</p>',
  },
  {
    name: 'Demo Day logistics',
    subject: 'Demo Day: everything you need to know',
    body: '<p>Hello {{firstName}},</p><p>Demo Day takes place at the Station F auditorium. Doors open at 13:30; rehearsals start at 10:00 for the pitching teams.</p><ul><li>Pitch: 5 minutes, then 3 minutes of questions</li><li>Slides: send them by Wednesday evening</li><li>Investors: about 120 registered</li></ul><p>See you there!</p>',
  },
  {
    name: 'Monthly metrics reminder',
    subject: '{{startupName}}: your monthly metrics are due',
    body: '<p>Hello {{firstName}},</p><p>It is time to share this month’s figures for <strong>{{startupName}}</strong>: revenue, active customers, burn and runway. It takes five minutes and helps your coach prepare your next session.</p><p>{{loginLink}}</p>',
  },
  {
    name: 'Mentor introduction',
    subject: 'Meet your mentor',
    body: '<p>Hello {{firstName}},</p><p>We are happy to introduce your mentor for the coming quarter. Reply to this email with three times that suit you for a first call, and we will set it up.</p><p>Their profile: {{profileLink}}</p>',
  },
  {
    name: 'Office hours this week',
    subject: 'Office hours: book your slot',
    body: '<p>Hello {{firstName}},</p><p>Our legal and fundraising experts hold office hours on Thursday afternoon. Slots are 20 minutes and go fast.</p><blockquote>Bring one precise question: you will leave with an answer.</blockquote>',
  },
];

const INVITATION = {
  en: {
    subject: '{{inviter}} invites you to {{incubator}}',
    body: '<p>Hello {{name}},</p><p>{{inviter}} has saved you a seat at <strong>{{incubator}}</strong>. Your coaches, your cohort and every programme resource are waiting for you.</p><p><a href="{{link}}">Choose your password and join us</a></p><p>The link stays valid for seven days.</p><p>See you soon,<br>The {{incubator}} team</p>',
  },
  fr: {
    subject: '{{inviter}} vous invite à rejoindre {{incubator}}',
    body: '<p>Bonjour {{name}},</p><p>{{inviter}} vous a réservé une place chez <strong>{{incubator}}</strong>. Vos coachs, votre promotion et toutes les ressources du programme vous attendent.</p><p><a href="{{link}}">Choisissez votre mot de passe et rejoignez-nous</a></p><p>Le lien reste valable sept jours.</p><p>À très bientôt,<br>L’équipe {{incubator}}</p>',
  },
} as const;

const ACCEPTANCE = {
  subject: 'Welcome to {{incubator}}: {{application}} is in!',
  body: '<p>Dear {{name}},</p><p>Congratulations: after reading every application to <strong>{{funnel}}</strong> and meeting the shortlisted teams, the selection committee is delighted to welcome <strong>{{application}}</strong> to the programme.</p><p>Your coach will write to you this week to book your kick-off session. Meanwhile, your founder space is open:</p><p><a href="{{link}}">Open your space</a></p><p>Welcome aboard,<br>The {{incubator}} team</p>',
};

export async function seedDemoEmailTemplates(services: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  const admin = users.get('admin@demo.test')!;
  const staff = users.get('staff@demo.test')!;
  const brand = builtInDesign(incubator);
  await runAs(services, incubator, admin, async (ctx) => {
    await createEmailTemplate(ctx, {
      ...brand,
      name: 'Seedbed house style',
      headerHtml: '<p>Climate · Health · Food — twelve months from first customers to first round</p>',
      footerHtml: '<p>You receive this email as a member of our programmes. Questions? Just reply.</p>',
    });
    await createEmailTemplate(ctx, {
      ...brand,
      name: 'Newsletter (light)',
      headerBackgroundColor: '#f4f6f3',
      backgroundColor: '#ffffff',
      headerHtml: '<p><strong>The monthly founder letter</strong></p>',
      footerHtml: '<p>Sent once a month to founders, mentors and partners.</p>',
    });
    for (const language of ['en', 'fr'] as const) await updateEmailBlueprint(ctx, { key: 'invitation', language }, INVITATION[language]);
    await updateEmailBlueprint(ctx, { key: 'acceptance', language: 'en' }, ACCEPTANCE);
  });
  await runAs(services, incubator, staff, async (ctx) => {
    for (const template of CONTENT_TEMPLATES) await createContentTemplate(ctx, template);
  });
}
