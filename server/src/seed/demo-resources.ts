import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { samplePng } from '../modules/attachments/sample-files.ts';
import { storageKey } from '../modules/attachments/service.ts';
import { fileUrl } from '../modules/attachments/view.ts';
import { insertFeedPost } from '../modules/community/posts.ts';
import { sanitiseArticle } from '../modules/resources/article-files.ts';
import { ARTICLE_REFERENCE, RESOURCE_REFERENCE } from '../modules/resources/repo.ts';
import { incubatorFlags } from '../modules/setup/schema.ts';
import { onePagePdf } from './demo-documents.ts';
import { DEMO_PROGRAMS } from './demo-startups.ts';

/**
 * The demo's resource library (spec 3 §2): "Getting started" (a welcome article, the programme
 * handbook as a PDF, links to legal templates), "Fundraising" (articles on term sheets and pitch
 * decks, a cap table template), and "Founders only", kept to the co-founders of the Climate
 * Accelerator; five articles by the staff, one still a draft and in no section yet. Written as
 * rows dated over the past weeks, with what the changes keep: dense positions, each file the
 * record's own, the text sanitised, and each published article's announcement in the news feed.
 */

const DAY = 86_400_000;

interface PlannedArticle {
  key: string;
  title: string;
  summary: string;
  content: string;
  /** Days ago it was published; absent: a draft. */
  publishedDaysAgo?: number;
  cover?: [number, number, number];
  author: 'staff@demo.test' | 'admin@demo.test';
}

const ARTICLES: PlannedArticle[] = [
  {
    key: 'welcome',
    title: 'Welcome to the Demo Accelerator',
    summary: 'How the next twelve months work: your coach, the milestones, Demo Day and where to find help.',
    content: `<h2>Your first week</h2><p>Welcome aboard! This week you meet your coach, set your first three milestones and join the founders' channel.</p>
<ul><li>Book your kick-off session from the coaching calendar.</li><li>Complete your profile so mentors can find you.</li><li>Read the programme handbook in this section.</li></ul>
<h2>How we work</h2><p>Every month you share your key metrics; every quarter the programme team reviews progress with you. Office hours run every Wednesday afternoon.</p>
<blockquote>Ask early, ask often: nobody here expects you to know everything.</blockquote>`,
    publishedDaysAgo: 40,
    cover: [47, 111, 79],
    author: 'admin@demo.test',
  },
  {
    key: 'termSheets',
    title: 'Term sheets explained',
    summary: 'Valuation, liquidation preferences, vesting and the clauses that matter more than the headline number.',
    content: `<h2>The headline terms</h2><p>Pre-money valuation and round size decide dilution, but they are only the start.</p>
<h2>Clauses to read twice</h2><ol><li><strong>Liquidation preference</strong>: 1x non-participating is standard at seed.</li><li><strong>Vesting</strong>: four years with a one-year cliff for founders is common.</li><li><strong>Pro-rata rights</strong>: who may follow on in later rounds.</li></ol>
<p>Bring any term sheet to office hours before you sign: we have seen hundreds.</p>`,
    publishedDaysAgo: 24,
    cover: [59, 91, 152],
    author: 'staff@demo.test',
  },
  {
    key: 'pitchDecks',
    title: 'A pitch deck in twelve slides',
    summary: 'Problem, solution, market, traction, team, ask: the order investors expect and what each slide must prove.',
    content: `<p>Investors spend about three minutes on a first read. Make every slide answer one question.</p>
<ol><li>Problem</li><li>Solution</li><li>Why now</li><li>Market size</li><li>Product</li><li>Traction</li><li>Business model</li><li>Competition</li><li>Go-to-market</li><li>Team</li><li>Financials</li><li>The ask</li></ol>
<p>Rehearse it with your coach before Investor Week.</p>`,
    publishedDaysAgo: 17,
    author: 'staff@demo.test',
  },
  {
    key: 'demoDay',
    title: 'Demo Day preparation checklist',
    summary: 'Six weeks to Demo Day: rehearsals, the data room and the investor list, week by week.',
    content: `<h2>Six weeks out</h2><p>Freeze your story and start weekly rehearsals with your coach.</p>
<h2>Four weeks out</h2><p>Open your data room: cap table, financial model, pilot agreements.</p>
<h2>Two weeks out</h2><p>Final rehearsal in the room, with the programme team playing investors.</p>`,
    publishedDaysAgo: 6,
    author: 'staff@demo.test',
  },
  {
    key: 'hiring',
    title: 'Hiring your first engineer',
    summary: 'Where to look, how to test, and what equity to offer an early hire.',
    content: '<p>Draft: outline agreed with the coaching team, examples still to come.</p>',
    author: 'staff@demo.test',
  },
];

