import type { TagCategory } from '@seedbed/contracts/taxonomy';
import type { Db } from '../core/db/pool.ts';
import { schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';

type DemoTag = { name: string; color: string };

/**
 * The demo's taxonomy beyond startup tags and skills (seeded with the startups): a few believable
 * tags in every other category, and some of them on the demo's people, so each page of
 * /taxonomy/tags shows tags in use and the delete confirmation has something to count.
 */
const DEMO_TAGS: Partial<Record<TagCategory, DemoTag[]>> = {
  User: [
    { name: 'Alumni', color: '#6366f1' },
    { name: 'Board member', color: '#0f766e' },
    { name: 'Investor network', color: '#f59e0b' },
    { name: 'Speaker', color: '#ec4899' },
    { name: 'Volunteer', color: '#22c55e' },
  ],
  IncubatorEvent: [
    { name: 'Workshop', color: '#3b82f6' },
    { name: 'Demo day', color: '#ef4444' },
    { name: 'Office hours', color: '#14b8a6' },
    { name: 'Networking', color: '#f97316' },
    { name: 'Pitch practice', color: '#8b5cf6' },
  ],
  Form: [
    { name: 'Intake', color: '#06b6d4' },
    { name: 'Quarterly check-in', color: '#84cc16' },
    { name: 'Feedback', color: '#f59e0b' },
    { name: 'Due diligence', color: '#64748b' },
  ],
  MentorExpert: [
    { name: 'Fundraising mentor', color: '#14b8a6' },
    { name: 'Technical advisor', color: '#3b82f6' },
    { name: 'Legal expert', color: '#f59e0b' },
    { name: 'Healthcare expert', color: '#dc2626' },
    { name: 'Go-to-market mentor', color: '#8b5cf6' },
  ],
  CommunityMember: [
    { name: 'Designer', color: '#ec4899' },
    { name: 'Engineer', color: '#3b82f6' },
    { name: 'Investor', color: '#f59e0b' },
    { name: 'Student', color: '#22c55e' },
    { name: 'Corporate partner', color: '#64748b' },
  ],
  Application: [
    { name: 'Strong team', color: '#22c55e' },
    { name: 'Needs follow-up', color: '#f97316' },
    { name: 'Referral', color: '#6366f1' },
    { name: 'Late submission', color: '#ef4444' },
    { name: 'Priority', color: '#dc2626' },
  ],
  Applicant: [
    { name: 'First-time founder', color: '#06b6d4' },
    { name: 'Returning applicant', color: '#8b5cf6' },
    { name: 'Solo founder', color: '#f59e0b' },
    { name: 'Student founder', color: '#22c55e' },
  ],
  Other: [
    { name: 'Press', color: '#64748b' },
    { name: 'Partner', color: '#3b82f6' },
    { name: 'Sponsor', color: '#f59e0b' },
    { name: 'Success story', color: '#22c55e' },
  ],
  EvaluationCriteria: [
    { name: 'Team', color: '#3b82f6' },
    { name: 'Market size', color: '#f59e0b' },
    { name: 'Traction', color: '#22c55e' },
    { name: 'Innovation', color: '#8b5cf6' },
    { name: 'Impact', color: '#14b8a6' },
    { name: 'Feasibility', color: '#64748b' },
  ],
};

/** Who carries which of those tags (people's tags; startups carry theirs from demo-startups). */
const DEMO_PERSON_TAGS: Array<{ email: string; category: TagCategory; tags: string[] }> = [
  { email: 'mentor@demo.test', category: 'User', tags: ['Speaker', 'Investor network'] },
  { email: 'evaluator@demo.test', category: 'User', tags: ['Investor network', 'Board member'] },
  { email: 'member@demo.test', category: 'User', tags: ['Volunteer'] },
  { email: 'coach@demo.test', category: 'User', tags: ['Alumni', 'Speaker'] },
  { email: 'mentor@demo.test', category: 'MentorExpert', tags: ['Fundraising mentor', 'Go-to-market mentor'] },
  { email: 'expert@demo.test', category: 'MentorExpert', tags: ['Legal expert', 'Healthcare expert'] },
  { email: 'member@demo.test', category: 'CommunityMember', tags: ['Designer'] },
  { email: 'applicant@demo.test', category: 'Applicant', tags: ['First-time founder', 'Solo founder'] },
];

export async function seedDemoTaxonomy(db: Db, incubatorId: string, users: Map<string, string>) {
  const ids = new Map<string, string>();
  const key = (category: TagCategory, name: string) => `${category}:${name}`;
  const rows = Object.entries(DEMO_TAGS).flatMap(([category, list]) =>
    list.map((tag) => {
      const id = newId();
      ids.set(key(category as TagCategory, tag.name), id);
      return { incubatorId, id, category, name: tag.name, color: tag.color };
    }),
  );
  await db.insert(schema.tags).values(rows);
  await db
    .insert(schema.userTags)
    .values(DEMO_PERSON_TAGS.flatMap(({ email, category, tags }) => tags.map((name) => ({ incubatorId, userId: users.get(email)!, tagId: ids.get(key(category, name))! }))));
}
