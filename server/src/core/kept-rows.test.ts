import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, gql, type TestServer } from '../../test/harness.ts';
import { buildTenant, buildSignedInUser, type Tenant } from '../../test/factories.ts';
import { KeptRows } from './kept-rows.ts';
import { schema } from './db/pool.ts';
import { withTenant } from './transaction.ts';

describe('KeptRows', () => {
  const row = (tenant: string, value: string) => async () => ({ tenant, value });

  it('keeps a row once read and forgets the rows of a tenant that changed', async () => {
    const kept = new KeptRows<string>(10, () => true);
    let reads = 0;
    const read = async () => {
      reads++;
      return { tenant: 'a', value: 'first' };
    };
    expect(await kept.get('k', read)).toBe('first');
    expect(await kept.get('k', read)).toBe('first');
    expect(reads).toBe(1);
    kept.forget('b');
    await kept.get('k', read);
    expect(reads).toBe(1);
    kept.forget('a');
    await kept.get('k', read);
    expect(reads).toBe(2);
  });

  it('does not keep a read that a change overtook: it may hold what was there before the change', async () => {
    const kept = new KeptRows<string>(10, () => true);
    let release!: () => void;
    const slowRead = kept.get('k', () => new Promise((resolve) => (release = () => resolve({ tenant: 'a', value: 'before' }))));
    kept.forget('a');
    release();
    expect(await slowRead).toBe('before');
    expect(await kept.get('k', row('a', 'after'))).toBe('after');
  });

  it('keeps a read that only another tenant changed during, and none that everything changed during', async () => {
    const kept = new KeptRows<string>(10, () => true);
    let release!: () => void;
    const slowRead = kept.get('k', () => new Promise((resolve) => (release = () => resolve({ tenant: 'a', value: 'a row' }))));
    kept.forget('b');
    release();
    await slowRead;
    expect(await kept.get('k', row('a', 'read again'))).toBe('a row');

    const again = kept.get('j', () => new Promise((resolve) => (release = () => resolve({ tenant: 'a', value: 'before' }))));
    kept.forget();
    release();
    await again;
    expect(await kept.get('j', row('a', 'after'))).toBe('after');
  });

  it('still notices a change of its tenant once more tenants changed since than it remembers', async () => {
    const kept = new KeptRows<string>(2, () => true);
    let release!: () => void;
    const slowRead = kept.get('k', () => new Promise((resolve) => (release = () => resolve({ tenant: 'a', value: 'before' }))));
    kept.forget('a');
    kept.forget('b');
    kept.forget('c');
    release();
    await slowRead;
    expect(await kept.get('k', row('a', 'after'))).toBe('after');
  });

  it('keeps nothing while change notices are not heard', async () => {
    let listening = false;
    const kept = new KeptRows<string>(10, () => listening);
    await kept.get('k', row('a', 'one'));
    expect(await kept.get('k', row('a', 'two'))).toBe('two');
    listening = true;
    await kept.get('k', row('a', 'three'));
    expect(await kept.get('k', row('a', 'four'))).toBe('three');
  });

  it('gives the oldest row up when full', async () => {
    const kept = new KeptRows<string>(2, () => true);
    await kept.get('1', row('a', 'one'));
    await kept.get('2', row('a', 'two'));
    await kept.get('3', row('a', 'three'));
    expect(await kept.get('1', row('a', 'one again'))).toBe('one again');
    expect(await kept.get('3', row('a', 'changed'))).toBe('three');
  });
});

describe('the tenant and the viewer kept between requests', () => {
  let server: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    server = await startTestServer();
    tenant = await buildTenant(server);
  });
  afterAll(() => server.stop());

  const me = (token: string, slug = tenant.slug) => gql(server, '{ currentUser { _id status } }', {}, { tenant: slug, token });

  it('a change committed on this server is seen by its very next request', async () => {
    const person = await buildSignedInUser(tenant);
    expect((await me(person.token)).data.currentUser._id).toBe(person.user.id);
    await withTenant(server.services.pool, tenant.incubator.id, (db) => db.update(schema.users).set({ status: 'archived' }).where(eq(schema.users.id, person.user.id)));
    expect((await me(person.token)).data?.currentUser ?? null).toBeNull();
  });

  it('a token revoked by another server is refused here moments later', async () => {
    const person = await buildSignedInUser(tenant);
    expect((await me(person.token)).data.currentUser._id).toBe(person.user.id);
    // Outside this server's transactions, as another server's change would be: only the notice tells.
    await server.services.pool.query('UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1', [person.user.id]);
    const deadline = Date.now() + 3000;
    let answer = await me(person.token);
    while (answer.data?.currentUser && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await me(person.token);
    }
    expect(answer.data?.currentUser ?? null).toBeNull();
  });

  it('a renamed tenant is no longer found under its old name', async () => {
    const own = await buildTenant(server);
    const person = await buildSignedInUser(own);
    expect((await me(person.token, own.slug)).data.currentUser._id).toBe(person.user.id);
    const renamed = `${own.slug}-new`;
    await withTenant(server.services.pool, own.incubator.id, (db) => db.update(schema.incubators).set({ slug: renamed }).where(eq(schema.incubators.id, own.incubator.id)));
    expect((await me(person.token, own.slug)).errors?.[0].extensions?.code).toBe('INCUBATOR_NOT_FOUND');
    expect((await me(person.token, renamed)).data.currentUser._id).toBe(person.user.id);
  });
});
