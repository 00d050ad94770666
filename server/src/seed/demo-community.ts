import { and, eq, sql } from 'drizzle-orm';
import type { Reaction } from '@seedbed/contracts/community';
import { schema } from '../core/db/pool.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { pinPost } from '../modules/community/pins.ts';
import { createPost } from '../modules/community/posts.ts';
import { syncEventItem } from '../modules/community/program-items.ts';
import { reactToPost } from '../modules/community/reactions.ts';
import { replyToPost } from '../modules/community/replies.ts';

/**
 * The demo's news feed over the last three weeks, written through the feed's own changes so that
 * counts, mentions and notifications are what the product keeps: the programme director's pinned
 * announcement, a coach's tips, founders' wins (one with its link's preview already read), a
 * mentor's question, an applicant saying hello, an expert's advice, a note for the climate
 * programme only and one for the mentors and coaches; threads of replies with a mention; reactions
 * of many kinds from many people; and the demo's published events as programme items.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Planned {
  key: string;
  by: string;
  daysAgo: number;
  content: string;
  visibility?: 'PROGRAM' | 'ROLES';
  programme?: 'climate';
  roleTypes?: string[];
  preview?: { url: string; title: string; description: string; siteName: string };
  pinned?: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const GREENLOOP_STORY = 'https://news.demo.test/2026/greenloop-reusable-crates-pilot';
const MEDISYNC_STORY = 'https://health.demo.test/medisync-clinical-study';

const POSTS: Planned[] = [
  {
    key: 'demoDay',
    by: 'admin@demo.test',
    daysAgo: 20,
    pinned: true,
    content: p(
      '<strong>Demo Day is confirmed for Thursday 18 June</strong>, at the Halle Freyssinet in Paris.',
      'Every team pitches for five minutes, followed by three minutes of questions from about sixty investors. Rehearsals start four weeks before: your coach will book your slot.',
    ),
  },
  {
    key: 'interviews',
    by: 'coach@demo.test',
    daysAgo: 18,
    content: p(
      'Three questions I ask in every customer interview:',
      '<ol><li>When did this problem last cost you time or money?</li><li>What do you do about it today?</li><li>Who else should I talk to?</li></ol>',
      'Never pitch in the first interview: listen, and write down their exact words.',
    ),
  },
  {
    key: 'greenloopWin',
    by: 'founder@demo.test',
    daysAgo: 16,
    content: p(
      'Big week for GreenLoop: we signed our first grocery chain! 40 stores in Lyon switch to reusable crates in May.',
      `The local press wrote about the pilot: <a href="${GREENLOOP_STORY}">${GREENLOOP_STORY}</a>`,
    ),
    preview: {
      url: GREENLOOP_STORY,
      title: 'GreenLoop’s reusable crates head to 40 Lyon supermarkets',
      description: 'The Lyon start-up replaces single-use boxes with crates that come back, are washed and go out again, starting with a regional grocery chain.',
      siteName: 'Lyon Business News',
    },
  },
  {
    key: 'fundraisingQuestion',
    by: 'mentor@demo.test',
    daysAgo: 14,
    content: p(
      'Founders: what has been the hardest part of fundraising so far? Finding the right investors, the valuation talk, or the due diligence? I am putting together a session for next month.',
    ),
  },
  {
    key: 'hello',
    by: 'applicant@demo.test',
    daysAgo: 12,
    content: p(
      'Hello everyone! I am Chloé, founder of Tidewise: we forecast coastal flooding for small ports. I have just applied to the Pre-seed Bootcamp and would love to meet people working on climate adaptation. ☕',
    ),
  },
  {
    key: 'climateMetrics',
    by: 'staff@demo.test',
    daysAgo: 10,
    visibility: 'PROGRAM',
    programme: 'climate',
    content: p(
      'Climate cohort: the pilot metrics template is in the resources. Please fill in tonnes of CO₂ avoided and the number of sites by the end of the month, so that we can show the cohort’s impact on Demo Day.',
    ),
  },
  {
    key: 'medisyncWin',
    by: 'karim.benali@demo.test',
    daysAgo: 8,
    content: p(
      'MediSync just finished enrolling the 120 patients of our clinical study, two weeks ahead of plan. Thank you to the Health Tech cohort for the introductions!',
      MEDISYNC_STORY,
    ),
    preview: {
      url: MEDISYNC_STORY,
      title: 'MediSync completes enrolment for its medication-adherence study',
      description: 'Three hospitals took part in the study of the start-up’s reminder app for patients with chronic conditions.',
      siteName: 'Health Innovation Weekly',
    },
  },
  {
    key: 'patents',
    by: 'expert@demo.test',
    daysAgo: 6,
    content: p(
      'A reminder from the IP clinic: <strong>file before you publish</strong>. A conference talk, a blog post or a pitch deck shared without an NDA can count as public disclosure and cost you the patent in Europe.',
    ),
  },
  {
    key: 'officeHours',
    by: 'subadmin@demo.test',
    daysAgo: 4,
    visibility: 'ROLES',
    roleTypes: ['coach', 'mentor', 'expert', 'admin&coach'],
    content: p('Coaches, mentors and experts: please log last month’s office hours by Friday. The hours report goes to the funders on Monday.'),
  },
  {
    key: 'designCritique',
    by: 'member@demo.test',
    daysAgo: 2,
    content: p('I am running a free design critique on Wednesday at 18:00 for any team that wants fresh eyes on its onboarding. Bring a prototype or just screenshots!'),
  },
  {
    key: 'solarWin',
    by: 'lucia.romero@demo.test',
    daysAgo: 1,
    content: p('SolarShare now powers its first 25 apartments in Seville with a shared rooftop. Tenants save about 30% on their bills. ☀️'),
  },
];

/** Who answers whom: `to` a post, or `after` another reply of the same thread. */
const REPLIES: Array<{ key: string; post: string; by: string; to?: string; hoursLater: number; content: string }> = [
  { key: 'coachCheers', post: 'greenloopWin', by: 'coach@demo.test', hoursLater: 2, content: p('Huge milestone, well done Emre and Ana! 🎉') },
  {
    key: 'mentorAsks',
    post: 'greenloopWin',
    by: 'mentor@demo.test',
    hoursLater: 5,
    content: p('Congratulations! How did you price the first year: per crate or a monthly fee per store?'),
  },
  {
    key: 'emreAnswers',
    post: 'greenloopWin',
    by: 'founder@demo.test',
    to: 'mentorAsks',
    hoursLater: 7,
    content: p(
      'A monthly fee per store, washing included. <span data-type="mention" data-id="{ana.costa@demo.test}" data-label="Ana Costa">@Ana Costa</span> built the model: happy to walk you through it on Friday.',
    ),
  },
  {
    key: 'karimAnswers',
    post: 'fundraisingQuestion',
    by: 'karim.benali@demo.test',
    hoursLater: 3,
    content: p('Due diligence, by far: every investor asks for the same documents in a different format.'),
  },
  {
    key: 'luciaAnswers',
    post: 'fundraisingQuestion',
    by: 'lucia.romero@demo.test',
    hoursLater: 9,
    content: p('Finding investors who understand energy assets. Most funds we met only do software.'),
  },
  {
    key: 'danielFollows',
    post: 'fundraisingQuestion',
    by: 'mentor@demo.test',
    to: 'karimAnswers',
    hoursLater: 26,
    content: p('Good point, Karim. I will share a data room checklist that most seed funds accept as it is.'),
  },
  { key: 'staffWelcomes', post: 'hello', by: 'staff@demo.test', hoursLater: 4, content: p('Welcome Chloé! The bootcamp interviews start next week; good luck.') },
  { key: 'aquaWelcomes', post: 'hello', by: 'oleksii.bondar@demo.test', hoursLater: 20, content: p('Hi Chloé, AquaSense works on water sensors for ports too. Let’s talk!') },
  { key: 'felixOnMetrics', post: 'climateMetrics', by: 'felix.wagner@demo.test', hoursLater: 6, content: p('Do you want the avoided emissions per site or for the whole pilot?') },
  {
    key: 'jonasOnMetrics',
    post: 'climateMetrics',
    by: 'staff@demo.test',
    to: 'felixOnMetrics',
    hoursLater: 8,
    content: p('For the whole pilot, with the method you used in a note.'),
  },
];

