import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { startTestServer, gql, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { readDocsFolder, type DocFile } from './files.ts';
import { syncDocs } from './load.ts';
import { excerptHtml, prefixQuery } from './query.ts';
import { searchDocs } from './repo.ts';

let server: TestServer;
let tenant: Tenant;
let token: string;
let files: DocFile[];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  token = (await buildSignedInUser(tenant, { roleType: 'cofounder' })).token;
  files = await readDocsFolder(server.services.config.docsDir);
});
afterAll(() => server.stop());

const SEARCH = `query Search($query: String!, $userType: String!, $language: String) {
  searchDocs(query: $query, userType: $userType, language: $language) {
    title description excerpt slug language
    doc_categories { categoryName slug }
    user_types_visibility { type userTypeSlug }
  }
}`;
const DOC = `query Doc($userType: String!, $category: String!, $slug: String!, $language: String) {
  doc(userType: $userType, category: $category, slug: $slug, language: $language) {
    title description slug language html doc_categories { categoryName slug } user_types_visibility { userTypeSlug }
  }
}`;
const LIST = 'query List($userType: String!) { docs(userType: $userType) { title slug doc_categories { slug } } }';

type Hit = {
  title: string;
  excerpt: string;
  slug: string;
  language: string;
  doc_categories: Array<{ slug: string; categoryName: string }>;
  user_types_visibility: Array<{ type: string; userTypeSlug: string }>;
};

async function search(query: string, userType = 'founder', language?: string): Promise<Hit[]> {
  const answer = await gql(server, SEARCH, { query, userType, language }, { tenant: tenant.slug, token });
  expect(answer.errors).toBeUndefined();
  return answer.data.searchDocs;
}

/** Runs `work` in a transaction that is always rolled back, so the shared table is left as it was. */
async function inRolledBackTransaction(work: (client: import('pg').PoolClient) => Promise<void>) {
  const client = await server.services.pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/**
 * Runs `work` while the pages matching `where` are missing (every language is translated, so a
 * missing translation is made for the test), then loads the folder back as the server does.
 */
async function withoutDocs(where: string, work: () => Promise<void>) {
  await server.services.pool.query(`DELETE FROM docs WHERE ${where}`);
  try {
    await work();
  } finally {
    const client = await server.services.pool.connect();
    try {
      await syncDocs(client, files);
    } finally {
      client.release();
    }
  }
}

function fakeDoc(overrides: Partial<DocFile>): DocFile {
  return {
    language: 'en',
    userType: 'founder',
    category: 'testing',
    slug: 'fake',
    categoryName: 'Testing',
    title: 'Fake',
    description: 'A document made by the test',
    body: 'zebracorn',
    html: '<p>zebracorn</p>',
    ...overrides,
  };
}

describe('loading the documentation folder', () => {
  it('holds every document of the folder, with its rendered page', async () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
    const { rows } = await server.services.pool.query<{ key: string; title: string; html: string }>(
      `SELECT language || '/' || user_type || '/' || category || '/' || slug AS key, title, html FROM docs`,
    );
    const stored = new Map(rows.map((r) => [r.key, r]));
    for (const file of files) {
      const row = stored.get(`${file.language}/${file.userType}/${file.category}/${file.slug}`);
      expect(row, file.slug).toBeDefined();
      expect(row!.title).toBe(file.title);
      expect(row!.html).toBe(file.html);
    }
  });

  it('writes new and changed documents and deletes those whose file is gone', async () => {
    await inRolledBackTransaction(async (client) => {
      const [first, second, ...rest] = files;
      const changed = { ...second, title: `${second.title} (changed)` };
      const added = fakeDoc({ slug: 'brand-new' });
      const result = await syncDocs(client, [changed, ...rest, added]);
      // The first file is "gone"; the others are unchanged and not rewritten.
      expect(result).toEqual({ written: 2, deleted: 1 });
      const { rows } = await client.query(
        `SELECT slug, title FROM docs WHERE (language, user_type, category, slug) IN (($1, $2, $3, $4), ($5, $6, $7, $8), ('en', 'founder', 'testing', 'brand-new'))`,
        [first.language, first.userType, first.category, first.slug, second.language, second.userType, second.category, second.slug],
      );
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(
        expect.arrayContaining([
          { slug: second.slug, title: changed.title },
          { slug: 'brand-new', title: 'Fake' },
        ]),
      );
    });
  });

  it('leaves nothing to do when the folder has not changed', async () => {
    await inRolledBackTransaction(async (client) => {
      expect(await syncDocs(client, files)).toEqual({ written: 0, deleted: 0 });
    });
  });
});

