import { eq, and } from 'drizzle-orm';
import { expect } from 'vitest';
import { gql } from '../../../test/harness.ts';
import { buildStartup, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

export const SEARCH = `query Search($text: String!, $kinds: [SearchKind!], $limit: Int) {
  searchRecords(text: $text, kinds: $kinds, limit: $limit) { kind id title subtitle url image } }`;

export interface Hit {
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
  url: string;
  image: string | null;
}

/** The raw answer of a search. */
export const searchAnswer = (on: Tenant, token: string, text: string, options: { kinds?: string[]; limit?: number; language?: string } = {}) =>
  gql<{ searchRecords: Hit[] }>(on.server, SEARCH, { text, kinds: options.kinds, limit: options.limit }, { tenant: on.slug, token, language: options.language });

/** The hits of a search, failing the test on any error. */
export async function search(on: Tenant, token: string, text: string, options: { kinds?: string[]; limit?: number; language?: string } = {}): Promise<Hit[]> {
  const answer = await searchAnswer(on, token, text, options);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.searchRecords;
}

const as = <T>(on: Tenant, work: (db: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, work);

/** Gives a person the name and headline the search reads. */
export async function rename(on: Tenant, userId: string, firstName: string, lastName: string, headline: string | null = null) {
  await as(on, (db) =>
    db
      .update(schema.users)
      .set({ firstName, lastName, headline })
      .where(and(eq(schema.users.incubatorId, on.incubator.id), eq(schema.users.id, userId))),
  );
}

export async function namedStartup(on: Tenant, name: string, options: Parameters<typeof buildStartup>[1] & { description?: string; archived?: boolean } = {}) {
  const { id } = await buildStartup(on, { ...options, name });
  if (options.description || options.archived) {
    await as(on, (db) =>
      db
        .update(schema.startups)
        .set({ description: options.description ?? null, archived: options.archived ?? false })
        .where(and(eq(schema.startups.incubatorId, on.incubator.id), eq(schema.startups.id, id))),
    );
  }
  return id;
}

/** A programme, with the startups and people taking part in it. */
export async function namedProgram(on: Tenant, name: string, options: { cohort?: string; startupIds?: string[]; userIds?: string[] } = {}) {
  const id = newId();
  const incubatorId = on.incubator.id;
  await as(on, async (db) => {
    await db.insert(schema.programs).values({ incubatorId, id, name, cohort: options.cohort ?? null });
    for (const startupId of options.startupIds ?? []) await db.insert(schema.startupPrograms).values({ incubatorId, startupId, programId: id });
    for (const userId of options.userIds ?? []) await db.insert(schema.userPrograms).values({ incubatorId, userId, programId: id });
  });
  return id;
}