/** Reactions per post: the kinds, given in turn by the people listed. */
const REACTIONS: Record<string, { kinds: Reaction[]; by: string[] }> = {
  demoDay: {
    kinds: ['HOORAY', 'LIKE', 'ROCKET'],
    by: ['founder@demo.test', 'ana.costa@demo.test', 'karim.benali@demo.test', 'lea.dubois@demo.test', 'coach@demo.test', 'mentor@demo.test', 'ravi.shah@demo.test'],
  },
  interviews: { kinds: ['LIKE', 'CHECK'], by: ['founder@demo.test', 'hana.kim@demo.test', 'marta.silva@demo.test', 'applicant@demo.test', 'member@demo.test'] },
  greenloopWin: {
    kinds: ['FIRE', 'HOORAY', 'HEART', 'ROCKET'],
    by: [
      'admin@demo.test',
      'coach@demo.test',
      'mentor@demo.test',
      'staff@demo.test',
      'karim.benali@demo.test',
      'lucia.romero@demo.test',
      'tom.hughes@demo.test',
      'evaluator@demo.test',
      'member@demo.test',
    ],
  },
  fundraisingQuestion: { kinds: ['LIKE'], by: ['ravi.shah@demo.test', 'aisha.bello@demo.test', 'founder@demo.test'] },
  hello: { kinds: ['HEART', 'LIKE'], by: ['staff@demo.test', 'member@demo.test', 'oleksii.bondar@demo.test', 'coach@demo.test'] },
  climateMetrics: { kinds: ['CHECK'], by: ['founder@demo.test', 'lea.dubois@demo.test', 'felix.wagner@demo.test'] },
  medisyncWin: { kinds: ['HOORAY', 'HEART'], by: ['aisha.bello@demo.test', 'yusuf.demir@demo.test', 'admin@demo.test', 'expert@demo.test'] },
  patents: { kinds: ['CHECK', 'LIKE'], by: ['felix.wagner@demo.test', 'karim.benali@demo.test'] },
  designCritique: { kinds: ['HEART', 'FIRE'], by: ['hana.kim@demo.test', 'ines.garcia@demo.test', 'applicant@demo.test'] },
  solarWin: { kinds: ['FIRE', 'ROCKET', 'HOORAY'], by: ['founder@demo.test', 'admin@demo.test', 'coach@demo.test', 'felix.wagner@demo.test', 'oleksii.bondar@demo.test'] },
  coachCheers: { kinds: ['HEART'], by: ['founder@demo.test', 'ana.costa@demo.test'] },
  emreAnswers: { kinds: ['LIKE'], by: ['mentor@demo.test'] },
};

