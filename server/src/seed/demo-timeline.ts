import { schema, type Db } from '../core/db/pool.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { createStartupNote, replyToStartupNote } from '../modules/timeline/service.ts';
import { newId } from '../core/ids.ts';
import { DEMO_CO_FOUNDERS, DEMO_PROGRAMS, DEMO_STARTUPS, type DemoStartup } from './demo-startups.ts';

/**
 * A believable history for every startup's file: notes from the programme team and the
 * founders over the last four months (public and private, pinned, monthly updates, threads of
 * replies) and a plan of milestones, the reached ones posted on the timeline. Written as stored
 * rows with their dates in the past; the notes are already in the sanitised form the server keeps.
 */

type Author = 'staff' | 'coach' | 'mentor' | 'founder' | 'admin';
interface Post {
  by: Author;
  text: (s: DemoStartup, n: number) => string;
  isPublic?: boolean;
  isUpdate?: boolean;
  replies?: Array<{ by: Author; text: (s: DemoStartup) => string }>;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
const programme = (s: DemoStartup) => DEMO_PROGRAMS[s.program].name;

const WELCOME: Post = {
  by: 'staff',
  text: (s) =>
    p(
      `<strong>Welcome to the ${programme(s)}!</strong> This timeline is where we keep everything about ${s.name}: session notes, updates and decisions.`,
      'Weekly check-ins are on Mondays at 10:00. Post your monthly update here before the first Friday of each month.',
    ),
};

/** Notes that recur over the months, each written for the startup at hand. */
const POSTS: Post[] = [
  {
    by: 'founder',
    isUpdate: true,
    text: (s, n) =>
      p(
        `<strong>Monthly update #${n}</strong>`,
        `Revenue grew ${8 + ((n * 7) % 15)}% month on month; ${2 + (n % 4)} new ${s.customer} signed for ${s.product}.`,
        `<ul><li>Win: a reference customer agreed to a case study</li><li>Blocker: onboarding still takes ${5 - (n % 3)} days</li><li>Ask: introductions to ${s.customer} in ${s.city}</li></ul>`,
      ),
    replies: [
      { by: 'coach', text: () => p('Great progress. Let’s dig into the onboarding time on Monday — I suspect the contract step.') },
      { by: 'mentor', text: (s) => p(`I know two ${s.customer} who would fit. Intros coming this week.`) },
    ],
  },
  {
    by: 'coach',
    text: (s) =>
      p(
        `<strong>Session notes — go-to-market</strong>`,
        `We mapped the three segments of ${s.customer} and ranked them by urgency and budget. Next: ten discovery calls with the top segment before the next session.`,
      ),
    replies: [{ by: 'founder', text: () => p('Booked six calls already, the script is in the documents folder.') }],
  },
  {
    by: 'coach',
    isPublic: false,
    text: (s) => p(`<em>Internal:</em> strong product team; sales hiring is the risk for ${s.name}. Suggest pairing them with a mentor who has sold to ${s.customer}.`),
    replies: [{ by: 'staff', text: () => p('Agreed — I’ll raise it at the portfolio review on Thursday.') }],
  },
  {
    by: 'mentor',
    text: (s) => p(`Good call today. On pricing: test an annual plan for ${s.product} with a two-month discount; ${s.customer} budget yearly.`),
  },
  {
    by: 'founder',
    text: (s) => p(`We shipped a new version of ${s.product}: faster sign-up and reminders by SMS. Feedback welcome!`),
    replies: [{ by: 'coach', text: () => p('Tried it on my phone: sign-up took under a minute. Nice.') }],
  },
  {
    by: 'staff',
    text: () => p('Reminder: Demo Day rehearsal slots are open. Book yours from the events page by Friday.'),
  },
  {
    by: 'staff',
    isPublic: false,
    text: (s) => p(`Portfolio review: ${s.name} is on track for the mid-programme milestone. Follow up on the data room before the investor week.`),
  },
  {
    by: 'founder',
    text: (s) => p(`Question for the team: does anyone have a template for a pilot agreement with ${s.customer}? Ours is twelve pages and scares people.`),
    replies: [
      { by: 'staff', text: () => p('Yes — I’ve put our two-page pilot template in the documents tab under “Legal”.') },
      { by: 'founder', text: () => p('Perfect, thank you!') },
    ],
  },
];

const MILESTONES = (s: DemoStartup) => [
  { name: 'First paying customer', status: 'reached', due: -80 },
  { name: `Pilot with three ${s.customer}`, status: 'reached', due: -25 },
  { name: 'Hire a first sales lead', status: 'in_progress', due: 20 },
  { name: 'Data room ready for investors', status: 'planned', due: 45 },
  { name: 'Close the next funding round', status: 'planned', due: 120 },
];

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

export async function seedDemoTimelines(db: Db, incubatorId: string, users: Map<string, string>, startups: Map<string, string>) {
  const user = (email: string) => users.get(email)!;
  for (const [index, s] of DEMO_STARTUPS.entries()) {
    const startupId = startups.get(s.name)!;
    const founders = [...(s.name === 'GreenLoop' ? ['founder@demo.test'] : []), ...DEMO_CO_FOUNDERS.filter((c) => c.startup === s.name).map((c) => c.email)];
    const authors: Record<Author, string> = {
      staff: user(s.program === 0 ? 'staff@demo.test' : 'subadmin@demo.test'),
      coach: user(s.coach),
      mentor: user(s.mentor),
      founder: user(founders[0]),
      admin: user('admin@demo.test'),
    };
    const rows: Array<typeof schema.timelineEvents.$inferInsert> = [];
    const note = (post: Omit<Post, 'text'> & { message: string }, at: number, parentId: string | null = null, isPinned = false) => {
      const id = newId();
      const createdAt = new Date(at);
      rows.push({
        incubatorId,
        id,
        startupId,
        kind: 'Event',
        parentId,
        createdBy: authors[post.by],
        message: post.message,
        isPublic: post.isPublic ?? true,
        isPinned,
        isUpdate: post.isUpdate ?? false,
        createdAt,
        updatedAt: createdAt,
      });
      return id;
    };
    // About a month per cycle of posts, newest a few hours ago; startups differ by a few hours.
    const start = Date.now() - 120 * DAY + index * 3_600_000;
    note({ by: WELCOME.by, message: WELCOME.text(s, 0) }, start, null, true);
    let at = start;
    for (let round = 1; round <= 4; round++) {
      for (const post of POSTS) {
        at += (120 * DAY) / (4 * POSTS.length + 2);
        const id = note({ ...post, message: post.text(s, round) }, at);
        for (const [i, reply] of (post.replies ?? []).entries()) {
          note({ by: reply.by, isPublic: post.isPublic, message: reply.text(s) }, at + (i + 1) * 2 * 3_600_000, id);
        }
      }
    }
    await db.insert(schema.timelineEvents).values(rows);

    const milestones = MILESTONES(s).map((m, position) => ({
      incubatorId,
      id: newId(),
      startupId,
      name: m.name,
      dueDate: isoDay(m.due),
      ownerId: m.status === 'in_progress' ? authors.coach : authors.founder,
      status: m.status,
      reachedAt: m.status === 'reached' ? new Date(Date.now() + (m.due - 2) * DAY) : null,
      position,
      createdBy: authors.coach,
      createdAt: new Date(start + DAY),
    }));
    await db.insert(schema.startupMilestones).values(milestones);
    const reached = milestones.filter((m) => m.reachedAt);
    if (reached.length) {
      await db.insert(schema.timelineEvents).values(
        reached.map((m) => ({
          incubatorId,
          id: newId(),
          startupId,
          kind: 'MilestonePost',
          subjectId: m.id,
          createdBy: m.ownerId,
          createdAt: m.reachedAt!,
          updatedAt: m.reachedAt!,
        })),
      );
    }
  }
}

/**
 * The latest posts, made through the same service as the composer, so that their notifications
 * (to founders, the assigned people, the thread, those mentioned) are real and waiting in the bells.
 */
export async function seedDemoRecentPosts(withMail: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>) {
  // The demo's history happened before anyone was there to read mail: none is sent for it.
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  const user = (email: string) => users.get(email)!;
  const mention = (email: string, name: string) => `<span data-type="mention" data-id="${user(email)}" data-label="${name}">@${name}</span>`;
  const greenLoop = startups.get('GreenLoop')!;
  const note = await runAs(services, incubator, user('coach@demo.test'), (ctx) =>
    createStartupNote(
      ctx,
      {
        message: `<p>Investor week is confirmed for the 9th. ${mention('founder@demo.test', 'Emre Yilmaz')}, can you share the updated deck by Friday so Daniel can review it?</p>`,
        isPublic: true,
      },
      greenLoop,
    ),
  );
  await runAs(services, incubator, user('founder@demo.test'), (ctx) => replyToStartupNote(ctx, { message: '<p>Yes — v3 goes into the Pitch folder on Thursday.</p>' }, note.id));
  await runAs(services, incubator, user('mentor@demo.test'), (ctx) =>
    replyToStartupNote(ctx, { message: '<p>Great, I will block an hour on Friday afternoon for it.</p>' }, note.id),
  );
  await runAs(services, incubator, user('staff@demo.test'), (ctx) =>
    createStartupNote(ctx, { message: '<p>Reminder: the data room checklist is due before the investor week.</p>', isPublic: true, isUpdate: false }, startups.get('FarmLink')!),
  );
}
