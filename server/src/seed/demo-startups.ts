import type { Db } from '../core/db/pool.ts';
import { schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';

/**
 * The demo's programmes and startups: three programmes with their dates and administrators,
 * twelve startups with founders, an assigned coach and mentor, industries, tags and a stage.
 * Logos ship with the web application (web/public/demo); GreenLoop has none yet, so its
 * founders find "Complete the startup profile" waiting.
 */

export const DEMO_PROGRAMS = [
  {
    name: 'Climate Accelerator 2026',
    cohort: 'Spring 2026',
    start: '2026-03-02',
    end: '2027-02-26',
    description: 'Twelve months from first pilots to a seed round, for startups cutting emissions in food, energy and packaging.',
  },
  {
    name: 'Health Tech Incubator',
    cohort: 'Autumn 2026',
    start: '2026-09-14',
    end: '2027-06-25',
    description: 'Clinical validation, regulation and first hospital customers for digital health startups.',
  },
  {
    name: 'Pre-seed Bootcamp',
    cohort: 'Winter 2026',
    start: '2026-10-05',
    end: '2026-12-18',
    description: 'Ten weeks to find product–market signals and prepare a pre-seed round.',
  },
] as const;

export const DEMO_INDUSTRIES = ['Climate tech', 'Health', 'Agriculture', 'Fintech', 'Education', 'Energy', 'Water'] as const;
const TAGS: Array<{ name: string; color: string }> = [
  { name: 'B2B', color: '#3B82F6' },
  { name: 'Marketplace', color: '#F59E0B' },
  { name: 'Hardware', color: '#64748B' },
  { name: 'Impact', color: '#14B8A6' },
  { name: 'SaaS', color: '#8B5CF6' },
  { name: 'Women-led', color: '#EC4899' },
];

/** Co-founders beyond the signed-in demo founder, one team each at least. */
export const DEMO_CO_FOUNDERS = [
  { email: 'ana.costa@demo.test', firstName: 'Ana', lastName: 'Costa', startup: 'GreenLoop' },
  { email: 'karim.benali@demo.test', firstName: 'Karim', lastName: 'Benali', startup: 'MediSync' },
  { email: 'lea.dubois@demo.test', firstName: 'Léa', lastName: 'Dubois', startup: 'FarmLink' },
  { email: 'tom.hughes@demo.test', firstName: 'Tom', lastName: 'Hughes', startup: 'FarmLink' },
  { email: 'ravi.shah@demo.test', firstName: 'Ravi', lastName: 'Shah', startup: 'LedgerLeaf' },
  { email: 'lucia.romero@demo.test', firstName: 'Lucía', lastName: 'Romero', startup: 'SolarShare' },
  { email: 'felix.wagner@demo.test', firstName: 'Felix', lastName: 'Wagner', startup: 'CarbonLedger' },
  { email: 'aisha.bello@demo.test', firstName: 'Aisha', lastName: 'Bello', startup: 'PulseCare' },
  { email: 'marta.silva@demo.test', firstName: 'Marta', lastName: 'Silva', startup: 'NutriTrack' },
  { email: 'yusuf.demir@demo.test', firstName: 'Yusuf', lastName: 'Demir', startup: 'CareCircle' },
  { email: 'hana.kim@demo.test', firstName: 'Hana', lastName: 'Kim', startup: 'EduSpark' },
  { email: 'oleksii.bondar@demo.test', firstName: 'Oleksii', lastName: 'Bondar', startup: 'AquaSense' },
  { email: 'ines.garcia@demo.test', firstName: 'Inès', lastName: 'Garcia', startup: 'FreshCrate' },
];

export interface DemoStartup {
  name: string;
  program: number;
  industries: number[];
  tags: string[];
  description: string;
  coach: string;
  mentor: string;
  stage: string;
  year: number;
  country: string;
  city: string;
  website: string;
  logo: string | null;
  /** What the team sells, in the words its posts use. */
  product: string;
  customer: string;
}

export const DEMO_STARTUPS: DemoStartup[] = [
  {
    name: 'GreenLoop',
    program: 0,
    industries: [0],
    tags: ['B2B', 'Impact'],
    description: 'Reusable packaging as a service for grocery chains.',
    coach: 'coach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'seed',
    year: 2023,
    country: 'France',
    city: 'Lyon',
    website: 'https://greenloop.example',
    logo: null,
    product: 'reusable crates',
    customer: 'grocery chains',
  },
  {
    name: 'FarmLink',
    program: 0,
    industries: [2],
    tags: ['Marketplace', 'Impact'],
    description: 'A marketplace linking small farms with restaurants.',
    coach: 'admincoach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'pre_seed',
    year: 2024,
    country: 'France',
    city: 'Bordeaux',
    website: 'https://farmlink.example',
    logo: 'farmlink',
    product: 'the ordering app',
    customer: 'restaurants',
  },
  {
    name: 'SolarShare',
    program: 0,
    industries: [5, 0],
    tags: ['Impact', 'Women-led'],
    description: 'Community solar subscriptions for renters in apartment blocks.',
    coach: 'coach@demo.test',
    mentor: 'expert@demo.test',
    stage: 'mvp',
    year: 2025,
    country: 'Spain',
    city: 'Valencia',
    website: 'https://solarshare.example',
    logo: 'solarshare',
    product: 'solar subscriptions',
    customer: 'housing associations',
  },
  {
    name: 'CarbonLedger',
    program: 0,
    industries: [0, 3],
    tags: ['B2B', 'SaaS'],
    description: 'Carbon accounting for mid-sized manufacturers, straight from their invoices.',
    coach: 'admincoach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'series_a',
    year: 2021,
    country: 'Germany',
    city: 'Munich',
    website: 'https://carbonledger.example',
    logo: 'carbonledger',
    product: 'the emissions dashboard',
    customer: 'manufacturers',
  },
  {
    name: 'MediSync',
    program: 1,
    industries: [1],
    tags: ['B2B', 'SaaS'],
    description: 'Shared medication schedules for families and carers.',
    coach: 'coach@demo.test',
    mentor: 'expert@demo.test',
    stage: 'seed',
    year: 2022,
    country: 'Morocco',
    city: 'Casablanca',
    website: 'https://medisync.example',
    logo: 'medisync',
    product: 'the carer app',
    customer: 'home-care agencies',
  },
  {
    name: 'PulseCare',
    program: 1,
    industries: [1],
    tags: ['Hardware', 'Women-led'],
    description: 'A patch that watches heart rhythm at home after cardiac surgery.',
    coach: 'admincoach@demo.test',
    mentor: 'expert@demo.test',
    stage: 'pre_seed',
    year: 2024,
    country: 'Nigeria',
    city: 'Lagos',
    website: 'https://pulsecare.example',
    logo: 'pulsecare',
    product: 'the monitoring patch',
    customer: 'cardiology wards',
  },
  {
    name: 'NutriTrack',
    program: 1,
    industries: [1, 2],
    tags: ['SaaS', 'Women-led'],
    description: 'Clinical nutrition plans that dieticians adjust from patients’ meal photos.',
    coach: 'coach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'mvp',
    year: 2025,
    country: 'Portugal',
    city: 'Porto',
    website: 'https://nutritrack.example',
    logo: 'nutritrack',
    product: 'the dietician console',
    customer: 'clinics',
  },
  {
    name: 'CareCircle',
    program: 1,
    industries: [1],
    tags: ['Marketplace'],
    description: 'Scheduling and pay for independent home carers.',
    coach: 'admincoach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'idea',
    year: 2026,
    country: 'Türkiye',
    city: 'Izmir',
    website: 'https://carecircle.example',
    logo: 'carecircle',
    product: 'the shift planner',
    customer: 'families',
  },
  {
    name: 'LedgerLeaf',
    program: 2,
    industries: [3],
    tags: ['SaaS'],
    description: 'Bookkeeping on autopilot for micro-businesses.',
    coach: 'admincoach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'pre_seed',
    year: 2024,
    country: 'India',
    city: 'Pune',
    website: 'https://ledgerleaf.example',
    logo: 'ledgerleaf',
    product: 'the bank-feed matcher',
    customer: 'micro-businesses',
  },
  {
    name: 'EduSpark',
    program: 2,
    industries: [4],
    tags: ['Marketplace'],
    description: 'Peer tutoring for secondary schools, booked and paid by the school.',
    coach: 'coach@demo.test',
    mentor: 'expert@demo.test',
    stage: 'mvp',
    year: 2025,
    country: 'South Korea',
    city: 'Busan',
    website: 'https://eduspark.example',
    logo: 'eduspark',
    product: 'tutoring sessions',
    customer: 'schools',
  },
  {
    name: 'AquaSense',
    program: 2,
    industries: [6, 5],
    tags: ['Hardware', 'B2B'],
    description: 'Leak sensors that shut the water off before the ceiling comes down.',
    coach: 'coach@demo.test',
    mentor: 'expert@demo.test',
    stage: 'idea',
    year: 2026,
    country: 'Ukraine',
    city: 'Lviv',
    website: 'https://aquasense.example',
    logo: 'aquasense',
    product: 'the leak sensor',
    customer: 'property managers',
  },
  {
    name: 'FreshCrate',
    program: 2,
    industries: [2],
    tags: ['Impact'],
    description: 'Zero-waste grocery delivery in returnable crates.',
    coach: 'admincoach@demo.test',
    mentor: 'mentor@demo.test',
    stage: 'pre_seed',
    year: 2025,
    country: 'France',
    city: 'Paris',
    website: 'https://freshcrate.example',
    logo: 'freshcrate',
    product: 'the delivery round',
    customer: 'households',
  },
];

/** Writes the programmes and startups; answers the ids by name. */
export async function seedDemoStartups(db: Db, incubatorId: string, users: Map<string, string>) {
  const user = (email: string) => users.get(email)!;
  const admin = user('admin@demo.test');
  const programIds = DEMO_PROGRAMS.map(() => newId());
  await db.insert(schema.programs).values(
    DEMO_PROGRAMS.map((p, i) => ({
      incubatorId,
      id: programIds[i],
      name: p.name,
      description: p.description,
      cohort: p.cohort,
      startDate: p.start,
      endDate: p.end,
      createdBy: admin,
    })),
  );
  await db
    .insert(schema.programAdmins)
    .values([
      ...programIds.map((programId) => ({ incubatorId, programId, userId: admin })),
      { incubatorId, programId: programIds[0], userId: user('staff@demo.test') },
      { incubatorId, programId: programIds[1], userId: user('subadmin@demo.test') },
    ]);
  const industryIds = DEMO_INDUSTRIES.map(() => newId());
  await db.insert(schema.industries).values(DEMO_INDUSTRIES.map((name, i) => ({ incubatorId, id: industryIds[i], name })));
  const tagIds = new Map(TAGS.map((t) => [t.name, newId()]));
  await db.insert(schema.tags).values(TAGS.map((t) => ({ incubatorId, id: tagIds.get(t.name)!, name: t.name, color: t.color, category: 'Startup' })));

  const startups = new Map<string, string>();
  for (const [index, s] of DEMO_STARTUPS.entries()) {
    const id = newId();
    startups.set(s.name, id);
    // Older startups were added first, so "newest" sorts the way their stories read.
    const createdAt = new Date(Date.now() - (DEMO_STARTUPS.length - index) * 86_400_000 * 9);
    await db.insert(schema.startups).values({
      incubatorId,
      id,
      name: s.name,
      description: s.description,
      website: s.website,
      yearFounded: s.year,
      stage: s.stage,
      country: s.country,
      city: s.city,
      logo: s.logo ? `/demo/${s.logo}.svg` : null,
      createdBy: admin,
      createdAt,
      updatedAt: createdAt,
    });
    await db.insert(schema.startupPrograms).values({ incubatorId, startupId: id, programId: programIds[s.program] });
    await db.insert(schema.startupIndustries).values(s.industries.map((i) => ({ incubatorId, startupId: id, industryId: industryIds[i] })));
    await db.insert(schema.startupTags).values(s.tags.map((t) => ({ incubatorId, startupId: id, tagId: tagIds.get(t)! })));
    const founders = [...(s.name === 'GreenLoop' ? ['founder@demo.test'] : []), ...DEMO_CO_FOUNDERS.filter((c) => c.startup === s.name).map((c) => c.email)];
    await db.insert(schema.startupMembers).values([
      ...founders.map((email, i) => ({ incubatorId, startupId: id, userId: user(email), kind: 'founder', founderType: i === 0 || s.name !== 'FarmLink' ? 'cofounder' : 'staff' })),
      { incubatorId, startupId: id, userId: user(s.coach), kind: 'assigned' },
      { incubatorId, startupId: id, userId: user(s.mentor), kind: 'assigned' },
      // The climate programme's manager follows its startups.
      ...(s.program === 0 ? [{ incubatorId, startupId: id, userId: user('staff@demo.test'), kind: 'assigned' }] : []),
    ]);
  }
  await db.insert(schema.userPrograms).values([
    { incubatorId, userId: user('coach@demo.test'), programId: programIds[0] },
    { incubatorId, userId: user('coach@demo.test'), programId: programIds[1] },
    { incubatorId, userId: user('staff@demo.test'), programId: programIds[0] },
    { incubatorId, userId: user('mentor@demo.test'), programId: programIds[0] },
    { incubatorId, userId: user('expert@demo.test'), programId: programIds[1] },
  ]);
  // People's skills: mentors and experts show theirs on /startups/mentors.
  const skills = [
    { name: 'Fundraising', color: '#14B8A6' },
    { name: 'Payments', color: '#3B82F6' },
    { name: 'Intellectual property', color: '#F59E0B' },
    { name: 'Medical devices', color: '#dc2626' },
    { name: 'Go-to-market', color: '#8b5cf6' },
    { name: 'Product design', color: '#ec4899' },
    { name: 'Regulatory affairs', color: '#64748b' },
  ];
  const skillIds = skills.map(() => newId());
  await db.insert(schema.tags).values(skills.map((t, i) => ({ incubatorId, id: skillIds[i], name: t.name, color: t.color, category: 'UserSkills' })));
  await db.insert(schema.userTags).values([
    { incubatorId, userId: user('mentor@demo.test'), tagId: skillIds[0] },
    { incubatorId, userId: user('mentor@demo.test'), tagId: skillIds[1] },
    { incubatorId, userId: user('expert@demo.test'), tagId: skillIds[2] },
    { incubatorId, userId: user('expert@demo.test'), tagId: skillIds[3] },
    { incubatorId, userId: user('expert@demo.test'), tagId: skillIds[6] },
    { incubatorId, userId: user('coach@demo.test'), tagId: skillIds[4] },
    { incubatorId, userId: user('coach@demo.test'), tagId: skillIds[0] },
    { incubatorId, userId: user('member@demo.test'), tagId: skillIds[5] },
  ]);
  await db.insert(schema.userIndustries).values([
    { incubatorId, userId: user('mentor@demo.test'), industryId: industryIds[3] },
    { incubatorId, userId: user('mentor@demo.test'), industryId: industryIds[0] },
    { incubatorId, userId: user('expert@demo.test'), industryId: industryIds[1] },
  ]);
  return { startups, programIds };
}
