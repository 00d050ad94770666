import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { storageKey } from '../modules/attachments/service.ts';
import { samplePng } from '../modules/attachments/sample-files.ts';
import { MESSAGE_REFERENCE, directKey } from '../modules/messages/repo.ts';
import { DEMO_CO_FOUNDERS, DEMO_STARTUPS } from './demo-startups.ts';
import { onePagePdf } from './demo-documents.ts';

/**
 * The demo's messages: each startup's first founder with their coach, the GreenLoop and FarmLink
 * founders with their mentor in a group, some of it unread, a few files. Written as rows with
 * what the services keep: every member's inbox time is the conversation's last message, and their
 * unread count is the others' messages after the moment they last read.
 */

interface Line {
  by: string;
  /** Minutes before the seed runs. */
  ago: number;
  body: string;
  file?: { name: string; picture?: boolean; lines?: string[] };
}

interface Script {
  title?: string;
  members: string[];
  lines: Line[];
  /** How many of the last messages others wrote each person has not read yet. */
  unread?: Record<string, number>;
}

const HOUR = 60;
const DAY = 24 * HOUR;

const COACHING_PAIR = (founder: string, coach: string, startup: (typeof DEMO_STARTUPS)[number], index: number): Script => ({
  members: [founder, coach],
  lines: [
    { by: coach, ago: (6 + index) * DAY, body: `Hi! How did the ${startup.customer} interviews go this week?` },
    {
      by: founder,
      ago: (6 + index) * DAY - 3 * HOUR,
      body: `Seven done. Three want a pilot of our ${startup.product}, two said price is the blocker.\nNotes are in our documents.`,
    },
    { by: coach, ago: (5 + index) * DAY, body: 'Good signal. Bring the two price objections to our next session, we will work on the offer.' },
    ...(index % 3 === 0
      ? [{ by: founder, ago: (2 + index) * HOUR, body: 'Quick one: can we move Thursday’s session to Friday morning?' }]
      : index % 3 === 1
        ? [{ by: coach, ago: (3 + index) * HOUR, body: 'Reminder: send me the updated pilot proposal before Friday.' }]
        : []),
  ],
  unread: index % 3 === 0 ? { [coach]: 1 } : index % 3 === 1 ? { [founder]: 1 } : {},
});

function scripts(): Script[] {
  const list: Script[] = [
    {
      members: ['founder@demo.test', 'coach@demo.test'],
      lines: [
        { by: 'coach@demo.test', ago: 9 * DAY, body: 'Welcome to the programme, Emre! I will be your coach for the next twelve weeks.' },
        { by: 'founder@demo.test', ago: 9 * DAY - 2 * HOUR, body: 'Thanks Sofia, looking forward to it. Our first goal is signing two grocery chains for a pilot.' },
        {
          by: 'founder@demo.test',
          ago: 4 * DAY,
          body: 'Here is the pilot proposal we send to store managers. Feedback welcome before Monday.',
          file: { name: 'GreenLoop pilot proposal.pdf', lines: ['Eight weeks, two stores, 400 crates.', 'Price per rotation, deposit included.'] },
        },
        { by: 'coach@demo.test', ago: 3 * DAY, body: 'Read it. Strong on logistics, light on the money: add what a store saves per month versus cardboard.' },
        { by: 'founder@demo.test', ago: 3 * DAY - HOUR, body: 'Makes sense. I will add a savings table.' },
        { by: 'coach@demo.test', ago: 5 * HOUR, body: 'Also: the buyer at Marché Vert replied to my intro. She can meet next Tuesday.' },
        { by: 'coach@demo.test', ago: 4 * HOUR, body: 'Can you send me two slots that work for you?\nMorning is better for her.' },
      ],
      unread: { 'founder@demo.test': 2 },
    },
    {
      title: 'GreenLoop × Daniel — fundraising',
      members: ['founder@demo.test', 'ana.costa@demo.test', 'mentor@demo.test'],
      lines: [
        { by: 'mentor@demo.test', ago: 7 * DAY, body: 'Starting a thread for the seed round so we keep everything in one place.' },
        { by: 'ana.costa@demo.test', ago: 7 * DAY - HOUR, body: 'Great. Our target is 1.2M, closing before summer.' },
        {
          by: 'ana.costa@demo.test',
          ago: 2 * DAY,
          body: 'Latest deck attached, with the unit economics slide redone.',
          file: { name: 'GreenLoop seed deck.pdf', lines: ['Problem, solution, traction, team, ask.', 'Ask: 1.2M for 18 months.'] },
        },
        { by: 'founder@demo.test', ago: 2 * DAY - 30, body: 'And the crate photo for slide 3.', file: { name: 'Crate prototype.png', picture: true } },
        { by: 'mentor@demo.test', ago: 90, body: 'Much better. Lead with the retailer savings, not the carbon numbers: investors buy the savings first.' },
      ],
      unread: { 'founder@demo.test': 1, 'ana.costa@demo.test': 1 },
    },
    {
      title: 'FarmLink mentoring',
      members: ['lea.dubois@demo.test', 'tom.hughes@demo.test', 'mentor@demo.test'],
      lines: [
        { by: 'lea.dubois@demo.test', ago: 5 * DAY, body: 'Daniel, could you look at our pricing page before we send it to the cooperatives?' },
        { by: 'mentor@demo.test', ago: 4 * DAY, body: 'Sure. Two tiers are enough at this stage; drop the enterprise tier for now.' },
        { by: 'tom.hughes@demo.test', ago: 20 * HOUR, body: 'Done, and we added a monthly option. Thanks!' },
      ],
      unread: { 'mentor@demo.test': 1 },
    },
  ];
  for (const [index, startup] of DEMO_STARTUPS.entries()) {
    if (startup.name === 'GreenLoop') continue;
    const founder = DEMO_CO_FOUNDERS.find((c) => c.startup === startup.name)?.email;
    if (founder) list.push(COACHING_PAIR(founder, startup.coach, startup, index));
  }
  return list;
}