export async function seedDemoCommunity(withMail: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  // The demo's history happened before anyone was there to read mail: none is sent for it.
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  const person = (email: string) => {
    const id = users.get(email);
    if (!id) throw new Error(`the demo has no ${email}`);
    return id;
  };
  const as = <T>(email: string, work: Parameters<typeof runAs<T>>[3]) => runAs(services, incubator, person(email), work);
  const now = Date.now();
  const when = new Map<string, Date>();
  const ids = new Map<string, string>();

  const climate = await runAs(services, incubator, null, async (ctx) => {
    const [row] = await (await ctx.tx.db())
      .select({ id: schema.programs.id })
      .from(schema.programs)
      .where(and(eq(schema.programs.incubatorId, incubator.id), sql`${schema.programs.name} LIKE 'Climate%'`));
    return row?.id ?? null;
  });

  for (const planned of POSTS) {
    const audience =
      planned.visibility === 'PROGRAM' && climate
        ? { visibility: 'PROGRAM', programIds: [climate] }
        : planned.visibility === 'ROLES'
          ? { visibility: 'ROLES', roleTypes: planned.roleTypes }
          : {};
    const created = await as(planned.by, (ctx) => createPost(ctx, { content: planned.content, ...audience }));
    ids.set(planned.key, created.id);
    when.set(planned.key, new Date(now - planned.daysAgo * DAY - 3 * HOUR));
    if (planned.pinned) await as('admin@demo.test', (ctx) => pinPost(ctx, { pinned: true }, created.id));
  }
  for (const planned of REPLIES) {
    const content = planned.content.replace(/\{([^}]+@demo\.test)\}/g, (_m, email: string) => person(email));
    const parentId = planned.to ? ids.get(planned.to) : null;
    const created = await as(planned.by, (ctx) => replyToPost(ctx, { content, parentId }, ids.get(planned.post)!));
    ids.set(planned.key, created.id);
    when.set(planned.key, new Date(when.get(planned.post)!.getTime() + planned.hoursLater * HOUR));
  }
  for (const [key, { kinds, by }] of Object.entries(REACTIONS)) {
    for (const [index, email] of by.entries()) {
      await as(email, (ctx) => reactToPost(ctx, { reaction: kinds[index % kinds.length] }, ids.get(key)!));
    }
  }

  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    const t = schema.communityPosts;
    // Dated over the last weeks, as they were written; the previews of the wins as if read then.
    for (const [key, at] of when) {
      const preview = POSTS.find((planned) => planned.key === key)?.preview;
      await db
        .update(t)
        .set({ createdAt: at, updatedAt: at, ...(preview ? { linkPreview: preview } : {}), ...(POSTS.find((x) => x.key === key)?.pinned ? { pinnedAt: at } : {}) })
        .where(and(eq(t.incubatorId, incubator.id), eq(t.id, ids.get(key)!)));
    }
    await db.execute(sql`UPDATE ${schema.communityReactions} r SET created_at = p.created_at + interval '3 hours'
      FROM ${t} p WHERE p.incubator_id = r.incubator_id AND p.id = r.post_id AND r.incubator_id = ${incubator.id}`);
    // The programme's published events, as their publication placed them.
    const e = schema.incubatorEvents;
    const published = await db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.incubatorId, incubator.id), eq(e.status, 'PUBLISHED')));
    for (const event of published) await syncEventItem(ctx, db, event.id);
    await db.execute(sql`UPDATE ${t} p SET created_at = least(e.starts_at - interval '14 days', now() - interval '6 hours')
      FROM ${e} e WHERE p.incubator_id = ${incubator.id} AND p.kind = 'EVENT' AND e.incubator_id = p.incubator_id AND e.id = p.subject_id`);
  });
}