export async function seedDemoResources(withMail: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  const person = (email: string) => users.get(email)!;
  const staff = person('staff@demo.test');
  const tenant = incubator.id;
  await runAs(services, incubator, staff, async (ctx) => {
    const db = await ctx.tx.db();
    const now = Date.now();
    const articleIds = new Map<string, string>();
    for (const planned of ARTICLES) {
      const id = newId();
      articleIds.set(planned.key, id);
      const author = person(planned.author);
      const published = planned.publishedDaysAgo === undefined ? null : new Date(now - planned.publishedDaysAgo * DAY);
      const changed = published ?? new Date(now - 2 * DAY);
      const cover = planned.cover ? await storeFile(services, db, tenant, author, { kind: ARTICLE_REFERENCE, id }, coverFile(planned)) : null;
      await db.insert(schema.articles).values({
        incubatorId: tenant,
        id,
        title: planned.title,
        summary: planned.summary,
        content: await sanitiseArticle(ctx, db, id, planned.content),
        cover,
        status: published ? 'PUBLISHED' : 'DRAFT',
        authorId: author,
        publishedAt: published,
        createdAt: new Date(changed.getTime() - 3 * DAY),
        updatedAt: changed,
      });
      // Its first publication was announced in the news feed, as publishing does.
      if (published && incubatorFlags(incubator).newsFeed) {
        await insertFeedPost(ctx, db, {
          kind: 'ARTICLE',
          authorId: author,
          content: '',
          visibility: 'EVERYONE',
          subjectId: id,
          data: { title: planned.title, summary: planned.summary, cover },
          createdAt: published,
        });
      }
    }

    const [climate] = await db
      .select({ id: schema.programs.id })
      .from(schema.programs)
      .where(and(eq(schema.programs.incubatorId, tenant), eq(schema.programs.name, DEMO_PROGRAMS[0].name)));
    let sectionPosition = 0;
    const section = async (title: string, description: string, lists: { roleTypes?: string[]; programIds?: string[] } = {}) => {
      const id = newId();
      await db.insert(schema.resourceSections).values({ incubatorId: tenant, id, title, description, position: sectionPosition++, createdBy: staff, ...lists });
      let position = 0;
      const add = (values: Omit<typeof schema.resources.$inferInsert, 'incubatorId' | 'sectionId' | 'position'>) =>
        db.insert(schema.resources).values({ incubatorId: tenant, sectionId: id, position: position++, createdBy: staff, ...values });
      return {
        article: (key: string, description = '') =>
          add({ id: newId(), kind: 'INTERNAL', title: ARTICLES.find((a) => a.key === key)!.title, description, articleId: articleIds.get(key) }),
        link: (title: string, url: string, description: string) => add({ id: newId(), kind: 'LINK', title, url, description }),
        pdf: async (name: string, lines: string[], description: string) => {
          const resourceId = newId();
          const bytes = onePagePdf(name.replace(/\.pdf$/, ''), lines);
          const attachmentId = await storeFile(services, db, tenant, staff, { kind: RESOURCE_REFERENCE, id: resourceId }, { name, mime: 'application/pdf', bytes });
          await add({ id: resourceId, kind: 'FILE', title: name.replace(/\.pdf$/, ''), attachmentId, description });
        },
      };
    };

    const start = await section('Getting started', 'Everything for your first weeks in the programme.');
    await start.article('welcome', 'Read this first.');
    await start.pdf('Programme handbook 2026.pdf', ['Milestones, reporting, coaching and Demo Day.', 'Who to ask for what.'], 'The rules of the programme, in twelve pages.');
    await start.link('Series Seed legal templates', 'https://www.seriesseed.com', 'Open-source financing documents: term sheet, charter, investor rights.');
    await start.link('Founders’ agreement guide', 'https://www.ycombinator.com/library', 'Roles, equity and vesting between co-founders.');

    const funding = await section('Fundraising', 'From your first cheque to a seed round.');
    await funding.article('termSheets');
    await funding.article('pitchDecks');
    await funding.link('Cap table template', 'https://www.ycombinator.com/documents', 'The SAFE documents with a worksheet to model dilution round by round.');

    const founders = await section('Founders only', 'For the co-founders of the Climate Accelerator.', { roleTypes: ['cofounder'], programIds: climate ? [climate.id] : [] });
    await founders.article('demoDay');
    await founders.pdf('Investor list - Climate 2026.pdf', ['Climate funds and angels who joined past Demo Days.'], 'Who is coming to Demo Day, and what they invest in.');
  });
}

const coverFile = (planned: PlannedArticle) => ({ name: `${planned.key}-cover.png`, mime: 'image/png', bytes: samplePng(960, 400, planned.cover) });

/** Stores real bytes as a file of a record and answers the attachment's address (a picture) or id (a document). */
async function storeFile(services: Services, db: Db, tenant: string, ownerId: string, reference: { kind: string; id: string }, file: StoredFile): Promise<string> {
  await fs.mkdir(services.storage.incomingDir, { recursive: true });
  const id = newId();
  const local = path.join(services.storage.incomingDir, `demo-${id}`);
  await fs.writeFile(local, file.bytes);
  await services.storage.putFile(storageKey(tenant, id), local, file.mime);
  const [row] = await db
    .insert(schema.attachments)
    .values({
      incubatorId: tenant,
      id,
      ownerId,
      name: file.name,
      fileType: file.mime,
      size: file.bytes.length,
      storageKey: storageKey(tenant, id),
      accessKey: randomBytes(32).toString('base64url'),
      referenceKind: reference.kind,
      referenceId: reference.id,
    })
    .returning();
  // A picture is named by its address (a cover), a document by its id (a FILE resource).
  return reference.kind === ARTICLE_REFERENCE ? fileUrl(row) : row.id;
}

interface StoredFile {
  name: string;
  mime: string;
  bytes: Buffer;
}
