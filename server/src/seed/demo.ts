import { eq } from 'drizzle-orm';
import type { RoleType } from '@seedbed/contracts/roles';
import { ownerDb, schema } from '../core/db/pool.ts';
import { withTenant } from '../core/transaction.ts';
import { hashPassword } from '../core/auth/passwords.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { createIncubator } from '../modules/incubators/service.ts';
import { createUser } from '../modules/users/create.ts';
import { defaultLayout } from '../modules/incubators/defaults.ts';
import { seedDemoOrganisationChanges, spreadDemoHistory } from './demo-activity.ts';
import { seedDemoTasks } from './demo-tasks.ts';
import { DEMO_CO_FOUNDERS, DEMO_STARTUPS, seedDemoStartups } from './demo-startups.ts';
import { seedDemoRecentPosts, seedDemoTimelines } from './demo-timeline.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoDashboard } from './demo-dashboard.ts';
import { seedDemoTaxonomy } from './demo-taxonomy.ts';
import { seedDemoAssessments, seedDemoForms } from './demo-forms.ts';
import { seedDemoMetrics } from './demo-metrics.ts';
import { seedDemoProfileValues } from './demo-profiles.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoCoaching } from './demo-coaching.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoResources } from './demo-resources.ts';
import { seedDemoEmailTemplates } from './demo-email-templates.ts';
import { seedDemoCommunity } from './demo-community.ts';
import { seedDemoRss } from './demo-rss.ts';
import { seedDemoEmailDelivery } from './demo-email-delivery.ts';
import { seedDemoEmails } from './demo-emails.ts';
import { seedDemoSavedViews } from './demo-saved-views.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { DEMO_API_TOKEN, seedDemoApi } from './demo-api.ts';
import { seedDemoExports } from './demo-exports.ts';

const DEMO_LOGIN_TEXT = [
  { language: 'en', value: 'Twelve months to grow climate, health and food startups from first customers to first round.' },
  { language: 'fr', value: 'Douze mois pour faire grandir des startups du climat, de la santé et de l’alimentation, des premiers clients à la première levée.' },
  { language: 'ar', value: 'اثنا عشر شهرًا لتنمية الشركات الناشئة في مجالات المناخ والصحة والغذاء من أول العملاء إلى أول جولة تمويل.' },
];

export const DEMO_SLUG = 'demo';
export const DEMO_PASSWORD = 'demo-password';

const PEOPLE: Array<{ email: string; firstName: string; lastName: string; roleType: RoleType; headline: string }> = [
  { email: 'admin@demo.test', firstName: 'Amira', lastName: 'Haddad', roleType: 'admin', headline: 'Programme director' },
  { email: 'admincoach@demo.test', firstName: 'Lucas', lastName: 'Moreau', roleType: 'admin&coach', headline: 'Head of coaching' },
  { email: 'subadmin@demo.test', firstName: 'Priya', lastName: 'Natarajan', roleType: 'subadmin', headline: 'Operations lead' },
  { email: 'staff@demo.test', firstName: 'Jonas', lastName: 'Becker', roleType: 'staff', headline: 'Programme manager' },
  { email: 'coach@demo.test', firstName: 'Sofia', lastName: 'Alvarez', roleType: 'coach', headline: 'Go-to-market coach' },
  { email: 'mentor@demo.test', firstName: 'Daniel', lastName: 'Okafor', roleType: 'mentor', headline: 'Serial founder, fintech' },
  { email: 'expert@demo.test', firstName: 'Mei', lastName: 'Tanaka', roleType: 'expert', headline: 'IP and patents expert' },
  { email: 'evaluator@demo.test', firstName: 'Olena', lastName: 'Kovalenko', roleType: 'evaluator', headline: 'Angel investor' },
  { email: 'founder@demo.test', firstName: 'Emre', lastName: 'Yilmaz', roleType: 'cofounder', headline: 'CEO, GreenLoop' },
  { email: 'applicant@demo.test', firstName: 'Chloé', lastName: 'Martin', roleType: 'applicant', headline: 'Founder, Tidewise' },
  { email: 'member@demo.test', firstName: 'Ji-woo', lastName: 'Park', roleType: 'community_member', headline: 'Product designer' },
];

/**
 * Staff and experts have filled in their profiles; founders, the applicant and the community
 * member have not yet, so they find a "Complete your profile" task waiting.
 */
const PROFILES: Record<string, { bio: string; country: string }> = {
  'admin@demo.test': { bio: 'Runs the accelerator and its investor network. Previously a VC associate.', country: 'France' },
  'admincoach@demo.test': { bio: 'Leads the coaching team; ex-founder of two B2B SaaS companies.', country: 'France' },
  'subadmin@demo.test': { bio: 'Keeps programmes, events and reporting running on time.', country: 'India' },
  'staff@demo.test': { bio: 'Manages the climate cohort from selection to Demo Day.', country: 'Germany' },
  'coach@demo.test': { bio: 'Helps founders find their first hundred customers.', country: 'Spain' },
  'mentor@demo.test': { bio: 'Built and sold a payments company; mentors on fundraising.', country: 'Nigeria' },
  'expert@demo.test': { bio: 'Patent attorney advising deep-tech startups on IP strategy.', country: 'Japan' },
  'evaluator@demo.test': { bio: 'Angel investor in climate and health, 30+ investments.', country: 'Ukraine' },
};

/**
 * On an empty database, creates the demo tenant with one person of each role, programmes and
 * startups with founders, assigned coaches and mentors, their timelines, milestones and documents. Never touches a database that already has tenants.
 */
