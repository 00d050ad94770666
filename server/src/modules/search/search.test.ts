import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_KIND } from '@seedbed/contracts/search';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import { insertEvent } from '../events/visibility-fixtures.ts';
import { buildApplication, buildFunnel } from '../applications/overview-fixtures.ts';
import { namedProgram, namedStartup, rename, search, searchAnswer } from './test-support.ts';
import { searchQuery } from './query.ts';
import { sourcesFor } from './service.ts';
import type { SearchSource } from './source.ts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ownerDb, schema } from '../../core/db/pool.ts';
import { applicationSearchDocument } from '../../db/schema/applications.ts';
import { eventSearchDocument } from '../../db/schema/events.ts';
import { programSearchDocument, startupSearchDocument } from '../../db/schema/programs.ts';
import { personSearchDocument } from '../../db/schema/users.ts';

let server: TestServer;
let tenant: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let admin: Person;

/** One word per kind of record and script; a search types the word less its last letter. */
const WORDS = {
  latin: { PERSON: 'Zorvathine', STARTUP: 'Quillmarker', PROGRAM: 'Brightfolder', EVENT: 'Lanternfestal', APPLICATION: 'Mossbridger' },
  arabic: { PERSON: 'ياسمينة', STARTUP: 'مختبرات', PROGRAM: 'مسرّعة', EVENT: 'ملتقيات', APPLICATION: 'مشروعنا' },
  korean: { PERSON: '서연이다', STARTUP: '한빛연구소', PROGRAM: '가속프로그램', EVENT: '네트워킹데이', APPLICATION: '새싹프로젝트' },
} as const;
type Script = keyof typeof WORDS;
type Kind = keyof (typeof WORDS)['latin'];
const ids: Record<Script, Record<Kind, string>> = { latin: {} as never, arabic: {} as never, korean: {} as never };
const prefix = (word: string) => [...word].slice(0, -1).join('');

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  const applicant = await buildSignedInUser(tenant, { roleType: 'applicant' });
  const funnel = await buildFunnel(tenant, { name: 'Spring intake' });
  for (const script of Object.keys(WORDS) as Script[]) {
    const words = WORDS[script];
    const person = await buildSignedInUser(tenant, { roleType: 'coach' });
    await rename(tenant, person.user.id, words.PERSON, 'Example', 'Coach of coaches');
    ids[script].PERSON = person.user.id;
    ids[script].STARTUP = await namedStartup(tenant, `${words.STARTUP} Labs`);
    ids[script].PROGRAM = await namedProgram(tenant, `${words.PROGRAM} 2026`, { cohort: 'Spring' });
    ids[script].EVENT = await insertEvent(tenant, { title: `${words.EVENT} night`, description: '<p>Drinks <strong>and</strong> talks</p>' });
    const other = script === 'latin' ? applicant : await buildSignedInUser(tenant, { roleType: 'applicant' });
    ids[script].APPLICATION = (await buildApplication(tenant, { funnel, applicant: other.user, name: `${words.APPLICATION} project` })).id;
  }
});
afterAll(() => server.stop());