describe('searchDocs', () => {
  it('finds documents by the beginning of each word, best first, with the matches marked', async () => {
    const hits = await search('passw');
    expect(hits[0]).toMatchObject({ title: 'Resetting your password', slug: 'resetting-your-password', language: 'en' });
    expect(hits[0].doc_categories).toEqual([{ categoryName: 'Your account', slug: 'account' }]);
    expect(hits[0].user_types_visibility).toEqual([{ type: 'founder', userTypeSlug: 'founder' }]);
    expect(hits[0].excerpt).toMatch(/<mark>password/i);
    // Every tag of an excerpt is a <mark>: the rest is escaped text.
    for (const hit of hits) expect(hit.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('needs every word, ignoring case', async () => {
    const both = await search('SESSIONS DEVI');
    expect(both.map((h) => h.slug)).toContain('sessions-and-devices');
    expect(await search('sessions zzzqqq')).toEqual([]);
  });

  it('keeps to the asked audience', async () => {
    const staff = await search('permissions scope', 'incubator');
    expect(staff[0].slug).toBe('roles-and-permissions');
    for (const hit of staff) expect(hit.user_types_visibility[0].userTypeSlug).toBe('incubator');
    const founders = await search('permissions scope', 'founder');
    expect(founders.map((h) => h.slug)).not.toContain('roles-and-permissions');
    const demo = await search('demo accounts', 'evaluator');
    expect(demo[0].slug).toBe('the-demo-organisation');
    expect(demo[0].user_types_visibility[0].userTypeSlug).toBe('evaluator');
  });

  it('reads English where a language has no documentation yet', async () => {
    await withoutDocs("language = 'fr'", async () => {
      const hits = await search('password', 'founder', 'fr');
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => h.language === 'en')).toBe(true);
    });
  });

  it.each([
    ['a quote and a statement', "'; DROP TABLE docs; --"],
    ['text-search operators', 'a & b | !c <-> (d) :* \\e'],
    ['LIKE wildcards', '%_%'],
    ['a classic injection', "pass' OR '1'='1"],
    ['markup', '<script>alert(1)</script>'],
    ['operators only', '*:&|!()'],
    ['nothing', ''],
    ['5,000 characters', 'x'.repeat(5000)],
  ])('treats %s as words, never as query syntax', async (_case, query) => {
    const hits = await search(query);
    expect(Array.isArray(hits)).toBe(true);
    const { rows } = await server.services.pool.query('SELECT count(*)::int AS n FROM docs');
    expect(rows[0].n).toBeGreaterThanOrEqual(files.length);
  });

  it('answers at most 20 hits', async () => {
    await inRolledBackTransaction(async (client) => {
      await syncDocs(
        client,
        Array.from({ length: 25 }, (_, i) => fakeDoc({ slug: `fake-${i}` })),
      );
      const hits = await searchDocs(drizzle(client), 'en', 'founder', prefixQuery('zebrac')!, 20);
      expect(hits).toHaveLength(20);
    });
  });

  it('escapes the text of an excerpt, whatever the document says', async () => {
    await inRolledBackTransaction(async (client) => {
      await syncDocs(client, [fakeDoc({ body: 'zebracorn & "quotes" < here', html: '<p>x</p>' })]);
      const [hit] = await searchDocs(drizzle(client), 'en', 'founder', prefixQuery('zebra')!, 20);
      expect(hit.headline).toContain('\u0002zebracorn\u0003');
      expect(excerptHtml(hit.headline)).toBe('<mark>zebracorn</mark> &amp; &quot;quotes&quot; &lt; here');
    });
  });

  it('refuses an unknown audience', async () => {
    const answer = await gql(server, SEARCH, { query: 'password', userType: 'nobody' }, { tenant: tenant.slug, token });
    expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('doc', () => {
  it('answers the rendered page with what its breadcrumb needs', async () => {
    const answer = await gql(server, DOC, { userType: 'mentor', category: 'account', slug: 'sessions-and-devices' }, { tenant: tenant.slug, token });
    expect(answer.errors).toBeUndefined();
    const doc = answer.data.doc;
    expect(doc).toMatchObject({ title: 'Sessions and signing out other devices', slug: 'sessions-and-devices', language: 'en' });
    expect(doc.doc_categories).toEqual([{ categoryName: 'Your account', slug: 'account' }]);
    expect(doc.user_types_visibility).toEqual([{ userTypeSlug: 'mentor' }]);
    expect(doc.html).toContain('<h2>The limit on sessions</h2>');
    // Links between documents stay within the reader's audience.
    expect(doc.html).toContain('href="/docs/user/mentor/category/account/doc/resetting-your-password"');
  });

  it('falls back to English for a language without the page', async () => {
    await withoutDocs("language = 'ar' AND slug = 'signing-in'", async () => {
      const answer = await gql(server, DOC, { userType: 'founder', category: 'getting-started', slug: 'signing-in', language: 'ar' }, { tenant: tenant.slug, token });
      expect(answer.data.doc.language).toBe('en');
    });
  });

  it.each([
    ['an unknown page', { userType: 'founder', category: 'account', slug: 'no-such-page' }],
    ['a page of another audience', { userType: 'founder', category: 'organisation', slug: 'roles-and-permissions' }],
    ['a path in the slug', { userType: 'founder', category: 'account', slug: '../incubator/organisation' }],
  ])('answers NOT_FOUND for %s', async (_case, variables) => {
    const answer = await gql(server, DOC, variables, { tenant: tenant.slug, token });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('docs', () => {
  it('lists every document of an audience', async () => {
    const answer = await gql(server, LIST, { userType: 'incubator' }, { tenant: tenant.slug, token });
    const expected = files
      .filter((f) => f.language === 'en' && f.userType === 'incubator')
      .map((f) => f.slug)
      .sort();
    expect(answer.data.docs.map((d: { slug: string }) => d.slug).sort()).toEqual(expected);
  });

  it("lists a role type's documents, as /docs/user/admin asks for them", async () => {
    const byRole = await gql(server, LIST, { userType: 'admin' }, { tenant: tenant.slug, token });
    const byAudience = await gql(server, LIST, { userType: 'incubator' }, { tenant: tenant.slug, token });
    expect(byRole.errors).toBeUndefined();
    expect(byRole.data.docs.length).toBeGreaterThan(0);
    expect(byRole.data.docs).toEqual(byAudience.data.docs);
    const page = await gql(server, DOC, { userType: 'cofounder', category: 'account', slug: 'resetting-your-password' }, { tenant: tenant.slug, token });
    expect(page.data.doc.user_types_visibility).toEqual([{ userTypeSlug: 'founder' }]);
  });
});

describe('signing in', () => {
  it.each([
    ['searchDocs', SEARCH, { query: 'password', userType: 'founder' }],
    ['doc', DOC, { userType: 'founder', category: 'account', slug: 'resetting-your-password' }],
    ['docs', LIST, { userType: 'founder' }],
  ])('is required by %s', async (_name, query, variables) => {
    const answer = await gql(server, query, variables, { tenant: tenant.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