export async function seedDemoIfEmpty(services: Services): Promise<DemoSignIns | null> {
  const db = ownerDb(services.pool);
  const existing = await db.select({ id: schema.incubators.id, slug: schema.incubators.slug }).from(schema.incubators).limit(2);
  const signIns = { emails: PEOPLE.map((p) => p.email), apiToken: DEMO_API_TOKEN };
  if (existing.length > 0) return existing.some((e) => e.slug === DEMO_SLUG) ? signIns : null;
  await createDemoTenant(services, DEMO_SLUG);
  return signIns;
}

/** What the start prints for the demo: who to sign in as, and the admin's reporting token for the API. */
export interface DemoSignIns {
  emails: string[];
  apiToken: string;
}

/** The demo tenant under a given address (the tests make their own copies). */
export async function createDemoTenant(services: Services, slug: string): Promise<IncubatorRow> {
  const db = ownerDb(services.pool);
  const incubator = await createIncubator(services.pool, {
    slug,
    name: 'Demo Accelerator',
    description: 'A twelve-month programme for climate, health and food startups.',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    plan: 'growth',
  });
  // The logos ship with the web application (web/public/brand).
  await db
    .update(schema.incubators)
    .set({
      logo: '/brand/demo-accelerator.svg',
      whiteLogo: '/brand/demo-accelerator-white.svg',
      logoSquare: '/brand/demo-accelerator-square.svg',
      // The growth plan with the startup documents and profile builder add-ons, so every startup file
      // shows its documents and the custom fields can be edited.
      // auth0: the Sign-on tab is open, ready to connect the organisation's identity provider (README).
      // publicApi: the API tokens and webhooks screens, with the demo's own examples.
      featureFlags: { startupDocuments: true, customFieldsEdit: true, auth0: true, publicApi: true },
      supportEmail: { email: 'support@demo.test', confirmed: true },
      generalEmail: { email: 'hello@demo.test', confirmed: true },
      customLogin: {
        active: true,
        text: 'New to the programme? Read the applicant guide',
        url: 'https://demo.test/apply',
        buttonBackgroundColor: '#2f6f4f',
        buttonTextColor: '#ffffff',
      },
    })
    .where(eq(schema.incubators.id, incubator.id));
  await withTenant(services.pool, incubator.id, (tx) =>
    tx
      .update(schema.layoutCustomizations)
      .set({ data: { ...defaultLayout(), customText: { description: DEMO_LOGIN_TEXT, footer: [{ language: 'en', value: '© Demo Accelerator · Paris' }] } } })
      .where(eq(schema.layoutCustomizations.screen, 'LOGIN')),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = new Map<string, string>();
  const startups = new Map<string, string>();
  await withTenant(services.pool, incubator.id, async (tx) => {
    for (const person of [...PEOPLE, ...DEMO_CO_FOUNDERS.map((c) => ({ ...c, roleType: 'cofounder' as const, headline: `Co-founder, ${c.startup}` }))]) {
      const user = await createUser(tx, incubator.id, { ...person, ...PROFILES[person.email], passwordHash, status: 'active', validated: true, timezone: 'Europe/Paris' });
      users.set(person.email, user.id);
    }
    const seeded = await seedDemoStartups(tx, incubator.id, users);
    for (const [name, id] of seeded.startups) startups.set(name, id);
    await seedDemoTaxonomy(tx, incubator.id, users);
    await seedDemoTimelines(tx, incubator.id, users, startups);
    const firstFounder = new Map(DEMO_STARTUPS.map((s) => [s.name, users.get(DEMO_CO_FOUNDERS.find((c) => c.startup === s.name)!.email)!]));
    await seedDemoDocuments(services, tx, incubator.id, firstFounder, startups);
    await seedDemoDashboard(tx, incubator.id, users.get('admin@demo.test')!);
    const demoForms = await seedDemoForms(
      tx,
      incubator.id,
      users,
      DEMO_CO_FOUNDERS.map((c) => users.get(c.email)!),
    );
    await seedDemoAssessments(tx, incubator.id, users, startups, demoForms);
    await seedDemoProfileValues(tx, incubator.id, users, startups);
    await tx.update(schema.users).set({ validated: true }).where(eq(schema.users.incubatorId, incubator.id));
  });
  await seedDemoOrganisationChanges(services, incubator, users.get('admin@demo.test')!);
  await seedDemoTasks(services, incubator, users, startups);
  await seedDemoFeedback(services, incubator, users, startups);
  await seedDemoRecentPosts(services, incubator, users, startups);
  await seedDemoMetrics(services, incubator, users, startups);
  await seedDemoApplications(services, incubator, users, startups);
  await seedDemoCoaching(services, incubator, users);
  await seedDemoEvents(services, incubator, users);
  await seedDemoCourses(services, incubator, users);
  await seedDemoMessages(services, incubator, users);
  await seedDemoResources(services, incubator, users);
  await seedDemoCommunity(services, incubator, users);
  await seedDemoRss(services, incubator, users);
  await seedDemoSavedViews(services, incubator, users);
  await seedDemoEngagement(services, incubator);
  await seedDemoApi(services, incubator, users);
  await seedDemoExports(services, incubator, users);
  await seedDemoEmailTemplates(services, incubator, users);
  await seedDemoEmails(services, incubator, users, startups);
  await seedDemoEmailDelivery(services, incubator, users, startups);
  await spreadDemoHistory(services, incubator);
  services.log.info({ slug }, 'demo tenant created');
  return incubator;
}