describe('searchRecords finds every kind by a word prefix', () => {
  const URLS: Record<Kind, (id: string) => string> = {
    PERSON: (id) => `/profile/${id}`,
    STARTUP: (id) => `/startup/${id}/file/activities`,
    PROGRAM: (id) => `/startups/programs/${id}`,
    EVENT: (id) => `/events/${id}`,
    APPLICATION: (id) => `/application/${id}/activities`,
  };
  for (const script of Object.keys(WORDS) as Script[]) {
    for (const kind of Object.keys(URLS) as Kind[]) {
      it(`${kind} in ${script} text`, async () => {
        const word = WORDS[script][kind];
        const hits = await search(tenant, admin.token, prefix(word));
        const id = ids[script][kind];
        expect(hits.map((h) => h.id)).toEqual([id]);
        expect(hits[0]).toMatchObject({ kind, url: URLS[kind](id) });
        expect(hits[0].title).toContain(word);
      });
    }
  }

  it('gives each kind its second line, in the reader’s language', async () => {
    const byKind = async (kind: Kind) => (await search(tenant, admin.token, WORDS.latin[kind], { language: 'fr' }))[0];
    expect((await byKind('PERSON')).subtitle).toBe('Coach of coaches');
    expect((await byKind('PROGRAM')).subtitle).toBe('Spring');
    expect((await byKind('APPLICATION')).subtitle).toBe('Candidature à Spring intake');
    // The event's date, written the French way.
    expect((await byKind('EVENT')).subtitle).toMatch(/\d{4}/);
  });

  it('needs every word, each as a prefix, in any case and in any order', async () => {
    expect((await search(tenant, admin.token, 'labs QUILLM')).map((h) => h.id)).toEqual([ids.latin.STARTUP]);
    expect(await search(tenant, admin.token, 'Quillmarker Mossbridger')).toEqual([]);
  });

  it('matches words, not the markup of a description', async () => {
    expect((await search(tenant, admin.token, 'drinks talks', { kinds: ['EVENT'] })).length).toBe(3);
    expect(await search(tenant, admin.token, 'strong', { kinds: ['EVENT'] })).toEqual([]);
  });

  it('looks only for the kinds asked for', async () => {
    const hits = await search(tenant, admin.token, 'project', { kinds: ['APPLICATION', 'EVENT'] });
    expect(new Set(hits.map((h) => h.kind))).toEqual(new Set(['APPLICATION']));
    expect(await search(tenant, admin.token, prefix(WORDS.latin.STARTUP), { kinds: ['PERSON'] })).toEqual([]);
  });
});

describe('searchRecords input', () => {
  it('finds nothing for a text too short or without a word', async () => {
    expect(await search(tenant, admin.token, ' Q ')).toEqual([]);
    expect(await search(tenant, admin.token, '!? —')).toEqual([]);
  });

  it('refuses a text beyond 200 characters, in the reader’s language', async () => {
    const answer = await searchAnswer(tenant, admin.token, 'a'.repeat(201), { language: 'fr' });
    expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(answer.errors?.[0].extensions?.fields?.[0]).toMatchObject({ field: 'text' });
    // Blanks around the text do not count.
    expect(await search(tenant, admin.token, ` ${'a'.repeat(199)} `)).toEqual([]);
  });

  it.each(['a & !b:*', "Quillmarker' | 'x", 'Quillmarker\\', '\\\\ \' " ( ) : * & | ! <-> <1>', "' OR 1=1 --", 'Quill:* | Moss:*'])(
    'is safe with search syntax in the text: %j',
    async (text) => {
      const answer = await searchAnswer(tenant, admin.token, text);
      expect(answer.errors).toBeUndefined();
      expect(Array.isArray(answer.data?.searchRecords)).toBe(true);
    },
  );

  it('reads operators as mere separators', async () => {
    // "Quill:* | Moss:*" is two words both required, not an alternative.
    expect(await search(tenant, admin.token, 'Quill:* | Moss:*')).toEqual([]);
    expect((await search(tenant, admin.token, 'labs & !(Quillmark)')).map((h) => h.id)).toEqual([ids.latin.STARTUP]);
  });

  it('turns a text into prefix words joined by &, quoted', () => {
    expect(searchQuery('  a & !b:* ')).toEqual({ text: 'a & !b:*', tsquery: "'a':* & 'b':*" });
    expect(searchQuery("l'été, 코칭 مختبر")?.tsquery).toBe("'l':* & 'été':* & '코칭':* & 'مختبر':*");
    expect(searchQuery('x')).toBeNull();
    expect(searchQuery('::')).toBeNull();
  });
});