export async function seedDemoMessages(services: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    for (const script of scripts()) await seedConversation(services, db, incubator.id, users, script);
  });
}

async function seedConversation(services: Services, db: Db, tenant: string, users: Map<string, string>, script: Script) {
  const person = (email: string) => users.get(email)!;
  const now = Date.now();
  const at = (line: Line) => new Date(now - line.ago * 60_000);
  const lines = [...script.lines].sort((a, b) => b.ago - a.ago);
  const memberIds = script.members.map(person);
  const id = newId();
  const first = at(lines[0]);
  const last = at(lines[lines.length - 1]);
  const group = Boolean(script.title);
  await db.insert(schema.conversations).values({
    incubatorId: tenant,
    id,
    kind: group ? 'GROUP' : 'DIRECT',
    title: script.title ?? null,
    directKey: group ? null : directKey(memberIds[0], memberIds[1]),
    createdBy: person(lines[0].by),
    lastMessageAt: last,
    createdAt: new Date(first.getTime() - 60_000),
  });
  const written: Array<{ authorId: string; createdAt: Date }> = [];
  for (const line of lines) {
    const messageId = newId();
    const createdAt = at(line);
    await db.insert(schema.messages).values({ incubatorId: tenant, id: messageId, conversationId: id, authorId: person(line.by), body: line.body, createdAt });
    if (line.file) await storeFile(services, db, tenant, person(line.by), messageId, line.file, createdAt);
    written.push({ authorId: person(line.by), createdAt });
  }
  await db.insert(schema.conversationMembers).values(
    script.members.map((email) => {
      const userId = person(email);
      const others = written.filter((w) => w.authorId !== userId);
      const unread = Math.min(script.unread?.[email] ?? 0, others.length);
      // They read up to just before the first of the messages left unread (or everything).
      const readAt = unread ? new Date(others[others.length - unread].createdAt.getTime() - 1000) : last;
      return {
        incubatorId: tenant,
        conversationId: id,
        userId,
        lastMessageAt: last,
        lastReadAt: readAt,
        unreadCount: others.filter((w) => w.createdAt > readAt).length,
        joinedAt: first,
      };
    }),
  );
}

/** A real file in storage, attached to its message as if uploaded with it. */
async function storeFile(services: Services, db: Db, tenant: string, ownerId: string, messageId: string, file: NonNullable<Line['file']>, createdAt: Date) {
  await fs.mkdir(services.storage.incomingDir, { recursive: true });
  const id = newId();
  const bytes = file.picture ? samplePng(320, 200, [47, 111, 79]) : onePagePdf(file.name.replace(/\.pdf$/, ''), file.lines ?? []);
  const mime = file.picture ? 'image/png' : 'application/pdf';
  const incoming = path.join(services.storage.incomingDir, `demo-${id}`);
  await fs.writeFile(incoming, bytes);
  await services.storage.putFile(storageKey(tenant, id), incoming, mime);
  await db.insert(schema.attachments).values({
    incubatorId: tenant,
    id,
    ownerId,
    name: file.name,
    fileType: mime,
    size: bytes.length,
    storageKey: storageKey(tenant, id),
    accessKey: randomBytes(32).toString('base64url'),
    referenceKind: MESSAGE_REFERENCE,
    referenceId: messageId,
    folder: '',
    createdAt,
  });
}