describe('ranking and limits', () => {
  it('puts a title match before a match elsewhere, across kinds', async () => {
    const described = await namedStartup(tenant, 'Plain Name', { description: 'Built for nimbuswayers everywhere' });
    const titled = await namedStartup(tenant, 'Nimbusway');
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    await rename(tenant, person.user.id, 'Robin', 'Vale', 'Nimbusway fan');
    const event = await insertEvent(tenant, { title: 'Nimbusway summit' });
    const hits = await search(tenant, admin.token, 'nimbus');
    expect(
      hits
        .map((h) => h.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([titled, event].sort());
    expect(
      hits
        .map((h) => h.id)
        .slice(2)
        .sort(),
    ).toEqual([described, person.user.id].sort());
  });

  it('gives at most 5 hits per kind, and no more than the limit', async () => {
    for (let i = 0; i < SEARCH_HITS_PER_KIND + 2; i++) await namedStartup(tenant, `Crowdly ${i}`);
    for (let i = 0; i < 3; i++) await insertEvent(tenant, { title: `Crowdly meetup ${i}` });
    const hits = await search(tenant, admin.token, 'crowdly');
    expect(hits.filter((h) => h.kind === 'STARTUP')).toHaveLength(SEARCH_HITS_PER_KIND);
    expect(hits.filter((h) => h.kind === 'EVENT')).toHaveLength(3);
    expect(await search(tenant, admin.token, 'crowdly', { limit: 4 })).toHaveLength(4);
    expect((await searchAnswer(tenant, admin.token, 'crowdly', { limit: 21 })).errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('who may search', () => {
  it('needs the plan’s broadSearch', async () => {
    const off = await buildTenant(server);
    const person = await buildSignedInUser(off, { roleType: 'admin' });
    await setFlags(server, off, { broadSearch: false });
    const answer = await searchAnswer(off, person.token, 'anything');
    expect(answer.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
  });

  it('never finds another organisation’s records', async () => {
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'admin' });
    await namedStartup(other, 'Quillmarker Twin');
    expect(await search(other, outsider.token, 'Quillmarker')).toEqual([expect.objectContaining({ title: 'Quillmarker Twin' })]);
    expect((await search(tenant, admin.token, 'Quillmarker')).map((h) => h.id)).toEqual([ids.latin.STARTUP]);
    expect(await search(other, outsider.token, prefix(WORDS.korean.PERSON))).toEqual([]);
  });

  it('is refused without signing in', async () => {
    expect((await searchAnswer(tenant, '', 'Quillmarker')).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('indexes', () => {
  it.each<[string, () => { table: SQLWrapper; document: SQL }]>([
    ['users_search_idx', () => ({ table: schema.users, document: personSearchDocument(schema.users) })],
    ['startups_search_idx', () => ({ table: schema.startups, document: startupSearchDocument(schema.startups) })],
    ['programs_search_idx', () => ({ table: schema.programs, document: programSearchDocument(schema.programs) })],
    ['incubator_events_search_idx', () => ({ table: schema.incubatorEvents, document: eventSearchDocument(schema.incubatorEvents) })],
    ['applications_search_idx', () => ({ table: schema.applications, document: applicationSearchDocument(schema.applications) })],
  ])('the search reads %s', async (index, make) => {
    const { table, document } = make();
    // Whether the search's condition is the indexed expression, asked as the owner: under row-level
    // security PostgreSQL uses the index only for leakproof operators, which @@ is not.
    const plan = await ownerDb(server.services.pool).transaction(async (db) => {
      // Tables this small would be read whole; the question is whether the index can answer.
      await db.execute(sql`SET LOCAL enable_seqscan = off`);
      return db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN SELECT 1 FROM ${table} WHERE ${document} @@ to_tsquery('simple', ${"'quill':*"})`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
  });
});

describe('sourcesFor', () => {
  const source = (kind: SearchSource['kind'], flag?: SearchSource['flag']): SearchSource => ({ kind, flag, search: async () => [] });
  const all = [source('PERSON'), source('POST', 'newsFeed'), source('RESOURCE', 'resourceVisibility'), source('EVENT')];

  it('skips the sources of features the plan lacks', () => {
    expect(sourcesFor(all, null, { newsFeed: false, resourceVisibility: true }).map((s) => s.kind)).toEqual(['PERSON', 'RESOURCE', 'EVENT']);
  });

  it('keeps only the kinds asked for', () => {
    expect(sourcesFor(all, ['EVENT', 'POST'], { newsFeed: true }).map((s) => s.kind)).toEqual(['POST', 'EVENT']);
  });
});
